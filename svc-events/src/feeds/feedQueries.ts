// The events a feed lists, in one query each: the account's events overlapping the feed window,
// never drafts. A LINKED event shows its source event's content (another account's event, read
// straight from events.events) under its own id in this account; a link whose source is gone, or
// is a draft, is left out. The personal feed keeps only events the member signed up for
// (attendance status COMMITTEDATTENDED in this account).
import type { Pool } from 'pg';
import { rowToEvent, type EventRow } from '../events/repository.ts';
import type { FeedEvent } from './feedCalendar.ts';

interface TimestampedRow extends EventRow {
  created_at: Date | string;
  updated_at: Date | string;
}

interface FeedRow extends TimestampedRow {
  source: TimestampedRow | null;
  arrival_time: string | null;
  departure_time: string | null;
}

const ms = (value: Date | string) => new Date(value).getTime();

function toFeedEvent(row: FeedRow): FeedEvent {
  const { source } = row;
  const shown: EventRow = source
    ? {
        ...source,
        account_id: row.account_id,
        id: row.id,
        type: 'LINKED',
        target_account_id: row.target_account_id,
        target_event_id: row.target_event_id,
      }
    : row;
  return {
    event: rowToEvent(shown),
    created: ms(row.created_at),
    updated: Math.max(ms(row.updated_at), source ? ms(source.updated_at) : 0),
    shift:
      row.arrival_time !== null && row.departure_time !== null
        ? { arrivalTime: Number(row.arrival_time), departureTime: Number(row.departure_time) }
        : null,
  };
}

// The shown row's columns: the source's for a LINKED event, the event's own otherwise.
const shown = (column: string) => `COALESCE(s.${column}, e.${column})`;

async function feedQuery(
  db: Pool,
  accountID: string,
  window: { from: number; to: number },
  attendance: { type: string; id: string } | null,
): Promise<FeedEvent[]> {
  const params: unknown[] = [accountID, window.from, window.to];
  let join = '';
  let shift = 'NULL::bigint AS arrival_time, NULL::bigint AS departure_time';
  if (attendance) {
    params.push(attendance.type, attendance.id);
    join = `JOIN events.attendance a ON a.account_id = e.account_id AND a.event_id = e.id
      AND a.member_type = $4 AND a.member_id = $5 AND a.status = 'COMMITTEDATTENDED'`;
    shift = 'a.arrival_time, a.departure_time';
  }
  const result = await db.query<FeedRow>(
    `SELECT e.*, ${shift},
       CASE WHEN s.id IS NULL THEN NULL ELSE to_jsonb(s.*) END AS source
     FROM events.events e
     LEFT JOIN events.events s
       ON e.type = 'LINKED' AND s.account_id = e.target_account_id AND s.id = e.target_event_id
     ${join}
     WHERE e.account_id = $1
       AND (e.type = 'REGULAR' OR s.id IS NOT NULL)
       AND ${shown('status')} <> 'DRAFT'
       AND ${shown('start_date_time')} <= $3 AND ${shown('end_date_time')} >= $2
     ORDER BY ${shown('start_date_time')}, e.id`,
    params,
  );
  return result.rows.map(toFeedEvent);
}

export const publicFeedEvents = (db: Pool, accountID: string, window: { from: number; to: number }) =>
  feedQuery(db, accountID, window, null);

export const personalFeedEvents = (
  db: Pool,
  accountID: string,
  window: { from: number; to: number },
  member: { type: string; id: string },
) => feedQuery(db, accountID, window, member);
