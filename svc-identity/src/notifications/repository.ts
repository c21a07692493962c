// identity.notifications (migration 1732233600011): every query is inside one account.
import type {
  MemberReference,
  Notification,
  NotificationCause,
  NotificationData,
  NotificationTarget,
} from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';

type Queryable = Pick<Pool | PoolClient, 'query'>;

interface NotificationRow {
  id: string;
  account_id: string;
  target_type: 'Member' | 'Admins' | 'Everyone';
  to_member_type: MemberReference['type'] | null;
  to_member_id: string | null;
  cause_type: 'System' | 'Member';
  from_member_type: MemberReference['type'] | null;
  from_member_id: string | null;
  from_name: string | null;
  extra_data: NotificationData;
  created_at: Date;
  read: boolean;
  expires_at: Date | null;
  ended_at: Date | null;
}

const referenceOf = (type: MemberReference['type'], id: string): MemberReference =>
  type === 'CAPNHQMember' ? { type, id: Number(id) } : { type, id };

function targetOf(row: NotificationRow): NotificationTarget {
  if (row.target_type === 'Member') {
    return { type: 'Member', to: referenceOf(row.to_member_type!, row.to_member_id!) };
  }
  if (row.target_type === 'Admins') return { type: 'Admins' };
  return { type: 'Everyone', expires: row.expires_at!.getTime() };
}

function causeOf(row: NotificationRow): NotificationCause {
  if (row.cause_type === 'System') return { type: 'System' };
  return {
    type: 'Member',
    from: referenceOf(row.from_member_type!, row.from_member_id!),
    fromName: row.from_name ?? '',
  };
}

const fromRow = (row: NotificationRow): Notification => ({
  id: Number(row.id),
  accountID: row.account_id,
  cause: causeOf(row),
  target: targetOf(row),
  extraData: row.extra_data,
  created: row.created_at.getTime(),
  read: row.read,
});

export interface NewNotification {
  accountID: string;
  target: { type: 'Member'; to: MemberReference } | { type: 'Admins' } | { type: 'Everyone' };
  cause: NotificationCause;
  extraData: NotificationData;
  /** Everyone (global) notifications only. */
  expires: Date | null;
}

export async function insertNotification(db: Queryable, input: NewNotification): Promise<Notification> {
  const to = input.target.type === 'Member' ? input.target.to : null;
  const from = input.cause.type === 'Member' ? input.cause : null;
  const { rows } = await db.query<NotificationRow>(
    `INSERT INTO identity.notifications
       (account_id, target_type, to_member_type, to_member_id, cause_type,
        from_member_type, from_member_id, from_name, extra_data, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [
      input.accountID,
      input.target.type,
      to?.type ?? null,
      to ? String(to.id) : null,
      input.cause.type,
      from?.from.type ?? null,
      from ? String(from.from.id) : null,
      from?.fromName ?? null,
      JSON.stringify(input.extraData),
      input.expires,
    ],
  );
  return fromRow(rows[0]!);
}

/**
 * "One at a time": ends the open global notification (if any) and stores the new one. The
 * caller runs this in a transaction; the advisory lock serialises two admins posting at once
 * (the unique index would otherwise reject the second).
 */
export async function replaceGlobalNotification(
  client: Queryable,
  input: Omit<NewNotification, 'target' | 'expires'> & { expires: Date; now: Date },
): Promise<Notification> {
  await client.query(`SELECT pg_advisory_xact_lock(hashtext('identity.notifications.global:' || $1))`, [
    input.accountID,
  ]);
  await client.query(
    `UPDATE identity.notifications SET ended_at = $2
      WHERE account_id = $1 AND target_type = 'Everyone' AND ended_at IS NULL`,
    [input.accountID, input.now],
  );
  return insertNotification(client, { ...input, target: { type: 'Everyone' } });
}

/** The global notification shown now: open and not yet expired. */
export async function currentGlobalNotification(
  db: Queryable,
  accountID: string,
  now: Date,
): Promise<Notification | null> {
  const { rows } = await db.query<NotificationRow>(
    `SELECT * FROM identity.notifications
      WHERE account_id = $1 AND target_type = 'Everyone' AND ended_at IS NULL AND expires_at > $2
      LIMIT 1`,
    [accountID, now],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

/**
 * The list of GET /notifications: the member's own notifications and, for holders of
 * ViewAccountNotifications, the admin ones. Each row appears once (an admin notification is one
 * row however many admins see it). Newest first, capped: the page is an inbox, not an archive.
 */
export async function listNotificationsFor(
  db: Queryable,
  accountID: string,
  member: MemberReference,
  includeAdmins: boolean,
  limit = 500,
): Promise<Notification[]> {
  const { rows } = await db.query<NotificationRow>(
    `SELECT * FROM identity.notifications
      WHERE account_id = $1
        AND ((target_type = 'Member' AND to_member_type = $2 AND to_member_id = $3)
             OR ($4 AND target_type = 'Admins'))
      ORDER BY created_at DESC, id DESC
      LIMIT $5`,
    [accountID, member.type, String(member.id), includeAdmins, limit],
  );
  return rows.map(fromRow);
}

/** How many of the notifications listNotificationsFor answers are unread (the same rows, not capped). */
export async function countUnreadNotificationsFor(
  db: Queryable,
  accountID: string,
  member: MemberReference,
  includeAdmins: boolean,
): Promise<number> {
  const { rows } = await db.query<{ unread: string }>(
    `SELECT count(*) AS unread FROM identity.notifications
      WHERE account_id = $1 AND NOT read
        AND ((target_type = 'Member' AND to_member_type = $2 AND to_member_id = $3)
             OR ($4 AND target_type = 'Admins'))`,
    [accountID, member.type, String(member.id), includeAdmins],
  );
  return Number(rows[0]?.unread ?? 0);
}

export async function findNotification(
  db: Queryable,
  accountID: string,
  id: number,
): Promise<Notification | null> {
  const { rows } = await db.query<NotificationRow>(
    `SELECT * FROM identity.notifications WHERE account_id = $1 AND id = $2`,
    [accountID, id],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

/** Flips the read flag; answers the notification as it is afterwards. */
export async function toggleNotificationRead(
  db: Queryable,
  accountID: string,
  id: number,
): Promise<Notification | null> {
  const { rows } = await db.query<NotificationRow>(
    `UPDATE identity.notifications SET read = NOT read
      WHERE account_id = $1 AND id = $2 AND target_type <> 'Everyone' RETURNING *`,
    [accountID, id],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function deleteNotification(db: Queryable, accountID: string, id: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `DELETE FROM identity.notifications WHERE account_id = $1 AND id = $2 AND target_type <> 'Everyone'`,
    [accountID, id],
  );
  return (rowCount ?? 0) > 0;
}

/** Ends a global notification early (it stays stored, so its id is never reused or shown again). */
export async function endGlobalNotification(
  db: Queryable,
  accountID: string,
  id: number,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE identity.notifications SET ended_at = $3
      WHERE account_id = $1 AND id = $2 AND target_type = 'Everyone' AND ended_at IS NULL`,
    [accountID, id, now],
  );
  return (rowCount ?? 0) > 0;
}
