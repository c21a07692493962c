-- Up Migration
-- The online CAPF 60-80: one slip per event and cadet. Only the SHA-256 of the signing token is
-- stored (the token itself is in the guardians' email alone); a re-issue replaces the hash, so the
-- old link stops working at once. `version` counts issues (the email job id carries it). The audit
-- of an answer: who (guardian fields), when, from which address and user agent, and the hash of the
-- exact content signed (`signed_fields` keeps that content, for "what changed" later).
CREATE TABLE events.permission_slips (
  account_id text NOT NULL,
  event_id integer NOT NULL,
  member_type text NOT NULL,
  member_id text NOT NULL,
  member_name text NOT NULL,
  state text NOT NULL CHECK (state IN ('SENT', 'SIGNED', 'DECLINED', 'NEEDS_RESIGNING')),
  version integer NOT NULL DEFAULT 1,
  token_hash text,
  token_revoked boolean NOT NULL DEFAULT false,
  expires_at bigint NOT NULL,
  sent_at bigint NOT NULL,
  reminded_version integer,
  signed_at bigint,
  guardian_name text,
  relationship text,
  phone_during_activity text,
  alternate_phone text,
  signature text,
  signer_ip text,
  signer_user_agent text,
  content_hash text,
  signed_fields jsonb,
  file_id text,
  PRIMARY KEY (account_id, event_id, member_type, member_id),
  FOREIGN KEY (account_id, event_id) REFERENCES events.events (account_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX permission_slips_token_idx ON events.permission_slips (token_hash)
  WHERE token_hash IS NOT NULL;

-- Hashes of links no longer valid, so the page tells "already answered" or "withdrawn" apart from
-- an unknown link (a token is never stored, only its hash).
CREATE TABLE events.permission_slip_spent_tokens (
  token_hash text PRIMARY KEY,
  account_id text NOT NULL,
  event_id integer NOT NULL
);
CREATE TABLE events.permission_slip_retired_tokens (
  token_hash text PRIMARY KEY,
  account_id text NOT NULL,
  event_id integer NOT NULL
);

-- Down Migration
DROP TABLE events.permission_slip_retired_tokens;
DROP TABLE events.permission_slip_spent_tokens;
DROP TABLE events.permission_slips;
