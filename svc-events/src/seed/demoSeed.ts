// Writes the demo events (demoEvents.ts) the way the calls would leave them: the event with its
// 'Add' audit item (actor: the author), the cancelled one with a 'Modify' item, the past one with
// its debrief, and the wing's LINKED row (helper H1's model: one events.events row in the target
// account naming its source, with its own 'Add' item). Idempotent: an event is found again by
// account, author, name and subtitle (never by its dates, which move with the day the seed runs),
// so a second run adds nothing; the dates stay those of the first run on that database.
// Attendance (demoAttendance.ts) is written with the attendance repository's insert and
// one 'Add' audit item per record, as the add call does; an event that has any record already
// gets none (so a second run adds nothing, and a demo user's deleted record is not brought back
// while the event has others).
import type { Event } from '@portal/contracts';
import { inTransaction } from '@portal/contracts/server';
import type { Pool, PoolClient } from 'pg';
import { auditAttendanceObjects } from '../attendance/attendanceAudit.ts';
import { insertAttendance, type AttendanceStore } from '../attendance/attendanceRepository.ts';
import { writeAudit, type AuditActor } from '../events/audit.ts';
import { contentOf, insertEvent, rowToEvent, updateEvent, type EventRow } from '../events/repository.ts';
import { attendeeOf, demoAttendanceRecords } from './demoAttendance.ts';
import { demoEvents, type DemoEvent } from './demoEvents.ts';
import { seedDemoSlips } from './demoSlips.ts';

/** Account names as svc-identity's demo seed writes them (a linked row keeps both, per H1's model). */
export const DEMO_ACCOUNT_NAMES: Record<string, string> = {
  md000: 'Maryland Demo Wing',
  md001: 'Maryland Demo Composite Squadron',
};

export interface DemoSeedSummary {
  added: number;
  linked: number;
  /** Attendance records written. */
  attendance: number;
  /** Permission slips written (online CAPF 60-80). */
  slips: number;
}

async function findSeeded(db: PoolClient, item: DemoEvent): Promise<Event | null> {
  const { rows } = await db.query<EventRow>(
    `SELECT * FROM events.events
      WHERE account_id = $1 AND type = 'REGULAR' AND created_by = $2::jsonb AND name = $3 AND subtitle = $4
      ORDER BY id LIMIT 1`,
    [item.accountID, JSON.stringify(item.author.ref), item.content.name, item.content.subtitle],
  );
  return rows[0] ? rowToEvent(rows[0]) : null;
}

async function createEvent(db: PoolClient, item: DemoEvent, actor: AuditActor): Promise<Event> {
  let event = await insertEvent(db, item.accountID, item.content, item.author.ref, item.author.name);
  await writeAudit(db, event, actor, { type: 'Add', objectData: event });
  if (item.cancelLater) {
    const before = event;
    event = await updateEvent(db, item.accountID, event.id, { ...contentOf(event), status: 'CANCELLED' });
    await writeAudit(db, event, actor, {
      type: 'Modify',
      changes: { status: { oldValue: before.status, newValue: event.status } },
    });
  }
  if (item.debrief) {
    await db.query('UPDATE events.events SET debrief = $3 WHERE account_id = $1 AND id = $2', [
      item.accountID,
      event.id,
      JSON.stringify(item.debrief),
    ]);
    event = { ...event, debrief: item.debrief };
  }
  return event;
}

/** The LINKED row of `source` in `target`, made by `actor` unless it is there already. */
async function linkEvent(db: PoolClient, source: Event, target: string, actor: AuditActor): Promise<boolean> {
  const existing = await db.query(
    `SELECT 1 FROM events.events WHERE account_id = $1 AND target_account_id = $2 AND target_event_id = $3`,
    [target, source.accountID, source.id],
  );
  if (existing.rowCount) return false;
  const counter = await db.query<{ last_event_id: number }>(
    `INSERT INTO events.account_counters (account_id, last_event_id) VALUES ($1, 1)
     ON CONFLICT (account_id) DO UPDATE SET last_event_id = events.account_counters.last_event_id + 1
     RETURNING last_event_id`,
    [target],
  );
  const id = counter.rows[0]!.last_event_id;
  // the columns copy the source at link time (reads take the source's content, H1's view)
  const { rows } = await db.query<EventRow>(
    `INSERT INTO events.events (account_id, id, type, target_account_id, target_event_id, name, subtitle,
       status, meet_date_time, start_date_time, end_date_time, pickup_date_time, details, debrief,
       show_upcoming, recurring, created_by, author_name, account_name, target_account_name)
     SELECT $1, $2, 'LINKED', account_id, id, name, subtitle, status, meet_date_time, start_date_time,
            end_date_time, pickup_date_time, details, debrief, show_upcoming, recurring, $3, $4, $5, $6
       FROM events.events WHERE account_id = $7 AND id = $8
     RETURNING *`,
    [
      target,
      id,
      JSON.stringify(actor.ref),
      actor.name,
      DEMO_ACCOUNT_NAMES[target] ?? target,
      DEMO_ACCOUNT_NAMES[source.accountID] ?? source.accountID,
      source.accountID,
      source.id,
    ],
  );
  const linked = rowToEvent(rows[0]!);
  await writeAudit(db, linked, actor, { type: 'Add', objectData: linked });
  return true;
}

/**
 * The planned attendance of `event` unless it has records already; answers how many were written.
 * Each record's Add item is by the member (a sign-up) at the record's time, or by the event's
 * author for the statuses only a manager sets (no-show, rescinded).
 */
async function seedAttendance(
  db: PoolClient,
  event: Event,
  author: AuditActor,
  now: number,
): Promise<number> {
  const store: AttendanceStore = { accountID: event.accountID, eventID: event.id };
  const existing = await db.query(
    'SELECT 1 FROM events.attendance WHERE account_id = $1 AND event_id = $2 LIMIT 1',
    [store.accountID, store.eventID],
  );
  if (existing.rowCount) return 0;
  const planned = demoAttendanceRecords(event, now);
  const written = await insertAttendance(db, store, planned);
  for (const record of written) {
    const who = attendeeOf(record.memberID)!;
    const bySelf = record.status === 'COMMITTEDATTENDED' || record.status === 'NOTPLANNINGTOATTEND';
    const actor: AuditActor = bySelf
      ? { ref: who.ref, name: who.actorName, now: record.timestamp }
      : { ...author, now: record.timestamp };
    await auditAttendanceObjects(db, store, actor, 'Add', [record]);
  }
  return written.length;
}

/** Seeds the demo events; answers what it added (zeros on a second run). */
export async function seedDemoEvents(db: Pool, now: number = Date.now()): Promise<DemoSeedSummary> {
  const summary: DemoSeedSummary = { added: 0, linked: 0, attendance: 0, slips: 0 };
  for (const item of demoEvents(now)) {
    await inTransaction(db, async (client) => {
      // two seeds started at once (two npm starts on one database) take turns
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('svc-events demo seed'))`);
      const actor: AuditActor = { ref: item.author.ref, name: item.author.name, now };
      let event = await findSeeded(client, item);
      if (!event) {
        event = await createEvent(client, item, actor);
        summary.added += 1;
      }
      if (item.linkInto && (await linkEvent(client, event, item.linkInto, actor))) summary.linked += 1;
      summary.attendance += await seedAttendance(client, event, actor, now);
      // the online CAPF 60-80: a slip in each state on the event that asks for it (demoSlips.ts)
      summary.slips += await seedDemoSlips(client, event, now);
    });
  }
  return summary;
}
