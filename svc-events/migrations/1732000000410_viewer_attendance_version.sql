-- Up Migration
-- Issue 6 (viewer reads): a version per event's attendance, so svc-events may keep the viewer's
-- serialised attendees of an event in memory and reuse them while the version is unchanged. The
-- version is bumped by triggers on events.attendance in the same transaction as the change,
-- whoever writes (the attendance calls of issue 7, the cascade of an event delete, a seed, SQL by
-- hand), so every process sees a change through the database: no cache can outlive a write.
-- Values come from one sequence and are never reused: two different committed states of an
-- event's attendance never carry the same version, even across a deleted and re-created event
-- (its row here is kept, not deleted, for that reason). An event without a row here (never had an
-- attendance write since this migration) is simply not cached.
CREATE SEQUENCE events.attendance_version_seq;
CREATE TABLE events.attendance_versions (
  account_id text NOT NULL,
  event_id integer NOT NULL,
  version bigint NOT NULL,
  PRIMARY KEY (account_id, event_id)
);
INSERT INTO events.attendance_versions (account_id, event_id, version)
  SELECT account_id, event_id, nextval('events.attendance_version_seq')
    FROM (SELECT DISTINCT account_id, event_id FROM events.attendance) AS existing;

-- Statement-level (one upsert per statement, not per row: a bulk insert of 10,000 rows bumps its
-- event once); rows in (account, event) order so concurrent writers lock them in the same order.
CREATE FUNCTION events.bump_attendance_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE events.attendance_versions SET version = nextval('events.attendance_version_seq');
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO events.attendance_versions (account_id, event_id, version)
      SELECT account_id, event_id, nextval('events.attendance_version_seq')
        FROM (SELECT DISTINCT account_id, event_id FROM changed_new ORDER BY 1, 2) AS c
      ON CONFLICT (account_id, event_id) DO UPDATE SET version = EXCLUDED.version;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO events.attendance_versions (account_id, event_id, version)
      SELECT account_id, event_id, nextval('events.attendance_version_seq')
        FROM (SELECT DISTINCT account_id, event_id FROM changed_old ORDER BY 1, 2) AS c
      ON CONFLICT (account_id, event_id) DO UPDATE SET version = EXCLUDED.version;
  ELSE
    INSERT INTO events.attendance_versions (account_id, event_id, version)
      SELECT account_id, event_id, nextval('events.attendance_version_seq')
        FROM (SELECT account_id, event_id FROM changed_new
              UNION SELECT account_id, event_id FROM changed_old ORDER BY 1, 2) AS c
      ON CONFLICT (account_id, event_id) DO UPDATE SET version = EXCLUDED.version;
  END IF;
  RETURN NULL;
END
$$;
-- A trigger with transition tables names one event, hence three (plus TRUNCATE).
CREATE TRIGGER attendance_version_insert AFTER INSERT ON events.attendance
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION events.bump_attendance_version();
CREATE TRIGGER attendance_version_update AFTER UPDATE ON events.attendance
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION events.bump_attendance_version();
CREATE TRIGGER attendance_version_delete AFTER DELETE ON events.attendance
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION events.bump_attendance_version();
CREATE TRIGGER attendance_version_truncate AFTER TRUNCATE ON events.attendance
  FOR EACH STATEMENT EXECUTE FUNCTION events.bump_attendance_version();

-- Down Migration
DROP TRIGGER attendance_version_truncate ON events.attendance;
DROP TRIGGER attendance_version_delete ON events.attendance;
DROP TRIGGER attendance_version_update ON events.attendance;
DROP TRIGGER attendance_version_insert ON events.attendance;
DROP FUNCTION events.bump_attendance_version();
DROP TABLE events.attendance_versions;
DROP SEQUENCE events.attendance_version_seq;
