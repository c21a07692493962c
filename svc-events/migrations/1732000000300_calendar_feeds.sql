-- Up Migration
-- Calendar feeds (issue 6 item 8): one personal feed link per member per account. The table holds
-- no usable link: the token is HMAC(secret, account, member, nonce) and only its sha256 is kept to
-- find the member when a calendar fetches the link; a reset draws a new nonce (the old link 404s).
CREATE TABLE events.calendar_feed_tokens (
  account_id text NOT NULL,
  member_type text NOT NULL,
  member_id text NOT NULL,
  nonce text NOT NULL,
  token_hash text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  created_at bigint NOT NULL,
  PRIMARY KEY (account_id, member_type, member_id)
);
CREATE UNIQUE INDEX calendar_feed_tokens_hash_idx ON events.calendar_feed_tokens (account_id, token_hash);

-- Down Migration
DROP TABLE events.calendar_feed_tokens;
