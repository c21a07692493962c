-- Up Migration
-- Change log (platform §2 Change log, §3 Change log entry): notes of the privileged user, per account.
CREATE TABLE identity.changelog_entries (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL REFERENCES identity.accounts (id),
  entry_date_time timestamptz NOT NULL DEFAULT now(),
  entry_capid integer NOT NULL,
  note_date_time timestamptz NOT NULL,
  note_title text NOT NULL,
  note_text text NOT NULL
);
CREATE INDEX changelog_entries_account_idx ON identity.changelog_entries (account_id, note_date_time DESC, id DESC);

-- Error list: server crashes of every service (svc-identity, svc-events, svc-files) name the
-- service and the request id that finds their log lines.
ALTER TABLE identity.error_records ADD COLUMN service text;
ALTER TABLE identity.error_records ADD COLUMN request_id text;

-- Down Migration
ALTER TABLE identity.error_records DROP COLUMN request_id;
ALTER TABLE identity.error_records DROP COLUMN service;
DROP TABLE identity.changelog_entries;
