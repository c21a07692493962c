-- Up Migration
-- Recovery codes of a login's multi-factor authentication: made at enrolment (shown to the member
-- once), kept only as SHA-256 hashes, each accepted once in place of a TOTP code (used_at set).
-- Removing MFA or enrolling again deletes them.
CREATE TABLE identity.mfa_recovery_codes (
  login_id bigint NOT NULL REFERENCES identity.logins (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (login_id, code_hash)
);

-- Down Migration
DROP TABLE identity.mfa_recovery_codes;
