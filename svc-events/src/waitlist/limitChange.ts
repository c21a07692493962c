// The waitlist when an event's desiredNumberOfParticipants changes: raising it
// (or removing the limit) frees places, so the earliest waiting members are promoted in the event
// edit's own transaction (PUT /api/events/{id}, events/writeRoutes.ts) and, after the commit, the
// attendance listeners hear kind 'promoted' (the promotion mail, reminders). Lowering it demotes
// nobody: members holding a place keep it, new own sign-ups wait until enough leave.
import { participantLimit, type AttendanceRecord, type Event, type MemberReference } from '@portal/contracts';
import type { PoolClient } from 'pg';
import type { Logger } from 'pino';
import { notifyAttendanceListeners, type AttendanceListener } from '../attendance/attendanceListeners.ts';
import type { AuditActor } from '../events/audit.ts';
import { lockEventPlaces, promoteWaiting } from './waitlist.ts';

/** More places than before (no limit counts as the most). */
function raised(before: Event, after: Event): boolean {
  const was = participantLimit(before);
  const now = participantLimit(after);
  return was !== null && (now === null || now > was);
}

/**
 * Inside the edit's transaction, after the event row is written: promotes into the places a
 * raised limit freed. A LINKED event's limit is its source's (edited there), so none here.
 */
export async function promoteAfterLimitChange(
  client: PoolClient,
  before: Event,
  after: Event,
  actor: AuditActor,
): Promise<AttendanceRecord[]> {
  if (after.type === 'LINKED' || !raised(before, after)) return [];
  const places = await lockEventPlaces(client, { accountID: after.accountID, eventID: after.id });
  return promoteWaiting(client, places, actor);
}

/** What the edit route calls after its commit: tells the attendance listeners of the promotions. */
export type WaitlistPromotedHook = (
  event: Event,
  promoted: AttendanceRecord[],
  by: MemberReference,
  now: number,
) => Promise<void>;

export function waitlistPromotedHook(
  listeners: readonly AttendanceListener[],
  logger?: Logger,
): WaitlistPromotedHook {
  return (event, promoted, by, now) =>
    promoted.length === 0 || listeners.length === 0
      ? Promise.resolve()
      : notifyAttendanceListeners(
          listeners,
          {
            kind: 'promoted',
            event,
            store: { accountID: event.accountID, eventID: event.id },
            hostAccountID: event.accountID,
            records: promoted,
            by,
            now,
          },
          logger,
        );
}
