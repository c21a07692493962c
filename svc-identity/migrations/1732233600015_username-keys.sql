-- Usernames are compared by one normalised form (NFKC, then lower case: normaliseUsername in
-- @portal/contracts), stored beside the username as typed, so the lookup, the uniqueness and the
-- sign-in limits all use the same string. PostgreSQL's lower() folds some letters differently from
-- JavaScript (U+0130), so the key is computed by the service, not here: migrate.ts fills the keys of
-- existing rows right after this migration (svc-identity/src/logins/usernameKeys.ts).
ALTER TABLE identity.logins ADD COLUMN username_key text;

-- the unique rule moves from lower(username) to the key; the name stays, refusals look for it
DROP INDEX identity.logins_username_idx;
CREATE UNIQUE INDEX logins_username_idx ON identity.logins (account_id, username_key);

-- every new or changed row must carry its key (existing rows are keyed by migrate.ts: NOT VALID)
ALTER TABLE identity.logins ADD CONSTRAINT logins_username_key_set CHECK (username_key IS NOT NULL) NOT VALID;
