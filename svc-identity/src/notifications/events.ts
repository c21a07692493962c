// The notifications that svc-identity's own events cause, called inside the
// transaction of the change they tell about, so both are written or neither is.
import {
  areMemberReferencesEqual,
  derivedLevel,
  memberFullName,
  PERMISSION_LEVEL_LABELS,
  toMemberReference,
  type AccountType,
  type Member,
  type MemberReference,
  type NotificationCause,
  type PermissionSet,
} from '@portal/contracts';
import type { PoolClient } from 'pg';
import { notifyAdmins, notifyMember } from './notify.ts';

/** The cause of a notification a signed-in member's action produces. */
export function memberCause(member: Member): NotificationCause {
  return { type: 'Member', from: toMemberReference(member), fromName: memberFullName(member) };
}

/** The message a member reads after a permission change (the spec shows none). */
export function permissionChangeMessage(next: PermissionSet | null, accountType: AccountType): string {
  if (next === null) return 'Your permissions were reset to the Member level';
  const level = derivedLevel(next, accountType);
  return level === 'Custom'
    ? 'Your permissions were changed to a custom set'
    : `Your permissions were changed to the ${PERMISSION_LEVEL_LABELS[level]} level`;
}

/**
 * A permission save: each member whose set changed is told, with who changed it. The saver is not
 * told about their own change (they made it and see it on the page).
 */
export async function notifyPermissionChanges(
  client: PoolClient,
  accountID: string,
  accountType: AccountType,
  saver: Member,
  changes: ReadonlyArray<{ member: MemberReference; next: PermissionSet | null }>,
): Promise<void> {
  const cause = memberCause(saver);
  for (const change of changes) {
    if (areMemberReferencesEqual(change.member, saver)) continue;
    await notifyMember(client, accountID, change.member, cause, {
      type: 'PermissionChange',
      message: permissionChangeMessage(change.next, accountType),
    });
  }
}

/** A new prospective member: one admin notification (ViewAccountNotifications holders see it once). */
export async function notifyProspectiveMemberCreated(
  client: PoolClient,
  accountID: string,
  cause: NotificationCause,
  member: { id: string; name: string },
): Promise<void> {
  await notifyAdmins(client, accountID, cause, {
    type: 'ProspectiveMember',
    message: `New prospective member: ${member.name} (${member.id})`,
    member: { type: 'CAPProspectiveMember', id: member.id },
    link: '/admin/prospectivemembermanagement',
  });
}
