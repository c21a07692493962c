// §3 Audit item for attendance changes ("each change audited"). Items go to the audit log
// of the event where the record is stored (a LINKED event's records: the source event's log), in
// the change's own transaction, so the event's /audit shows them with its own changes:
// - Add:    objectData { attendanceRecord: <the record as stored> } (one item per record, also
//           for a bulk add: one INSERT for all of them);
// - Modify: changes { 'attendance.<memberType>-<memberId>.<field>': { oldValue, newValue } },
//           only the fields whose value changed (no item when nothing changed);
// - Delete: objectData { attendanceRecord: <the record removed> }.
// Every item names the actor (reference and name) and the time, like the event's own items.
import { stringifyMemberReference, type AttendanceRecord } from '@portal/contracts';
import type { PoolClient } from 'pg';
import type { AuditActor } from '../events/audit.ts';
import type { AttendanceStore } from './attendanceRepository.ts';

type Changes = Record<string, { oldValue: unknown; newValue: unknown }>;

/** The Modify item's changes: per field of the record whose value changed. */
export function attendanceChanges(before: AttendanceRecord, after: AttendanceRecord): Changes {
  const prefix = `attendance.${stringifyMemberReference(before.memberID)}`;
  const changes: Changes = {};
  for (const key of Object.keys(after) as (keyof AttendanceRecord)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[`${prefix}.${key}`] = { oldValue: before[key], newValue: after[key] };
  }
  return changes;
}

/** One Add or Delete item per record, in one statement. */
export async function auditAttendanceObjects(
  db: PoolClient,
  store: AttendanceStore,
  actor: AuditActor,
  type: 'Add' | 'Delete',
  records: readonly AttendanceRecord[],
): Promise<void> {
  if (records.length === 0) return;
  await db.query(
    `INSERT INTO events.audit_log (account_id, event_id, type, timestamp, actor, actor_name, object_data)
     SELECT $1, $2, $3, $4, $5, $6, jsonb_build_object('attendanceRecord', r)
       FROM jsonb_array_elements($7::jsonb) AS r`,
    [
      store.accountID,
      store.eventID,
      type,
      actor.now,
      JSON.stringify(actor.ref),
      actor.name,
      JSON.stringify(records),
    ],
  );
}

export async function auditAttendanceModify(
  db: PoolClient,
  store: AttendanceStore,
  actor: AuditActor,
  changes: Changes,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.query(
    `INSERT INTO events.audit_log (account_id, event_id, type, timestamp, actor, actor_name, changes)
     VALUES ($1, $2, 'Modify', $3, $4, $5, $6)`,
    [
      store.accountID,
      store.eventID,
      actor.now,
      JSON.stringify(actor.ref),
      actor.name,
      JSON.stringify(changes),
    ],
  );
}
