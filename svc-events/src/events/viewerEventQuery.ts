// The viewer's first read, in one statement and one snapshot: the event as findEvent reads it
// (resolved_events: a LINKED event's content is its source's), the attendance versions of the
// event and of its link target (events.attendance_versions; storageOf picks which one holds the
// attendance), and the events of other accounts linked to it. With the answer cache
// (viewerAnswerCache.ts) this is the only statement of a repeated read.
import type { LinkedEventSummary } from '@portal/contracts';
import type { Pool } from 'pg';
import { storageOf } from '../attendance/attendanceAccess.ts';
import { rowToEvent, type EventRow, type StoredEvent } from './repository.ts';
import { LINKED_JSON } from './viewerQueries.ts';

const VIEWER_EVENT_SQL = `
  SELECT e.*,
         (SELECT version::text FROM events.attendance_versions
           WHERE account_id = e.account_id AND event_id = e.id) AS own_attendance_version,
         (SELECT version::text FROM events.attendance_versions
           WHERE account_id = e.target_account_id AND event_id = e.target_event_id) AS target_attendance_version,
         (${LINKED_JSON}) AS linked
    FROM events.resolved_events e WHERE e.account_id = $1 AND e.id = $2`;

export interface ViewerEvent extends StoredEvent {
  /** The version of the attendance the viewer shows (null: no attendance write ever). */
  attendanceVersion: string | null;
  linkedEvents: LinkedEventSummary[];
}

export async function readViewerEvent(db: Pool, accountID: string, id: number): Promise<ViewerEvent | null> {
  const result = await db.query<
    EventRow & {
      own_attendance_version: string | null;
      target_attendance_version: string | null;
      linked: LinkedEventSummary[];
    }
  >({ text: VIEWER_EVENT_SQL, values: [accountID, id] });
  const row = result.rows[0];
  if (!row) return null;
  const event = rowToEvent(row);
  const store = storageOf(event);
  const own = store.accountID === event.accountID && store.eventID === event.id;
  return {
    event,
    authorName: row.author_name,
    sourceAccountName: row.target_account_name ?? null,
    attendanceVersion: own ? row.own_attendance_version : row.target_attendance_version,
    linkedEvents: row.linked,
  };
}
