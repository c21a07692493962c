// What happens after an attendance change has committed: the sign-up email, reminders, the points of
// contact's sign-up digest, the waitlist's promotion mail. Each feature
// registers a listener (src/mail, src/reminders, src/waitlist); the routes call them once per change.
// A listener's failure (Redis down, svc-identity down) is logged, never turned into a failed call:
// the record is already written and the member must see that.
import type { AttendanceRecord, Event, MemberReference } from '@portal/contracts';
import type { Logger } from 'pino';
import type { AttendanceStore } from './attendanceRepository.ts';

export interface AttendanceChange {
  /** 'promoted': waiting records that took a freed place (src/waitlist), records as written. */
  kind: 'added' | 'modified' | 'deleted' | 'promoted';
  /** The event the call named (a LINKED event on its target's host, or the event itself). */
  event: Event;
  /** Where the records are stored (a LINKED event's source). */
  store: AttendanceStore;
  /** The account whose host served the call (links in mails point there). */
  hostAccountID: string;
  /** Added or modified records as written; deleted records as they were. */
  records: AttendanceRecord[];
  /** For 'modified': the record before the change. */
  previous?: AttendanceRecord;
  /** Who made the change (a manager, or the member themself). */
  by: MemberReference;
  now: number;
}

export type AttendanceListener = (change: AttendanceChange) => Promise<void>;

/** Runs every listener; each one's failure is logged and does not stop the others. */
export async function notifyAttendanceListeners(
  listeners: readonly AttendanceListener[],
  change: AttendanceChange,
  logger?: Logger,
): Promise<void> {
  await Promise.all(
    listeners.map((listener) =>
      listener(change).catch((error: unknown) =>
        logger?.error(
          {
            err: error instanceof Error ? error.message : String(error),
            kind: change.kind,
            event: change.event.id,
          },
          'attendance listener failed',
        ),
      ),
    ),
  );
}
