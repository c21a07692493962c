// How the events that cause notifications create them: a permission change, a
// new prospective member, a team membership... Callers pass their own transaction client, so the
// notification is written (or rolled back) together with the change it tells about.
import {
  MemberReference,
  NotificationCause,
  NotificationData,
  type MemberReference as MemberReferenceType,
  type NotificationCause as NotificationCauseType,
  type NotificationData as NotificationDataType,
} from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';
import { insertNotification } from './repository.ts';

/**
 * Notifies one member (target Member). Throws (a programming error, rolling the caller's
 * transaction back) when the data does not match the contract, so bad data is never stored.
 */
export async function notifyMember(
  db: Pool | PoolClient,
  accountID: string,
  to: MemberReferenceType,
  cause: NotificationCauseType,
  extraData: NotificationDataType,
): Promise<void> {
  await insertNotification(db, {
    accountID,
    target: { type: 'Member', to: MemberReference.parse(to) },
    cause: NotificationCause.parse(cause),
    extraData: NotificationData.parse(extraData),
    expires: null,
  });
}

/**
 * Notifies the account's admins (target Admins): ONE row per event, shown to every holder of
 * ViewAccountNotifications YES, so nobody sees it twice.
 */
export async function notifyAdmins(
  db: Pool | PoolClient,
  accountID: string,
  cause: NotificationCauseType,
  extraData: NotificationDataType,
): Promise<void> {
  await insertNotification(db, {
    accountID,
    target: { type: 'Admins' },
    cause: NotificationCause.parse(cause),
    extraData: NotificationData.parse(extraData),
    expires: null,
  });
}
