-- Up Migration
-- Sessions are stored by key only: hex SHA-256 of the cookie value (`sessionKey` in
-- @portal/contracts/server), so a database leak hands out no live sessions. Existing rows are
-- re-keyed in place (PostgreSQL's built-in sha256, no pgcrypto needed), so nobody is signed out.
UPDATE identity.sessions SET id = encode(sha256(convert_to(id, 'UTF8')), 'hex');
ALTER TABLE identity.sessions RENAME COLUMN id TO key;
-- A raw cookie value (43 base64url characters) can never land here again.
ALTER TABLE identity.sessions ADD CONSTRAINT sessions_key_is_sha256 CHECK (key ~ '^[0-9a-f]{64}$');

-- Down Migration
-- The raw ids cannot be recovered: every session ends.
DELETE FROM identity.sessions;
ALTER TABLE identity.sessions DROP CONSTRAINT sessions_key_is_sha256;
ALTER TABLE identity.sessions RENAME COLUMN key TO id;
