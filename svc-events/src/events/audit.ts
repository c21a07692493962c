// §3 Audit item: every change of an event writes one, inside the change's own transaction (so an
// event is never changed without its item, nor an item written for a change that rolled back).
import type { AuditItem, Event, MemberReference } from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';

export interface AuditActor {
  ref: MemberReference;
  name: string;
  now: number;
}

/** The signed-in caller of a change, as its audit items name them. */
export const auditActorOf = (caller: {
  ref: MemberReference;
  name: string;
  rules: { now: number };
}): AuditActor => ({ ref: caller.ref, name: caller.name, now: caller.rules.now });

/** Modify: per field old and new value, only the fields whose value changed. */
export function auditChanges(
  before: Event,
  after: Event,
): Record<string, { oldValue: unknown; newValue: unknown }> {
  const changes: Record<string, { oldValue: unknown; newValue: unknown }> = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    const oldValue = (before as Record<string, unknown>)[key];
    const newValue = (after as Record<string, unknown>)[key];
    if (JSON.stringify(oldValue) !== JSON.stringify(newValue)) changes[key] = { oldValue, newValue };
  }
  return changes;
}

export async function writeAudit(
  db: PoolClient,
  event: Pick<Event, 'accountID' | 'id'>,
  actor: AuditActor,
  item:
    | { type: 'Add' | 'Delete'; objectData: Event }
    | { type: 'Modify'; changes: ReturnType<typeof auditChanges> },
): Promise<void> {
  await db.query(
    `INSERT INTO events.audit_log (account_id, event_id, type, timestamp, actor, actor_name, changes, object_data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      event.accountID,
      event.id,
      item.type,
      actor.now,
      JSON.stringify(actor.ref),
      actor.name,
      item.type === 'Modify' ? JSON.stringify(item.changes) : null,
      item.type === 'Modify' ? null : JSON.stringify(item.objectData),
    ],
  );
}

interface AuditRow {
  type: AuditItem['type'];
  timestamp: string;
  actor: MemberReference | null;
  actor_name: string;
  changes: Record<string, { oldValue: unknown; newValue: unknown }> | null;
  object_data: Record<string, unknown> | null;
}

/** The event's audit items, oldest first. */
export async function readAudit(db: Pool, accountID: string, eventID: number): Promise<AuditItem[]> {
  const result = await db.query<AuditRow>(
    `SELECT type, timestamp, actor, actor_name, changes, object_data FROM events.audit_log
     WHERE account_id = $1 AND event_id = $2 ORDER BY seq`,
    [accountID, eventID],
  );
  return result.rows.map((row): AuditItem => {
    const common = { timestamp: Number(row.timestamp), actor: row.actor, actorName: row.actor_name };
    return row.type === 'Modify'
      ? { type: 'Modify', changes: row.changes ?? {}, ...common }
      : { type: row.type, objectData: row.object_data ?? {}, ...common };
  });
}
