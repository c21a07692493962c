-- Up Migration
-- Events §7 scan mode: a ScanAdd session is bound to the one event whose attendance it adds to
-- (POST /api/member/session/scanadd {eventID}). Only ScanAdd sessions carry an event.
ALTER TABLE identity.sessions ADD COLUMN scan_add_event_id integer;
ALTER TABLE identity.sessions ADD CONSTRAINT sessions_scan_add_event
  CHECK ((type = 'ScanAdd') = (scan_add_event_id IS NOT NULL));

-- Down Migration
ALTER TABLE identity.sessions DROP CONSTRAINT sessions_scan_add_event;
ALTER TABLE identity.sessions DROP COLUMN scan_add_event_id;
