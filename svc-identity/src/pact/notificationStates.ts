// Provider states of the notification interactions (shell's banner pact and mfe-admin's
// notifications pact). Data is written through the feature's own functions (notify, repository).
import type { MemberReference } from '@portal/contracts';
import type { ServiceDeps } from '../deps.ts';
import { notifyAdmins, notifyMember } from '../notifications/notify.ts';
import { replaceGlobalNotification } from '../notifications/repository.ts';
import { inTransaction } from '@portal/contracts/server';

const ACCOUNT = 'md001';
const ADMIN: MemberReference = { type: 'CAPNHQMember', id: 510001 };
const STAFF: MemberReference = { type: 'CAPNHQMember', id: 510003 };
const DAY = 86_400_000;

async function latestID(deps: ServiceDeps): Promise<number> {
  const { rows } = await deps.pool.query<{ id: string }>(
    `SELECT max(id) AS id FROM identity.notifications WHERE account_id = $1`,
    [ACCOUNT],
  );
  return Number(rows[0]!.id);
}

export function notificationStates(deps: ServiceDeps, seed: () => Promise<unknown>) {
  return {
    /** Returns { notificationID } of the global notification shown now in md001. */
    'a global notification is shown': async () => {
      await seed();
      const now = deps.clock();
      const created = await inTransaction(deps.pool, (client) =>
        replaceGlobalNotification(client, {
          accountID: ACCOUNT,
          cause: { type: 'Member', from: ADMIN, fromName: 'Maj Alex F Administrator' },
          extraData: { type: 'Message', message: 'Open house Saturday from 10:00 in the hangar.' },
          expires: new Date(now.getTime() + 7 * DAY),
          now,
        }),
      );
      return { notificationID: created.id };
    },

    /** Returns { expires }: a valid expiry for a new global notification (a week from now). */
    'a global notification may be posted': async () => {
      await seed();
      return { expires: deps.clock().getTime() + 7 * DAY };
    },

    'no global notification is shown': async () => {
      await seed();
      await deps.pool.query(
        `UPDATE identity.notifications SET ended_at = now()
          WHERE account_id = $1 AND target_type = 'Everyone' AND ended_at IS NULL`,
        [ACCOUNT],
      );
      return undefined;
    },

    /** A member notification to the admin (from the staff member); returns { notificationID }. */
    'a notification for the admin exists': async () => {
      await seed();
      await notifyMember(
        deps.pool,
        ACCOUNT,
        ADMIN,
        { type: 'Member', from: STAFF, fromName: 'C/2dLt Sam Staffer' },
        {
          type: 'Message',
          message: 'The Alpha Flight roster is ready for your review.',
          link: '/admin/flightassign',
        },
      );
      return { notificationID: await latestID(deps) };
    },

    /** An admin notification (a new prospective member, caused by the system). */
    'an admin notification exists': async () => {
      await seed();
      await notifyAdmins(
        deps.pool,
        ACCOUNT,
        { type: 'System' },
        { type: 'ProspectiveMember', message: 'New prospective member: Pat Prospect (md001-90)' },
      );
      return { notificationID: await latestID(deps) };
    },
  };
}
