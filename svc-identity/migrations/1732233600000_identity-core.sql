-- Up Migration
-- Core identity tables (issue 2). Every table carries account_id; every query filters by it.
-- Member ids are text: national members are numeric, prospective members are strings.

CREATE TABLE identity.accounts (
  id text PRIMARY KEY CHECK (id ~ '^[a-z]+[0-9]+[a-z0-9]*$'),
  type text NOT NULL CHECK (type IN ('CAPSQUADRON', 'CAPGROUP', 'CAPWING', 'CAPREGION', 'CAPEVENT')),
  name text NOT NULL,
  org_ids integer[] NOT NULL DEFAULT '{}',
  main_org integer,
  main_calendar_id text NOT NULL DEFAULT '',
  parent_account_id text REFERENCES identity.accounts (id),
  registry jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE identity.members (
  account_id text NOT NULL REFERENCES identity.accounts (id),
  type text NOT NULL CHECK (type IN ('CAPNHQMember', 'CAPProspectiveMember')),
  id text NOT NULL,
  name_first text NOT NULL DEFAULT '',
  name_middle text NOT NULL DEFAULT '',
  name_last text NOT NULL DEFAULT '',
  name_suffix text NOT NULL DEFAULT '',
  member_rank text NOT NULL DEFAULT '',
  squadron text NOT NULL DEFAULT '',
  flight text,
  gender text CHECK (gender IN ('MALE', 'FEMALE')),
  date_of_birth date,
  joined date,
  expiration_date date,
  senior_member boolean NOT NULL DEFAULT false,
  has_nhq_reference boolean NOT NULL DEFAULT true,
  orgid integer,
  -- { CELLPHONE: { PRIMARY, SECONDARY, EMERGENCY }, EMAIL: {...}, ... } (platform §3 Contact)
  contact jsonb NOT NULL DEFAULT '{}',
  absent_until timestamptz,
  absent_comments text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, type, id),
  CHECK (type <> 'CAPNHQMember' OR id ~ '^[0-9]+$')
);
CREATE INDEX members_name_idx ON identity.members (account_id, lower(name_last), lower(name_first));

-- NHQ-assigned and temporary (locally assigned, with expiry) duty positions.
CREATE TABLE identity.duty_positions (
  account_id text NOT NULL,
  member_type text NOT NULL,
  member_id text NOT NULL,
  duty text NOT NULL,
  assistant boolean NOT NULL DEFAULT false,
  type text NOT NULL CHECK (type IN ('NHQ', 'CAPUnit')),
  orgid integer,
  date timestamptz NOT NULL DEFAULT now(),
  expires timestamptz,
  FOREIGN KEY (account_id, member_type, member_id)
    REFERENCES identity.members (account_id, type, id) ON DELETE CASCADE,
  CHECK (type <> 'CAPUnit' OR expires IS NOT NULL)
);
CREATE INDEX duty_positions_member_idx ON identity.duty_positions (account_id, member_type, member_id);

-- One permission set per member per account (platform §6).
CREATE TABLE identity.permissions (
  account_id text NOT NULL,
  member_type text NOT NULL,
  member_id text NOT NULL,
  permissions jsonb NOT NULL,
  PRIMARY KEY (account_id, member_type, member_id),
  FOREIGN KEY (account_id, member_type, member_id)
    REFERENCES identity.members (account_id, type, id) ON DELETE CASCADE
);

-- Sign-in accounts: username <-> member, one per member per account.
CREATE TABLE identity.logins (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL REFERENCES identity.accounts (id),
  username text NOT NULL CHECK (length(username) BETWEEN 1 AND 44),
  member_type text NOT NULL,
  member_id text NOT NULL,
  password_hash text NOT NULL,
  password_set_at timestamptz NOT NULL DEFAULT now(),
  password_expires_at timestamptz,
  account_expires_at timestamptz,
  mfa_secret text,
  mfa_enabled boolean NOT NULL DEFAULT false,
  -- secret shown during setup, promoted to mfa_secret when the first code is confirmed
  mfa_pending_secret text,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (account_id, member_type, member_id)
    REFERENCES identity.members (account_id, type, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX logins_username_idx ON identity.logins (account_id, lower(username));
CREATE UNIQUE INDEX logins_member_idx ON identity.logins (account_id, member_type, member_id);

CREATE TABLE identity.password_history (
  account_id text NOT NULL,
  login_id bigint NOT NULL REFERENCES identity.logins (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  set_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_history_login_idx ON identity.password_history (login_id, set_at DESC);

CREATE TABLE identity.sessions (
  -- the cookie value (32 random bytes, base64url); the gateway evicts by this id
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES identity.accounts (id),
  login_id bigint REFERENCES identity.logins (id) ON DELETE CASCADE,
  member_type text NOT NULL,
  member_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('Regular', 'PasswordReset', 'ScanAdd', 'MFAInProgress')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_member_idx ON identity.sessions (account_id, member_type, member_id);
CREATE INDEX sessions_expires_idx ON identity.sessions (expires_at);

-- A TOTP code is usable once: the time step it matched is remembered per login.
CREATE TABLE identity.used_totp_codes (
  account_id text NOT NULL,
  login_id bigint NOT NULL REFERENCES identity.logins (id) ON DELETE CASCADE,
  time_step bigint NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (login_id, time_step)
);

-- Down Migration
DROP TABLE identity.used_totp_codes;
DROP TABLE identity.sessions;
DROP TABLE identity.password_history;
DROP TABLE identity.logins;
DROP TABLE identity.permissions;
DROP TABLE identity.duty_positions;
DROP TABLE identity.members;
DROP TABLE identity.accounts;
