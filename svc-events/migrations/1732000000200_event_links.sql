-- Up Migration
-- Linking events across accounts (events spec §6 "Link event", issue 6). A LINKED event is a row
-- of its TARGET account (account_id, its own number) naming its source in target_account_id /
-- target_event_id; its content columns hold a copy of the source made at link time (they are NOT
-- NULL) but are never read: reads go through events.resolved_events, which takes a linked row's
-- content from its source, so the link follows the source's changes.

-- Account names kept at link time (the viewer's linkedEvents[].accountName and sourceAccountName
-- without asking svc-identity per row; an account renamed later keeps its old name here).
ALTER TABLE events.events ADD COLUMN account_name text;
ALTER TABLE events.events ADD COLUMN target_account_name text;

-- No orphans: a link cannot outlive its source (svc-events deletes links first, writing a Delete
-- audit item in each target account; the cascade is the database's guarantee).
ALTER TABLE events.events ADD CONSTRAINT events_link_source_fk
  FOREIGN KEY (target_account_id, target_event_id) REFERENCES events.events (account_id, id) ON DELETE CASCADE;
-- §6 "not yet linked": one link per source event and target account.
CREATE UNIQUE INDEX events_one_link_per_account_idx ON events.events (account_id, target_account_id, target_event_id)
  WHERE type = 'LINKED';

-- Every event as readers see it: a REGULAR row as stored; a LINKED row with its own identity
-- (account_id, id, type, target ids, author, audit) and the source's content, status, times,
-- debrief and list flags. One join by primary key, whatever the number of rows.
CREATE VIEW events.resolved_events AS
SELECT e.account_id,
       e.id,
       e.type,
       e.target_account_id,
       e.target_event_id,
       e.created_by,
       e.author_name,
       e.created_at,
       e.updated_at,
       e.account_name,
       e.target_account_name,
       COALESCE(s.name, e.name) AS name,
       COALESCE(s.subtitle, e.subtitle) AS subtitle,
       COALESCE(s.status, e.status) AS status,
       COALESCE(s.meet_date_time, e.meet_date_time) AS meet_date_time,
       COALESCE(s.start_date_time, e.start_date_time) AS start_date_time,
       COALESCE(s.end_date_time, e.end_date_time) AS end_date_time,
       COALESCE(s.pickup_date_time, e.pickup_date_time) AS pickup_date_time,
       COALESCE(s.details, e.details) AS details,
       COALESCE(s.debrief, e.debrief) AS debrief,
       COALESCE(s.show_upcoming, e.show_upcoming) AS show_upcoming,
       COALESCE(s.recurring, e.recurring) AS recurring
  FROM events.events e
  LEFT JOIN events.events s
    ON e.type = 'LINKED' AND s.account_id = e.target_account_id AND s.id = e.target_event_id;

-- Down Migration
DROP VIEW events.resolved_events;
DROP INDEX events.events_one_link_per_account_idx;
ALTER TABLE events.events DROP CONSTRAINT events_link_source_fk;
ALTER TABLE events.events DROP COLUMN target_account_name;
ALTER TABLE events.events DROP COLUMN account_name;
