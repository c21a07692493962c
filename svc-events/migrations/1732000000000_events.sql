-- Up Migration
-- svc-events owns the `events` schema. Every row carries its account id; every query filters by it.
CREATE TABLE events.events (
  account_id text NOT NULL,
  id serial NOT NULL,
  name text NOT NULL,
  subtitle text NOT NULL DEFAULT '',
  type text NOT NULL DEFAULT 'Regular' CHECK (type IN ('Regular', 'Linked')),
  status text NOT NULL DEFAULT 'Draft'
    CHECK (status IN ('Draft', 'Tentative', 'Confirmed', 'Complete', 'Cancelled', 'InformationOnly')),
  -- Times in milliseconds since the epoch, as the events spec states them.
  meet_date_time bigint NOT NULL,
  start_date_time bigint NOT NULL,
  end_date_time bigint NOT NULL,
  pickup_date_time bigint NOT NULL,
  -- The author as a member reference { type, id }.
  created_by jsonb NOT NULL,
  -- Event fields that later issues read and write as a whole (locations, uniforms, forms, ...).
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, id),
  CHECK (start_date_time <= end_date_time)
);
CREATE INDEX events_account_start_idx ON events.events (account_id, start_date_time);

-- Down Migration
DROP TABLE events.events;
