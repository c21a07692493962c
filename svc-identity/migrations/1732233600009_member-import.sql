-- Up Migration
-- Member import (CAPWATCH, issue 3 item 10). svc-identity/src/memberImport/README.md describes it.

-- The uploaded zip waits here until the import worker has run its job (then it is deleted), so
-- workers can run in other processes than the HTTP service and Redis never holds the file.
CREATE TABLE identity.member_import_uploads (
  account_id text NOT NULL REFERENCES identity.accounts (id),
  job_id text NOT NULL,
  zip bytea NOT NULL,
  submitted_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, job_id)
);
CREATE INDEX member_import_uploads_created_idx ON identity.member_import_uploads (created_at);

-- The organisations of the export (Organization.txt), replaced by each import.
CREATE TABLE identity.nhq_organizations (
  account_id text NOT NULL REFERENCES identity.accounts (id),
  orgid integer NOT NULL,
  region text NOT NULL DEFAULT '',
  wing text NOT NULL DEFAULT '',
  unit text NOT NULL DEFAULT '',
  next_level integer,
  name text NOT NULL DEFAULT '',
  type text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT '',
  PRIMARY KEY (account_id, orgid)
);

-- Raw cadet programme rows per member (CadetAchv, CadetAchvAprs, CadetHFZInformation, OFlight,
-- CadetActivities), kept as the export has them (column name -> text) for the cadet programme
-- (issue 8) to read. Replaced per member and table by each import that carries the table.
CREATE TABLE identity.nhq_cadet_records (
  account_id text NOT NULL REFERENCES identity.accounts (id),
  capid integer NOT NULL,
  source text NOT NULL CHECK (source IN ('CadetAchv', 'CadetAchvAprs', 'CadetHFZInformation', 'OFlight', 'CadetActivities')),
  seq integer NOT NULL,
  data jsonb NOT NULL,
  PRIMARY KEY (account_id, capid, source, seq)
);

-- Duty positions are replaced per org id on import.
CREATE INDEX duty_positions_nhq_org_idx ON identity.duty_positions (account_id, orgid) WHERE type = 'NHQ';

-- Down Migration
DROP INDEX identity.duty_positions_nhq_org_idx;
DROP TABLE identity.nhq_cadet_records;
DROP TABLE identity.nhq_organizations;
DROP TABLE identity.member_import_uploads;
