// Where the HTTP process schedules reminders and digests: an attendance listener (registered in
// src/main.ts, run after each committed change) and the event-moved hook of PUT /api/events/{id}.
// Both only add delayed jobs; every check (still committed, not waitlisted, meet time unchanged,
// event not cancelled) is made when the job fires (reminderWorker.ts), so nothing is ever removed.
import type { AttendanceRecord, Event } from '@portal/contracts';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { AttendanceListener } from '../attendance/attendanceListeners.ts';
import { listAttendance } from '../attendance/attendanceRepository.ts';
import type { ReminderQueue } from './reminderQueue.ts';

const committed = (records: readonly AttendanceRecord[]) =>
  records.filter((r) => r.status === 'COMMITTEDATTENDED').map((r) => r.memberID);

const wantsSignUpUpdates = (event: Pick<Event, 'pointsOfContact'>) =>
  event.pointsOfContact.some((poc) => poc.receiveSignUpUpdates);

/**
 * A record added or modified to COMMITTEDATTENDED gets its reminder (the same sign-up twice: one
 * job); added records go into their window's digest when a point of contact receives sign-up updates.
 * A waitlisted sign-up is scheduled too (the check is at fire time); one promoted from the waitlist
 * (kind 'promoted', src/waitlist) gets a job of its own. Other kinds (deleted, unknown) are ignored.
 */
export function reminderListener(queue: ReminderQueue): AttendanceListener {
  return async (change) => {
    const kind: string = change.kind;
    if (kind !== 'added' && kind !== 'modified' && kind !== 'promoted') return;
    // a LINKED event's records, and so its jobs, belong to its source (change.store)
    await queue.scheduleReminders(
      change.store,
      change.event.meetDateTime,
      committed(change.records),
      change.now,
      { promoted: kind === 'promoted' },
    );
    if (kind === 'added' && wantsSignUpUpdates(change.event))
      await queue.scheduleDigest(change.store, change.now, change.now);
  };
}

/**
 * After a PUT moved an event: reminders for its committed members at the new meet time. The jobs
 * of the old time fire, find the meet time changed and do nothing. Failures are logged, not thrown.
 */
export function rescheduleOnMove(
  db: Pool,
  queue: ReminderQueue,
  logger?: Logger,
  now: () => number = Date.now,
): (event: Event) => Promise<void> {
  return async (event) => {
    try {
      const records = await listAttendance(db, { accountID: event.accountID, eventID: event.id });
      await queue.scheduleReminders(
        { accountID: event.accountID, eventID: event.id },
        event.meetDateTime,
        committed(records),
        now(),
      );
    } catch (error) {
      logger?.error(
        { err: error instanceof Error ? error.message : String(error), event: event.id },
        'could not schedule reminders for a moved event',
      );
    }
  };
}
