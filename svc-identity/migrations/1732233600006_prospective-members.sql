-- Up Migration
-- Prospective members (issue 3 item 6) live in identity.members with type CAPProspectiveMember and
-- ids `{accountID}-{n}`; n comes from this per-account counter, so an id is never reused after a
-- delete or an upgrade.
CREATE TABLE identity.prospective_counters (
  account_id text PRIMARY KEY REFERENCES identity.accounts (id),
  last_number integer NOT NULL
);

-- Upgrades of a prospective member to a national member: kept so the old id can be traced.
CREATE TABLE identity.prospective_upgrades (
  account_id text NOT NULL REFERENCES identity.accounts (id),
  prospective_id text NOT NULL,
  nhq_id text NOT NULL,
  upgraded_by_type text NOT NULL,
  upgraded_by_id text NOT NULL,
  upgraded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, prospective_id)
);

-- Special event accounts (issue 3 item 8; this file also carries that feature's one table): who
-- created the account and for which event (the spec does not show the event field's shape; it is
-- kept as given, an event id or name).
CREATE TABLE identity.event_accounts (
  account_id text PRIMARY KEY REFERENCES identity.accounts (id) ON DELETE CASCADE,
  parent_account_id text NOT NULL REFERENCES identity.accounts (id),
  event text,
  created_by_type text NOT NULL,
  created_by_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE identity.event_accounts;
DROP TABLE identity.prospective_upgrades;
DROP TABLE identity.prospective_counters;
