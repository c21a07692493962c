-- Up Migration
-- Tables for the account flows (src/account/) and the error list (src/errors/).

-- Emailed one-time links: finish account setup and finish password reset.
-- Only a SHA-256 hash of the token is stored, so a database leak gives no usable links.
CREATE TABLE identity.account_tokens (
  token_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES identity.accounts (id),
  kind text NOT NULL CHECK (kind IN ('AccountSetup', 'PasswordReset')),
  member_type text NOT NULL,
  member_id text NOT NULL,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX account_tokens_member_idx ON identity.account_tokens (account_id, member_type, member_id, kind);

-- Chat-service (Discord) id registered by a member.
CREATE TABLE identity.discord_accounts (
  account_id text NOT NULL REFERENCES identity.accounts (id),
  member_type text NOT NULL,
  member_id text NOT NULL,
  discord_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, member_type, member_id)
);
CREATE UNIQUE INDEX discord_accounts_discord_idx ON identity.discord_accounts (account_id, discord_id);

-- Error list (platform §3 Error record): Client, Server and DiscordBot errors.
CREATE TABLE identity.error_records (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL REFERENCES identity.accounts (id),
  type text NOT NULL CHECK (type IN ('Client', 'Server', 'DiscordBot')),
  message text NOT NULL,
  stack jsonb NOT NULL DEFAULT '[]',
  component_stack text,
  page_url text,
  member_type text,
  member_id text,
  request_method text,
  requested_path text,
  payload text,
  timestamp timestamptz NOT NULL DEFAULT now(),
  resolved boolean NOT NULL DEFAULT false
);
CREATE INDEX error_records_account_idx ON identity.error_records (account_id, resolved, timestamp DESC);

-- Down Migration
DROP TABLE identity.error_records;
DROP TABLE identity.discord_accounts;
DROP TABLE identity.account_tokens;
