// The viewer's extra reads: attendance records (one query, JSON built by PostgreSQL, cached per
// event version) and events of other accounts linked to this one (one query). Member details and
// organisation information of attendees come with the attendance calls of issue 7; until then
// they are null (the schema's "not shown").
import type { LinkedEventSummary } from '@portal/contracts';
import type { Pool } from 'pg';
import type { AttendeesCache } from './attendeesCache.ts';

/**
 * The §3 attendance record of `a` as one compact JSON object, built by PostgreSQL (no row parsing
 * and re-stringifying in JavaScript: issue 6's measured viewer read). Keys and types as the
 * contracts' AttendanceRecord: memberID's id a number for CAPNHQMember, else text; shiftTime
 * null unless both times are set.
 */
const ATTENDEES_JSON = `
  SELECT '[' || coalesce(string_agg(
           '{"record":' || row_to_json(r)::text || ',"member":null,"orgInformation":null}', ','
           ORDER BY a.timestamp, a.member_type, a.member_id), '') || ']'
    FROM events.attendance a
    CROSS JOIN LATERAL (SELECT a.member_type AS "type",
           CASE WHEN a.member_type = 'CAPNHQMember' THEN to_json(a.member_id::bigint)
                ELSE to_json(a.member_id) END AS "id") m
    CROSS JOIN LATERAL (SELECT a.arrival_time AS "arrivalTime", a.departure_time AS "departureTime") s
    CROSS JOIN LATERAL (SELECT a.timestamp AS "timestamp", row_to_json(m) AS "memberID",
           a.member_name AS "memberName", a.status AS "status", a.comments AS "comments",
           CASE WHEN a.arrival_time IS NULL OR a.departure_time IS NULL THEN NULL
                ELSE row_to_json(s) END AS "shiftTime",
           a.plan_to_use_cap_transportation AS "planToUseCAPTransportation",
           a.can_use_photos AS "canUsePhotos",
           a.custom_attendance_field_values AS "customAttendanceFieldValues",
           a.summary_email_sent AS "summaryEmailSent",
           a.source_account_id AS "sourceAccountID", a.source_event_id AS "sourceEventID") r
   WHERE a.account_id = $1 AND a.event_id = $2`;

/**
 * One statement, one snapshot: the event's attendance version and, unless it is the version the
 * caller already holds ($3), the attendees JSON (the CASE evaluates the aggregate only then).
 */
const ATTENDEES_SQL = `
  WITH v AS (SELECT version FROM events.attendance_versions WHERE account_id = $1 AND event_id = $2)
  SELECT (SELECT version::text FROM v) AS version,
         CASE WHEN $3::text IS NOT NULL AND $3::text = (SELECT version::text FROM v) THEN NULL
              ELSE (${ATTENDEES_JSON}) END AS attendees`;

/**
 * The viewer's attendees array (each with record, member, orgInformation) as UTF-8 JSON, ordered
 * by sign-up time: one query whatever the number of attendees (issue 6: no lookup per attendee),
 * answered from `cache` while the event's attendance version is unchanged.
 */
export async function readAttendeesJson(
  db: Pool,
  cache: AttendeesCache,
  accountID: string,
  eventID: number,
): Promise<Buffer> {
  const held = cache.get(accountID, eventID);
  const result = await db.query<{ version: string | null; attendees: string | null }>({
    text: ATTENDEES_SQL,
    values: [accountID, eventID, held?.version ?? null],
  });
  const row = result.rows[0]!;
  if (row.attendees === null && held && row.version === held.version) return held.body;
  const body = Buffer.from(row.attendees ?? '[]');
  if (row.version !== null) cache.set(accountID, eventID, { version: row.version, body });
  return body;
}

/**
 * Events of other accounts that link to this one: their own id and account, the (source's) name,
 * and the target account's name kept at link time (no call to svc-identity per row).
 */
export async function readLinkedEvents(
  db: Pool,
  accountID: string,
  eventID: number,
): Promise<LinkedEventSummary[]> {
  const result = await db.query<{
    id: number;
    account_id: string;
    name: string;
    account_name: string | null;
  }>(
    `SELECT id, account_id, name, account_name FROM events.resolved_events
     WHERE type = 'LINKED' AND target_account_id = $1 AND target_event_id = $2 ORDER BY account_id, id`,
    [accountID, eventID],
  );
  return result.rows.map((r) => ({
    id: r.id,
    accountID: r.account_id,
    name: r.name,
    accountName: r.account_name ?? r.account_id,
  }));
}
