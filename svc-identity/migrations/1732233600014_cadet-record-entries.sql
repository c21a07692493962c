-- Up Migration
-- Issue 8 item 1 "a manager can also enter them": a manager's cadet record entries (contracts
-- cadetProgramme/entries.ts) beside the imported CAPWATCH rows (identity.nhq_cadet_records). One
-- row per fact: kind and its payload (the entry as the contract has it). Deleting an entry keeps
-- the row (deleted_at, deleted_by): the table is its own audit trail of who entered and removed what.
-- Only national cadets have entries (the member import's CAPID is their member id).
CREATE TABLE identity.cadet_record_entries (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL,
  member_type text NOT NULL CHECK (member_type = 'CAPNHQMember'),
  member_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('requirement', 'approval', 'fitness', 'oflight', 'encampment', 'ges')),
  payload jsonb NOT NULL,
  entered_by_type text NOT NULL,
  entered_by_id text NOT NULL,
  entered_by_name text NOT NULL,
  entered_at timestamptz NOT NULL DEFAULT now(),
  deleted_by_type text,
  deleted_by_id text,
  deleted_at timestamptz,
  CHECK ((deleted_at IS NULL) = (deleted_by_id IS NULL)),
  FOREIGN KEY (account_id, member_type, member_id)
    REFERENCES identity.members (account_id, type, id) ON DELETE CASCADE
);
-- the internal cadet-records answer reads the live entries of one member or a whole account
CREATE INDEX cadet_record_entries_member_idx
  ON identity.cadet_record_entries (account_id, member_type, member_id) WHERE deleted_at IS NULL;

-- Down Migration
DROP TABLE identity.cadet_record_entries;
