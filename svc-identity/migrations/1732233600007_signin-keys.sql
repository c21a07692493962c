-- Up Migration
-- Signature sign-in keys (issue 3 item 11): public keys of trusted clients that may sign a sign-in
-- nonce instead of solving a captcha. account_id is the account the key was registered in; a
-- Global key (super users only) covers every account, which is the one deliberate cross-account read.
CREATE TABLE identity.signin_keys (
  id uuid PRIMARY KEY,
  account_id text NOT NULL REFERENCES identity.accounts (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  scope text NOT NULL CHECK (scope IN ('Global', 'Account', 'User')),
  algorithm text NOT NULL CHECK (algorithm IN ('Ed25519', 'ECDSA-P256')),
  -- the key in PEM (SPKI) form, as normalised by node:crypto
  public_key text NOT NULL,
  fingerprint text NOT NULL,
  member_type text,
  member_id text,
  created_by_type text NOT NULL,
  created_by_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  CHECK ((scope = 'User') = (member_type IS NOT NULL AND member_id IS NOT NULL))
);
CREATE INDEX signin_keys_account_idx ON identity.signin_keys (account_id, created_at DESC);

-- Down Migration
DROP TABLE identity.signin_keys;
