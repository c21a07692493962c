-- Up Migration
-- Issue 7 item 9 (beyond the spec): the waitlist. A COMMITTEDATTENDED record waiting for a place
-- carries the time (ms, like the record's timestamp) it joined the waitlist; NULL = not waiting.
-- Waitlist order is waitlisted_at, then timestamp and member (src/waitlist). Only committed records
-- wait. The partial index serves "the earliest waiting" and the counts under the per-event lock.
ALTER TABLE events.attendance ADD COLUMN waitlisted_at bigint;
ALTER TABLE events.attendance ADD CONSTRAINT attendance_waitlist_committed
  CHECK (waitlisted_at IS NULL OR status = 'COMMITTEDATTENDED');
CREATE INDEX attendance_waitlist_idx ON events.attendance (account_id, event_id, waitlisted_at)
  WHERE waitlisted_at IS NOT NULL;

-- Down Migration
DROP INDEX events.attendance_waitlist_idx;
ALTER TABLE events.attendance DROP CONSTRAINT attendance_waitlist_committed;
ALTER TABLE events.attendance DROP COLUMN waitlisted_at;
