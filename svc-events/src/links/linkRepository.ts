// The LINKED rows of events.events (migrations/1732000000200_event_links.sql): one row in the
// target account per link, naming its source; its content columns are a copy made at link time,
// never read (events.resolved_events answers the source's content). Deleting a source deletes its
// links in the same transaction with a Delete audit item in each target account (no orphans).
import type { Event, MemberReference } from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';
import { writeAudit, type AuditActor } from '../events/audit.ts';
import { findEvent, nextEventID, rowToEvent, type EventRow } from '../events/repository.ts';

/** The accounts the event is already linked into (§6 "not yet linked"). */
export async function linkedAccountIDs(
  db: Pool | PoolClient,
  source: Pick<Event, 'accountID' | 'id'>,
): Promise<string[]> {
  const result = await db.query<{ account_id: string }>(
    `SELECT account_id FROM events.events
      WHERE type = 'LINKED' AND target_account_id = $1 AND target_event_id = $2 ORDER BY account_id`,
    [source.accountID, source.id],
  );
  return result.rows.map((r) => r.account_id);
}

export interface NewLink {
  source: Pick<Event, 'accountID' | 'id'>;
  sourceAccountName: string;
  targetAccountID: string;
  targetAccountName: string;
  linker: MemberReference;
  linkerName: string;
}

/** A LINKED event in the target account with the target's next number; answers it resolved. */
export async function insertLinkedEvent(db: PoolClient, link: NewLink): Promise<Event> {
  const id = await nextEventID(db, link.targetAccountID);
  await db.query(
    `INSERT INTO events.events (account_id, id, type, target_account_id, target_event_id, name, subtitle,
       status, meet_date_time, start_date_time, end_date_time, pickup_date_time, details, debrief,
       show_upcoming, recurring, created_by, author_name, account_name, target_account_name)
     SELECT $1, $2, 'LINKED', s.account_id, s.id, s.name, s.subtitle, s.status, s.meet_date_time,
            s.start_date_time, s.end_date_time, s.pickup_date_time, s.details, s.debrief, s.show_upcoming,
            s.recurring, $5, $6, $7, $8
       FROM events.events s WHERE s.account_id = $3 AND s.id = $4`,
    [
      link.targetAccountID,
      id,
      link.source.accountID,
      link.source.id,
      JSON.stringify(link.linker),
      link.linkerName,
      link.targetAccountName,
      link.sourceAccountName,
    ],
  );
  const created = await findEvent(db, link.targetAccountID, id);
  if (!created) throw new Error(`the linked event ${link.targetAccountID}-${id} was not written`);
  return created.event;
}

/**
 * Before a source event is deleted (its row locked by the caller, so no link is being made): a
 * Delete audit item in each target account, then the links themselves. Answers the deleted links.
 */
export async function deleteLinksOf(
  db: PoolClient,
  source: Pick<Event, 'accountID' | 'id' | 'type'>,
  actor: AuditActor,
): Promise<Pick<Event, 'accountID' | 'id'>[]> {
  if (source.type === 'LINKED') return [];
  const links = await db.query<EventRow>(
    `SELECT * FROM events.resolved_events WHERE target_account_id = $1 AND target_event_id = $2
      ORDER BY account_id, id`,
    [source.accountID, source.id],
  );
  const gone = links.rows.map(rowToEvent);
  for (const link of gone) await writeAudit(db, link, actor, { type: 'Delete', objectData: link });
  await db.query('DELETE FROM events.events WHERE target_account_id = $1 AND target_event_id = $2', [
    source.accountID,
    source.id,
  ]);
  return gone.map((e) => ({ accountID: e.accountID, id: e.id }));
}
