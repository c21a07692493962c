// One reminder to the guardians of each cadet whose slip is still unanswered (sent,
// or waiting for a re-signing), 48 hours before the meet time, through the `event-reminders` queue
// (src/reminders). A hashed token cannot be mailed again, so the reminder carries a new link (the
// old one is retired). A slip is reminded once: its row keeps the version that was reminded.
import { changedSlipFields, slipFieldsOf, stringifyMemberReference } from '@portal/contracts';
import { inTransaction } from '@portal/contracts/server';
import { findEvent } from '../events/repository.ts';
import type { SlipReminderJob } from '../reminders/reminderJobs.ts';
import { committedCadets } from './cadets.ts';
import { issueAndMail } from './issue.ts';
import type { PermissionSlipDeps } from './slipDeps.ts';
import { memberOfRow, slipsOfEvent } from './slipRepository.ts';

export type SlipReminderDeps = Pick<PermissionSlipDeps, 'db' | 'mail' | 'memberDetails' | 'baseURL'>;

/** What the job did (the worker logs it). Throws on a failure of the database, svc-identity or Redis (retried). */
export async function fireSlipReminder(
  deps: SlipReminderDeps | undefined,
  job: SlipReminderJob,
): Promise<string> {
  if (!deps) throw new Error('slip reminders are not configured in this worker');
  const stored = await findEvent(deps.db, job.accountID, job.eventID);
  if (!stored) return 'skipped: the event is gone';
  const event = stored.event;
  if (event.meetDateTime !== job.meetDateTime) return 'skipped: the event moved';
  if (event.status === 'CANCELLED') return 'skipped: the event is cancelled';
  const due = (await slipsOfEvent(deps.db, event.accountID, event.id)).filter(
    (row) =>
      (row.state === 'SENT' || row.state === 'NEEDS_RESIGNING') &&
      !row.token_revoked &&
      row.reminded_version === null,
  );
  if (due.length === 0) return 'skipped: no unanswered slip';
  const cadets = new Map(
    (await committedCadets(deps.db, deps.memberDetails, event)).map((c) => [
      stringifyMemberReference(c.member),
      c,
    ]),
  );
  let sent = 0;
  for (const row of due) {
    const cadet = cadets.get(stringifyMemberReference(memberOfRow(row)));
    if (!cadet || cadet.guardians.length === 0) continue;
    await inTransaction(deps.db, (db) =>
      issueAndMail(db, deps, event, cadet, {
        state: row.state === 'NEEDS_RESIGNING' ? 'NEEDS_RESIGNING' : 'SENT',
        changed:
          row.state === 'NEEDS_RESIGNING' && row.signed_fields
            ? changedSlipFields(row.signed_fields, slipFieldsOf(event))
            : [],
        reminder: true,
        now: Date.now(),
      }),
    );
    sent += 1;
  }
  return `reminded ${sent}`;
}

/** Puts the event's slip reminder on the queue (idempotent per meet time); a Redis failure is logged. */
export async function scheduleReminder(
  deps: Pick<PermissionSlipDeps, 'reminders' | 'logger'>,
  event: { accountID: string; id: number; meetDateTime: number },
): Promise<void> {
  await deps.reminders
    ?.scheduleSlipReminder({ accountID: event.accountID, eventID: event.id }, event.meetDateTime, Date.now())
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'permission slips: reminder not scheduled'));
}
