// The events a feed lists, in one query each: the account's events overlapping the feed window,
// never drafts. A LINKED event shows its source event's content (another account's event, through
// the events.resolved_events view every reader uses) under its own id in this account; a link to a
// draft is left out (a link cannot outlive its source: the foreign key cascades). The personal
// feed keeps only events the member signed up for (attendance COMMITTEDATTENDED in this account).
import type { Pool } from 'pg';
import { rowToEvent, type EventRow } from '../events/repository.ts';
import type { FeedEvent } from './feedCalendar.ts';

interface FeedRow extends EventRow {
  created_at: Date | string;
  updated_at: Date | string;
  source_updated_at: Date | string | null;
  arrival_time: string | null;
  departure_time: string | null;
}

const ms = (value: Date | string) => new Date(value).getTime();

function toFeedEvent(row: FeedRow): FeedEvent {
  return {
    event: rowToEvent(row),
    created: ms(row.created_at),
    // a linked event changes when its source does
    updated: Math.max(ms(row.updated_at), row.source_updated_at ? ms(row.source_updated_at) : 0),
    shift:
      row.arrival_time !== null && row.departure_time !== null
        ? { arrivalTime: Number(row.arrival_time), departureTime: Number(row.departure_time) }
        : null,
  };
}

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
    join = `JOIN events.attendance a ON a.account_id = r.account_id AND a.event_id = r.id
      AND a.member_type = $4 AND a.member_id = $5 AND a.status = 'COMMITTEDATTENDED'
      AND a.waitlisted_at IS NULL`; // waiting for a place is not attending yet (src/waitlist)
    shift = 'a.arrival_time, a.departure_time';
  }
  // events.resolved_events (H1's view): a LINKED row with its source's content, status and times
  const result = await db.query<FeedRow>(
    `SELECT r.*, ${shift}, s.updated_at AS source_updated_at
     FROM events.resolved_events r
     LEFT JOIN events.events s ON s.account_id = r.target_account_id AND s.id = r.target_event_id
     ${join}
     WHERE r.account_id = $1 AND r.status <> 'DRAFT'
       AND r.start_date_time <= $3 AND r.end_date_time >= $2
     ORDER BY r.start_date_time, r.id`,
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
