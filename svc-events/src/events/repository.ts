// events.events rows <-> §3 Event. The fields the queries filter or sort on are columns (times,
// status, type, link, show_upcoming, recurring); the rest of the content is `details` jsonb, read
// and written as a whole. Every query takes the caller's account id.
import type { Event, EventContent, MemberReference } from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';

type Db = Pool | PoolClient;

export interface EventRow {
  account_id: string;
  id: number;
  name: string;
  subtitle: string;
  type: Event['type'];
  status: Event['status'];
  meet_date_time: string;
  start_date_time: string;
  end_date_time: string;
  pickup_date_time: string;
  created_by: MemberReference;
  author_name: string;
  details: Record<string, unknown>;
  debrief: Event['debrief'];
  target_account_id: string | null;
  target_event_id: number | null;
  /** Linking (1732000000200_event_links.sql): account names kept at link time. */
  account_name?: string | null;
  target_account_name?: string | null;
}

export interface StoredEvent {
  event: Event;
  authorName: string;
  /** A LINKED event's source account name (the viewer's banner); null otherwise. */
  sourceAccountName?: string | null;
}

const COLUMN_FIELDS = [
  'name',
  'subtitle',
  'status',
  'meetDateTime',
  'startDateTime',
  'endDateTime',
  'pickupDateTime',
] as const;

export function rowToEvent(row: EventRow): Event {
  return {
    ...(row.details as Omit<EventContent, (typeof COLUMN_FIELDS)[number]>),
    name: row.name,
    subtitle: row.subtitle,
    status: row.status,
    meetDateTime: Number(row.meet_date_time),
    startDateTime: Number(row.start_date_time),
    endDateTime: Number(row.end_date_time),
    pickupDateTime: Number(row.pickup_date_time),
    id: row.id,
    accountID: row.account_id,
    type: row.type,
    author: row.created_by,
    debrief: row.debrief,
    targetAccountID: row.target_account_id,
    targetEventID: row.target_event_id,
  };
}

/** The §2 'Recurring Meeting' activity choice, which GET /events/recurring looks for. */
export const isRecurring = (content: EventContent): boolean =>
  content.activity.labels.some((label, i) => label === 'Recurring Meeting' && content.activity.values[i]);

function details(content: EventContent): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...content };
  for (const key of COLUMN_FIELDS) delete rest[key];
  return rest;
}

const contentParams = (c: EventContent) => [
  c.name,
  c.subtitle,
  c.status,
  c.meetDateTime,
  c.startDateTime,
  c.endDateTime,
  c.pickupDateTime,
  JSON.stringify(details(c)),
  c.showUpcoming,
  isRecurring(c),
];

export async function findEvent(
  db: Db,
  accountID: string,
  id: number,
  lock = false,
): Promise<StoredEvent | null> {
  // a view with an outer join cannot be locked: lock the event's own row, then read it resolved
  if (lock)
    await db.query('SELECT 1 FROM events.events WHERE account_id = $1 AND id = $2 FOR UPDATE', [
      accountID,
      id,
    ]);
  // resolved_events: a LINKED event's content is its source's (svc-events/README.md, Linking)
  const result = await db.query<EventRow>(
    'SELECT * FROM events.resolved_events WHERE account_id = $1 AND id = $2',
    [accountID, id],
  );
  const row = result.rows[0];
  return row
    ? {
        event: rowToEvent(row),
        authorName: row.author_name,
        sourceAccountName: row.target_account_name ?? null,
      }
    : null;
}

/** The account's next event number (the Event ID counts per account); used by insert and linking. */
export async function nextEventID(db: PoolClient, accountID: string): Promise<number> {
  const counter = await db.query<{ last_event_id: number }>(
    `INSERT INTO events.account_counters (account_id, last_event_id) VALUES ($1, 1)
     ON CONFLICT (account_id) DO UPDATE SET last_event_id = events.account_counters.last_event_id + 1
     RETURNING last_event_id`,
    [accountID],
  );
  return counter.rows[0]!.last_event_id;
}

/** A new REGULAR event with the account's next number. */
export async function insertEvent(
  db: PoolClient,
  accountID: string,
  content: EventContent,
  author: MemberReference,
  authorName: string,
): Promise<Event> {
  const id = await nextEventID(db, accountID);
  const result = await db.query<EventRow>(
    `INSERT INTO events.events (account_id, id, name, subtitle, status, meet_date_time, start_date_time,
       end_date_time, pickup_date_time, details, show_upcoming, recurring, created_by, author_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING *`,
    [accountID, id, ...contentParams(content), JSON.stringify(author), authorName],
  );
  return rowToEvent(result.rows[0]!);
}

export async function updateEvent(db: PoolClient, accountID: string, id: number, content: EventContent) {
  const result = await db.query<EventRow>(
    `UPDATE events.events SET name = $3, subtitle = $4, status = $5, meet_date_time = $6,
       start_date_time = $7, end_date_time = $8, pickup_date_time = $9, details = $10,
       show_upcoming = $11, recurring = $12, updated_at = now()
     WHERE account_id = $1 AND id = $2 RETURNING *`,
    [accountID, id, ...contentParams(content)],
  );
  return rowToEvent(result.rows[0]!);
}

export async function deleteEvent(db: PoolClient, accountID: string, id: number): Promise<void> {
  await db.query('DELETE FROM events.events WHERE account_id = $1 AND id = $2', [accountID, id]);
}

/** The editable content of a stored event (what update merges into and copy duplicates). */
export function contentOf(event: Event): EventContent {
  const {
    id: _id,
    accountID: _a,
    type: _t,
    author: _au,
    debrief: _d,
    targetAccountID: _ta,
    targetEventID: _te,
    ...content
  } = event;
  return content;
}
