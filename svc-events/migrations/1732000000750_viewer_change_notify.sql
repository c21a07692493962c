-- Up Migration
-- Every change to what the event viewer reads is announced on the channel events_viewer_changes,
-- so a process may keep the viewer's event in memory and drop it when told (src/events/
-- viewerChangeFeed.ts) instead of asking the database on every read. The payload names the event
-- as 'account/id'; an events row also names its link target, whose linked events it is among (and
-- a LINKED row's content is its target's). '*' after a TRUNCATE: forget everything. NOTIFY is
-- sent at commit and only then, and identical payloads of one transaction are sent once.
CREATE FUNCTION events.notify_viewer_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('events_viewer_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'attendance_versions' THEN
    PERFORM pg_notify('events_viewer_changes', NEW.account_id || '/' || NEW.event_id);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('events_viewer_changes', OLD.account_id || '/' || OLD.id);
    IF OLD.target_account_id IS NOT NULL THEN
      PERFORM pg_notify('events_viewer_changes', OLD.target_account_id || '/' || OLD.target_event_id);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('events_viewer_changes', NEW.account_id || '/' || NEW.id);
    IF NEW.target_account_id IS NOT NULL THEN
      PERFORM pg_notify('events_viewer_changes', NEW.target_account_id || '/' || NEW.target_event_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER events_notify_viewer_change
  AFTER INSERT OR UPDATE OR DELETE ON events.events
  FOR EACH ROW EXECUTE FUNCTION events.notify_viewer_change();
CREATE TRIGGER events_notify_viewer_change_truncate
  AFTER TRUNCATE ON events.events
  FOR EACH STATEMENT EXECUTE FUNCTION events.notify_viewer_change();
-- attendance_versions is bumped in the same transaction as every attendance write (its rows are
-- only inserted or updated, never deleted)
CREATE TRIGGER attendance_versions_notify_viewer_change
  AFTER INSERT OR UPDATE ON events.attendance_versions
  FOR EACH ROW EXECUTE FUNCTION events.notify_viewer_change();

-- Down Migration
DROP TRIGGER attendance_versions_notify_viewer_change ON events.attendance_versions;
DROP TRIGGER events_notify_viewer_change_truncate ON events.events;
DROP TRIGGER events_notify_viewer_change ON events.events;
DROP FUNCTION events.notify_viewer_change();
