// The viewer's reads beside the event, in one query: attendance records (JSON built by
// PostgreSQL, cached per event version) and events of other accounts linked to this one. Member
// details and organisation information of attendees are null here (the same for every reader);
// the viewer route fills them per reader after the cache (viewerReaderAttendees.ts, src/orgInfo).
import type { LinkedEventSummary } from '@portal/contracts';
import type { Pool } from 'pg';
import type { AttendeesCache } from './attendeesCache.ts';

/**
 * The §3 attendance record of `a` as one compact JSON object, built by PostgreSQL (no row parsing
 * and re-stringifying in JavaScript: the measured viewer read). Keys and types as the
 * contracts' AttendanceRecord: memberID's id a number for CAPNHQMember, else text; shiftTime
 * null unless both times are set.
 */
/**
 * The waitlist (src/waitlist): the event's rows with each waiting record's position (from 1, in
 * waitlist order); NULL for the others.
 */
const WAITLIST_POSITIONED = `
  SELECT *, CASE WHEN waitlisted_at IS NOT NULL THEN row_number() OVER (
           PARTITION BY waitlisted_at IS NULL ORDER BY waitlisted_at, timestamp, member_type, member_id)
         END AS waitlist_position
    FROM events.attendance WHERE account_id = $1 AND event_id = $2`;
/** A waiting record gets `"waitlisted":true,"waitlistPosition":n` after the spec's fields. */
const RECORD_JSON = `CASE WHEN a.waitlist_position IS NULL THEN row_to_json(r)::text
         ELSE left(row_to_json(r)::text, -1) || ',"waitlisted":true,"waitlistPosition":'
              || a.waitlist_position || '}' END`;

const ATTENDEES_JSON = `
  SELECT '[' || coalesce(string_agg(
           '{"record":' || ${RECORD_JSON} || ',"member":null,"orgInformation":null}', ','
           ORDER BY a.timestamp, a.member_type, a.member_id), '') || ']'
    FROM (${WAITLIST_POSITIONED}) a
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
 * Events of other accounts that link to this one: their own id and account, the (source's) name,
 * and the target account's name kept at link time (no call to svc-identity per row).
 */
export const LINKED_JSON = `
  SELECT coalesce(json_agg(json_build_object('id', l.id, 'accountID', l.account_id, 'name', l.name,
           'accountName', coalesce(l.account_name, l.account_id)) ORDER BY l.account_id, l.id), '[]'::json)
    FROM events.resolved_events l
   WHERE l.type = 'LINKED' AND l.target_account_id = $1 AND l.target_event_id = $2`;

/**
 * One statement, one snapshot: the linked events, the event's attendance version and, when the
 * reader may see attendance ($4) and does not already hold that version ($3), the attendees JSON
 * (the CASE evaluates the aggregate only then).
 */
const VIEWER_EXTRAS_SQL = `
  WITH v AS (SELECT version FROM events.attendance_versions WHERE account_id = $1 AND event_id = $2)
  SELECT (${LINKED_JSON}) AS linked,
         (SELECT version::text FROM v) AS version,
         CASE WHEN NOT $4::boolean
                OR ($3::text IS NOT NULL AND $3::text = (SELECT version::text FROM v)) THEN NULL
              ELSE (${ATTENDEES_JSON}) END AS attendees`;

const NO_ATTENDEES = Buffer.from('[]');

/**
 * The viewer's reads beside the event, in one query whatever the number of attendees
 * (no lookup per attendee, constant SQL count): the linked events, and the attendees array (each
 * with record, member, orgInformation; ordered by sign-up time) as UTF-8 JSON, answered from
 * `cache` while the event's attendance version is unchanged, with that version (null: none yet). `withAttendees` false (§2: anonymous
 * visitors see no attendance): an empty array, nothing read or cached.
 */
export async function readViewerExtras(
  db: Pool,
  cache: AttendeesCache,
  accountID: string,
  eventID: number,
  withAttendees: boolean,
): Promise<{ attendees: Buffer; version: string | null; linkedEvents: LinkedEventSummary[] }> {
  const held = withAttendees ? cache.get(accountID, eventID) : undefined;
  const result = await db.query<{
    linked: LinkedEventSummary[];
    version: string | null;
    attendees: string | null;
  }>({
    text: VIEWER_EXTRAS_SQL,
    values: [accountID, eventID, held?.version ?? null, withAttendees],
  });
  const row = result.rows[0]!;
  const linkedEvents = row.linked;
  if (!withAttendees) return { attendees: NO_ATTENDEES, version: null, linkedEvents };
  if (row.attendees === null && held && row.version === held.version)
    return { attendees: held.body, version: held.version, linkedEvents };
  const attendees = Buffer.from(row.attendees ?? '[]');
  if (row.version !== null) cache.set(accountID, eventID, { version: row.version, body: attendees });
  return { attendees, version: row.version, linkedEvents };
}
