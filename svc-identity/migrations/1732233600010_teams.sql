-- Up Migration
-- Teams (platform §2 Teams, §3 Team, §6 Teams; issue 4 item 1). See svc-identity/README.md "Teams".
-- Team ids count per account from 1 and are never reused after a delete (identity.team_counters):
-- svc-files' TEAM sharing entries and old links name teams by id, and must not reach a newer team.
-- Team 0 (the cadet staff, §9) is never stored: it is built from duty positions on every read.
-- Member references are stored as (type, id text) like every other table.

CREATE TABLE identity.team_counters (
  account_id text PRIMARY KEY REFERENCES identity.accounts (id) ON DELETE CASCADE,
  last_team_id integer NOT NULL CHECK (last_team_id > 0)
);

CREATE TABLE identity.teams (
  account_id text NOT NULL REFERENCES identity.accounts (id) ON DELETE CASCADE,
  id integer NOT NULL CHECK (id > 0),
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 5000),
  visibility text NOT NULL CHECK (visibility IN ('PRIVATE', 'PROTECTED', 'PUBLIC')),
  cadet_leader_type text,
  cadet_leader_id text,
  senior_mentor_type text,
  senior_mentor_id text,
  senior_coach_type text,
  senior_coach_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, id),
  CHECK ((cadet_leader_type IS NULL) = (cadet_leader_id IS NULL)),
  CHECK ((senior_mentor_type IS NULL) = (senior_mentor_id IS NULL)),
  CHECK ((senior_coach_type IS NULL) = (senior_coach_id IS NULL)),
  -- a leader who leaves the account (a prospective member deleted or upgraded) leaves the role empty
  FOREIGN KEY (account_id, cadet_leader_type, cadet_leader_id)
    REFERENCES identity.members (account_id, type, id) ON DELETE SET NULL (cadet_leader_type, cadet_leader_id),
  FOREIGN KEY (account_id, senior_mentor_type, senior_mentor_id)
    REFERENCES identity.members (account_id, type, id) ON DELETE SET NULL (senior_mentor_type, senior_mentor_id),
  FOREIGN KEY (account_id, senior_coach_type, senior_coach_id)
    REFERENCES identity.members (account_id, type, id) ON DELETE SET NULL (senior_coach_type, senior_coach_id)
);
-- a member's teams (Member.teamIDs) are looked up by leader as well as by membership
CREATE INDEX teams_cadet_leader_idx ON identity.teams (account_id, cadet_leader_type, cadet_leader_id);
CREATE INDEX teams_senior_mentor_idx ON identity.teams (account_id, senior_mentor_type, senior_mentor_id);
CREATE INDEX teams_senior_coach_idx ON identity.teams (account_id, senior_coach_type, senior_coach_id);

CREATE TABLE identity.team_members (
  account_id text NOT NULL,
  team_id integer NOT NULL,
  member_type text NOT NULL,
  member_id text NOT NULL,
  job text NOT NULL DEFAULT '' CHECK (length(job) <= 200),
  -- the order of the team form's member list
  position integer NOT NULL,
  joined_at timestamptz NOT NULL DEFAULT now(),
  -- a member appears on a team at most once
  PRIMARY KEY (account_id, team_id, member_type, member_id),
  FOREIGN KEY (account_id, team_id) REFERENCES identity.teams (account_id, id) ON DELETE CASCADE,
  FOREIGN KEY (account_id, member_type, member_id)
    REFERENCES identity.members (account_id, type, id) ON DELETE CASCADE
);
CREATE INDEX team_members_member_idx ON identity.team_members (account_id, member_type, member_id);

-- Team 0 looks duty holders up by title: 'Cadet ...' prefixes and 'Deputy Commander for Cadets'.
CREATE INDEX duty_positions_account_duty_idx ON identity.duty_positions (account_id, duty text_pattern_ops);

-- Down Migration
DROP INDEX identity.duty_positions_account_duty_idx;
DROP TABLE identity.team_members;
DROP TABLE identity.teams;
DROP TABLE identity.team_counters;
