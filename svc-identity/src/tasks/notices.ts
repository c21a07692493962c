// The notifications tasks cause: a member who is tasked hears of it, and the
// tasker hears when a tasked member finishes. Written with the caller's transaction client, so a
// rolled-back change notifies nobody.
import {
  areMemberReferencesEqual,
  memberFullName,
  toMemberReference,
  type Member,
  type MemberReference,
  type NotificationCause,
} from '@portal/contracts';
import type { PoolClient } from 'pg';
import { notifyMember } from '../notifications/notify.ts';

const causeOf = (member: Member): NotificationCause => ({
  type: 'Member',
  from: toMemberReference(member),
  fromName: memberFullName(member),
});

const linkTo = (taskID: number) => `/admin/tasks/${taskID}`;

/** Each newly tasked member (but not the tasker tasking themselves) gets a message. */
export async function notifyTasked(
  client: PoolClient,
  accountID: string,
  by: Member,
  task: { id: number; title: string },
  tasked: readonly MemberReference[],
): Promise<void> {
  for (const to of tasked) {
    if (areMemberReferencesEqual(to, by)) continue;
    await notifyMember(client, accountID, to, causeOf(by), {
      type: 'Message',
      message: `${memberFullName(by)} gave you a task: ${task.title}`,
      link: linkTo(task.id),
    });
  }
}

/** The tasker hears when a tasked member marks the task done (not when they finish their own). */
export async function notifyTaskerDone(
  client: PoolClient,
  accountID: string,
  by: Member,
  task: { id: number; title: string; tasker: MemberReference },
): Promise<void> {
  if (areMemberReferencesEqual(task.tasker, by)) return;
  await notifyMember(client, accountID, task.tasker, causeOf(by), {
    type: 'Message',
    message: `${memberFullName(by)} finished the task: ${task.title}`,
    link: linkTo(task.id),
  });
}
