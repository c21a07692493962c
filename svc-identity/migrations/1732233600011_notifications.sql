-- Up Migration
-- Notifications (platform §2 global notification banner, §3 Notification, issue 4 item 3).
-- One row per event: a Member notification names its member; an Admins notification is stored
-- ONCE and shown to every holder of ViewAccountNotifications YES (one shared read flag); an
-- Everyone notification is the account's global banner, with an expiry, and at most one is open
-- (not ended) per account at a time. No foreign key to identity.members on purpose: a
-- notification must never make the event that caused it fail (see svc-identity/README.md).
CREATE TABLE identity.notifications (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL REFERENCES identity.accounts (id) ON DELETE CASCADE,
  target_type text NOT NULL CHECK (target_type IN ('Member', 'Admins', 'Everyone')),
  to_member_type text CHECK (to_member_type IN ('CAPNHQMember', 'CAPProspectiveMember')),
  to_member_id text,
  cause_type text NOT NULL CHECK (cause_type IN ('System', 'Member')),
  from_member_type text CHECK (from_member_type IN ('CAPNHQMember', 'CAPProspectiveMember')),
  from_member_id text,
  from_name text,
  -- NotificationData of contracts: { type, message, ...optional fields per type }
  extra_data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read boolean NOT NULL DEFAULT false,
  -- Everyone (global) only: shown until expires_at, or until ended_at (a newer one replaced it,
  -- or a holder of CreateNotifications GLOBAL ended it early).
  expires_at timestamptz,
  ended_at timestamptz,
  CHECK ((target_type = 'Member') = (to_member_type IS NOT NULL AND to_member_id IS NOT NULL)),
  CHECK ((cause_type = 'Member') = (from_member_type IS NOT NULL AND from_member_id IS NOT NULL)),
  CHECK ((target_type = 'Everyone') = (expires_at IS NOT NULL))
);
CREATE INDEX notifications_member_idx
  ON identity.notifications (account_id, to_member_type, to_member_id, created_at DESC)
  WHERE target_type = 'Member';
CREATE INDEX notifications_admins_idx
  ON identity.notifications (account_id, created_at DESC)
  WHERE target_type = 'Admins';
-- "One at a time": at most one open global notification per account.
CREATE UNIQUE INDEX notifications_one_global_idx
  ON identity.notifications (account_id)
  WHERE target_type = 'Everyone' AND ended_at IS NULL;

-- Down Migration
DROP TABLE identity.notifications;
