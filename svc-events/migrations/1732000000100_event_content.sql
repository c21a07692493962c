-- Up Migration
-- Issue 6: the whole §3 event, its per-account number, links, attendance (data model for issue 7)
-- and the audit log. Status and type take the contracts' spelling (DRAFT, ..., REGULAR, LINKED).
ALTER TABLE events.events DROP CONSTRAINT IF EXISTS events_type_check;
ALTER TABLE events.events DROP CONSTRAINT IF EXISTS events_status_check;
UPDATE events.events SET type = upper(type), status = upper(status);
ALTER TABLE events.events ALTER COLUMN type SET DEFAULT 'REGULAR';
ALTER TABLE events.events ALTER COLUMN status SET DEFAULT 'DRAFT';
ALTER TABLE events.events ADD CONSTRAINT events_type_check CHECK (type IN ('REGULAR', 'LINKED'));
ALTER TABLE events.events ADD CONSTRAINT events_status_check
  CHECK (status IN ('DRAFT', 'TENTATIVE', 'CONFIRMED', 'COMPLETE', 'CANCELLED', 'INFORMATIONONLY'));

-- The Event ID is 'ACCOUNT-number': numbers count per account (events.account_counters), not
-- from one global sequence. Existing rows keep their numbers; the counters start above them.
ALTER TABLE events.events ALTER COLUMN id DROP DEFAULT;
DROP SEQUENCE IF EXISTS events.events_id_seq;
CREATE TABLE events.account_counters (
  account_id text PRIMARY KEY,
  last_event_id integer NOT NULL
);
INSERT INTO events.account_counters (account_id, last_event_id)
  SELECT account_id, max(id) FROM events.events GROUP BY account_id;

-- The author's name when the event was written (the viewer's authorFullName without a lookup).
ALTER TABLE events.events ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE events.events ADD COLUMN debrief jsonb NOT NULL DEFAULT '[]'::jsonb;
-- Columns the list queries filter on, kept in step with `details` on every write.
ALTER TABLE events.events ADD COLUMN show_upcoming boolean NOT NULL DEFAULT true;
ALTER TABLE events.events ADD COLUMN recurring boolean NOT NULL DEFAULT false;
-- A LINKED event names its source (another account's event); REGULAR events have nulls.
ALTER TABLE events.events ADD COLUMN target_account_id text;
ALTER TABLE events.events ADD COLUMN target_event_id integer;
ALTER TABLE events.events ADD CONSTRAINT events_link_check CHECK (
  (type = 'REGULAR' AND target_account_id IS NULL AND target_event_id IS NULL)
  OR (type = 'LINKED' AND target_account_id IS NOT NULL AND target_event_id IS NOT NULL)
);
CREATE INDEX events_link_source_idx ON events.events (target_account_id, target_event_id)
  WHERE target_account_id IS NOT NULL;
-- Range, list, upcoming and recurring queries: by account, status and start time.
CREATE INDEX events_account_status_start_idx ON events.events (account_id, status, start_date_time);
CREATE INDEX events_account_end_idx ON events.events (account_id, end_date_time);

-- §3 Attendance record (calls come with issue 7). One record per member and event.
CREATE TABLE events.attendance (
  account_id text NOT NULL,
  event_id integer NOT NULL,
  member_type text NOT NULL,
  member_id text NOT NULL,
  member_name text NOT NULL DEFAULT '',
  timestamp bigint NOT NULL,
  status text NOT NULL CHECK (status IN
    ('COMMITTEDATTENDED', 'NOSHOW', 'RESCINDEDCOMMITMENTTOATTEND', 'NOTPLANNINGTOATTEND')),
  comments text NOT NULL DEFAULT '',
  arrival_time bigint,
  departure_time bigint,
  plan_to_use_cap_transportation boolean NOT NULL DEFAULT false,
  can_use_photos boolean NOT NULL DEFAULT false,
  custom_attendance_field_values jsonb NOT NULL DEFAULT '[]'::jsonb,
  summary_email_sent boolean NOT NULL DEFAULT false,
  source_account_id text NOT NULL,
  source_event_id integer NOT NULL,
  PRIMARY KEY (account_id, event_id, member_type, member_id),
  FOREIGN KEY (account_id, event_id) REFERENCES events.events (account_id, id) ON DELETE CASCADE,
  CHECK ((arrival_time IS NULL) = (departure_time IS NULL))
);

-- §3 Audit item: Add and Delete keep the object, Modify per field old and new. No foreign key:
-- the Delete item outlives its event.
CREATE TABLE events.audit_log (
  seq bigserial PRIMARY KEY,
  account_id text NOT NULL,
  event_id integer NOT NULL,
  type text NOT NULL CHECK (type IN ('Add', 'Modify', 'Delete')),
  timestamp bigint NOT NULL,
  actor jsonb,
  actor_name text NOT NULL DEFAULT '',
  changes jsonb,
  object_data jsonb,
  CHECK ((type = 'Modify') = (changes IS NOT NULL)),
  CHECK ((type = 'Modify') = (object_data IS NULL))
);
CREATE INDEX audit_log_event_idx ON events.audit_log (account_id, event_id, seq);

-- Down Migration
DROP TABLE events.audit_log;
DROP TABLE events.attendance;
DROP TABLE events.account_counters;
