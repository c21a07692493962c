// Demo notifications of md001 ("Demo seed": a global notification, a few member
// notifications). Idempotent: a notification with the same target and message is not added
// again, and a global one only when none is shown now (a restarted demo gets a fresh banner once
// the old one expired).
import type { MemberReference, NotificationCause, NotificationData } from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';
import { currentGlobalNotification, insertNotification, replaceGlobalNotification } from './repository.ts';

type Queryable = Pick<Pool | PoolClient, 'query'>;

const ACCOUNT = 'md001';
const DAY = 24 * 60 * 60 * 1000;
const ADMIN: MemberReference = { type: 'CAPNHQMember', id: 510001 };
const STAFF: MemberReference = { type: 'CAPNHQMember', id: 510003 };
const CADET: MemberReference = { type: 'CAPNHQMember', id: 510004 };

/** The display name of a seeded member, as memberFullName would write it. */
async function nameOf(db: Queryable, ref: MemberReference): Promise<string> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT concat_ws(' ', nullif(member_rank, ''), nullif(name_first, ''), nullif(left(name_middle, 1), ''),
              nullif(name_last, ''), nullif(name_suffix, '')) AS name
       FROM identity.members WHERE account_id = $1 AND type = $2 AND id = $3`,
    [ACCOUNT, ref.type, String(ref.id)],
  );
  return rows[0]?.name ?? '';
}

async function from(db: Queryable, ref: MemberReference): Promise<NotificationCause> {
  return { type: 'Member', from: ref, fromName: await nameOf(db, ref) };
}

async function exists(db: Queryable, to: MemberReference | null, message: string): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM identity.notifications
      WHERE account_id = $1 AND extra_data->>'message' = $2
        AND (($3::text IS NULL AND target_type = 'Admins') OR (to_member_type = $3 AND to_member_id = $4))) AS exists`,
    [ACCOUNT, message, to?.type ?? null, to ? String(to.id) : null],
  );
  return rows[0]?.exists ?? false;
}

/** A notification to a member (to the admins when `to` is null) and when it was made. */
interface SeedNotification {
  to: MemberReference | null;
  cause: NotificationCause;
  extraData: NotificationData;
  created: Date;
  read?: boolean;
}

async function add(db: Queryable, { to, cause, extraData, created, read }: SeedNotification): Promise<void> {
  if (await exists(db, to, extraData.message)) return;
  const stored = await insertNotification(db, {
    accountID: ACCOUNT,
    target: to ? { type: 'Member', to } : { type: 'Admins' },
    cause,
    extraData,
    expires: null,
  });
  await db.query(`UPDATE identity.notifications SET created_at = $2, read = $3 WHERE id = $1`, [
    stored.id,
    created,
    read ?? false,
  ]);
}

export async function seedNotificationsDemo(db: Queryable, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const admin = await from(db, ADMIN);
  const staff = await from(db, STAFF);

  if (!(await currentGlobalNotification(db, ACCOUNT, now))) {
    await replaceGlobalNotification(db, {
      accountID: ACCOUNT,
      cause: admin,
      extraData: {
        type: 'Message',
        message: 'Open house this Saturday from 10:00 in the hangar. Bring a friend who might like to join!',
      },
      expires: new Date(now.getTime() + 30 * DAY),
      now,
    });
  }

  const notifications: SeedNotification[] = [
    {
      to: CADET,
      cause: staff,
      extraData: {
        type: 'Message',
        message: 'Please bring your blues to the next meeting for uniform inspection.',
      },
      created: ago(1),
    },
    {
      to: CADET,
      cause: { type: 'System' },
      extraData: {
        type: 'Event',
        message: 'Sign-ups for the spring field training exercise close on Friday.',
      },
      created: ago(3),
    },
    {
      to: CADET,
      cause: admin,
      extraData: { type: 'PermissionChange', message: 'Your permissions were reset to the Member level' },
      created: ago(20),
      read: true,
    },
    {
      to: STAFF,
      cause: admin,
      extraData: { type: 'Message', message: 'Thank you for leading the drill practice on Tuesday.' },
      created: ago(2),
    },
    {
      to: ADMIN,
      cause: staff,
      extraData: {
        type: 'Message',
        message: 'The Alpha Flight roster is ready for your review.',
        link: '/admin/flightassign',
      },
      created: ago(1),
    },
  ];
  for (const notification of notifications) await add(db, notification);

  // the demo's prospective members (seeded directly, not through the create call) get the admin
  // notification the create call would have made
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, trim(name_first || ' ' || name_last) AS name FROM identity.members
      WHERE account_id = $1 AND type = 'CAPProspectiveMember' ORDER BY created_at, id`,
    [ACCOUNT],
  );
  for (const [i, prospect] of rows.entries()) {
    await add(db, {
      to: null,
      cause: { type: 'System' },
      extraData: {
        type: 'ProspectiveMember',
        message: `New prospective member: ${prospect.name} (${prospect.id})`,
        member: { type: 'CAPProspectiveMember', id: prospect.id },
        link: '/admin/prospectivemembermanagement',
      },
      created: ago(5 + i),
    });
  }
}
