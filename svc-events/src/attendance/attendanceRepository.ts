// events.attendance rows <-> §3 Attendance record. Every query names the event where the records
// are stored (a LINKED event's records live at its source, attendanceAccess.ts storageOf); the
// primary key (account, event, member type, member id) is "one record per member per event".
import type { AttendanceRecord, CustomAttendanceFieldValue, MemberReference } from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';

type Db = Pool | PoolClient;

/** Where an event's attendance records are stored. */
export interface AttendanceStore {
  accountID: string;
  eventID: number;
}

interface AttendanceRow {
  member_type: MemberReference['type'];
  member_id: string;
  member_name: string;
  timestamp: string;
  status: AttendanceRecord['status'];
  comments: string;
  arrival_time: string | null;
  departure_time: string | null;
  plan_to_use_cap_transportation: boolean;
  can_use_photos: boolean;
  custom_attendance_field_values: CustomAttendanceFieldValue[];
  summary_email_sent: boolean;
  source_account_id: string;
  source_event_id: number;
  /** The waitlist (src/waitlist): when the record joined it (ms), NULL when not waiting. */
  waitlisted_at: string | null;
  /** Its place in the waitlist, where the query computes it (listAttendance). */
  waitlist_position?: string | null;
}

const memberOf = (row: Pick<AttendanceRow, 'member_type' | 'member_id'>): MemberReference =>
  row.member_type === 'CAPNHQMember'
    ? { type: 'CAPNHQMember', id: Number(row.member_id) }
    : { type: 'CAPProspectiveMember', id: row.member_id };

export function rowToRecord(row: AttendanceRow): AttendanceRecord {
  return {
    timestamp: Number(row.timestamp),
    memberID: memberOf(row),
    memberName: row.member_name,
    status: row.status,
    comments: row.comments,
    shiftTime:
      row.arrival_time === null || row.departure_time === null
        ? null
        : { arrivalTime: Number(row.arrival_time), departureTime: Number(row.departure_time) },
    planToUseCAPTransportation: row.plan_to_use_cap_transportation,
    canUsePhotos: row.can_use_photos,
    customAttendanceFieldValues: row.custom_attendance_field_values,
    summaryEmailSent: row.summary_email_sent,
    sourceAccountID: row.source_account_id,
    sourceEventID: row.source_event_id,
    ...(row.waitlisted_at === null || row.waitlisted_at === undefined
      ? {}
      : {
          waitlisted: true as const,
          ...(row.waitlist_position ? { waitlistPosition: Number(row.waitlist_position) } : {}),
        }),
  };
}

/** The record as one JSON object of the columns (jsonb_to_recordset's input). */
const recordColumns = (store: AttendanceStore, r: AttendanceRecord) => ({
  account_id: store.accountID,
  event_id: store.eventID,
  member_type: r.memberID.type,
  member_id: String(r.memberID.id),
  member_name: r.memberName,
  timestamp: r.timestamp,
  status: r.status,
  comments: r.comments,
  arrival_time: r.shiftTime?.arrivalTime ?? null,
  departure_time: r.shiftTime?.departureTime ?? null,
  plan_to_use_cap_transportation: r.planToUseCAPTransportation,
  can_use_photos: r.canUsePhotos,
  custom_attendance_field_values: r.customAttendanceFieldValues,
  summary_email_sent: r.summaryEmailSent,
  source_account_id: r.sourceAccountID,
  source_event_id: r.sourceEventID,
  // a new record that waits joins the waitlist when it is written (src/waitlist)
  waitlisted_at: r.waitlisted ? r.timestamp : null,
});

const COLUMNS = `account_id text, event_id integer, member_type text, member_id text, member_name text,
  timestamp bigint, status text, comments text, arrival_time bigint, departure_time bigint,
  plan_to_use_cap_transportation boolean, can_use_photos boolean, custom_attendance_field_values jsonb,
  summary_email_sent boolean, source_account_id text, source_event_id integer, waitlisted_at bigint`;
const NAMES = COLUMNS.split(',')
  .map((c) => c.trim().split(/\s+/)[0])
  .join(', ');

/** The event's records, in sign-up order (waiting ones with their waitlist position). */
export async function listAttendance(db: Db, store: AttendanceStore): Promise<AttendanceRecord[]> {
  const result = await db.query<AttendanceRow>(
    `SELECT *, CASE WHEN waitlisted_at IS NOT NULL THEN row_number() OVER (
              PARTITION BY waitlisted_at IS NULL ORDER BY waitlisted_at, timestamp, member_type, member_id)
            END AS waitlist_position
       FROM events.attendance WHERE account_id = $1 AND event_id = $2
     ORDER BY timestamp, member_type, member_id`,
    [store.accountID, store.eventID],
  );
  return result.rows.map(rowToRecord);
}

export async function findAttendance(
  db: Db,
  store: AttendanceStore,
  member: MemberReference,
  lock = false,
): Promise<AttendanceRecord | null> {
  const result = await db.query<AttendanceRow>(
    `SELECT * FROM events.attendance
     WHERE account_id = $1 AND event_id = $2 AND member_type = $3 AND member_id = $4${lock ? ' FOR UPDATE' : ''}`,
    [store.accountID, store.eventID, member.type, String(member.id)],
  );
  return result.rows[0] ? rowToRecord(result.rows[0]) : null;
}

/**
 * Inserts the records in one statement; a member who already has a record is skipped by the
 * primary key (ON CONFLICT DO NOTHING: no error, no race, whatever runs at the same time).
 * Answers the records actually written.
 */
export async function insertAttendance(
  db: PoolClient,
  store: AttendanceStore,
  records: readonly AttendanceRecord[],
): Promise<AttendanceRecord[]> {
  if (records.length === 0) return [];
  const result = await db.query<AttendanceRow>(
    `INSERT INTO events.attendance (${NAMES})
     SELECT ${NAMES} FROM jsonb_to_recordset($1::jsonb) AS x(${COLUMNS})
     ON CONFLICT (account_id, event_id, member_type, member_id) DO NOTHING
     RETURNING *`,
    [JSON.stringify(records.map((r) => recordColumns(store, r)))],
  );
  return result.rows.map(rowToRecord);
}

/**
 * Writes the changeable fields of one record (memberID names it). A record that waits keeps its
 * waitlist time, or joins the waitlist at `now`; one that does not wait leaves it (src/waitlist).
 */
export async function updateAttendance(
  db: PoolClient,
  store: AttendanceStore,
  r: AttendanceRecord,
  now = Date.now(),
): Promise<AttendanceRecord> {
  const result = await db.query<AttendanceRow>(
    `UPDATE events.attendance SET status = $5, comments = $6, arrival_time = $7, departure_time = $8,
       plan_to_use_cap_transportation = $9, can_use_photos = $10, custom_attendance_field_values = $11,
       waitlisted_at = CASE WHEN $12::boolean THEN coalesce(waitlisted_at, $13::bigint) END
     WHERE account_id = $1 AND event_id = $2 AND member_type = $3 AND member_id = $4 RETURNING *`,
    [
      store.accountID,
      store.eventID,
      r.memberID.type,
      String(r.memberID.id),
      r.status,
      r.comments,
      r.shiftTime?.arrivalTime ?? null,
      r.shiftTime?.departureTime ?? null,
      r.planToUseCAPTransportation,
      r.canUsePhotos,
      JSON.stringify(r.customAttendanceFieldValues),
      r.waitlisted === true,
      now,
    ],
  );
  return rowToRecord(result.rows[0]!);
}

export async function deleteAttendance(
  db: PoolClient,
  store: AttendanceStore,
  member: MemberReference,
): Promise<AttendanceRecord | null> {
  const result = await db.query<AttendanceRow>(
    `DELETE FROM events.attendance
     WHERE account_id = $1 AND event_id = $2 AND member_type = $3 AND member_id = $4 RETURNING *`,
    [store.accountID, store.eventID, member.type, String(member.id)],
  );
  return result.rows[0] ? rowToRecord(result.rows[0]) : null;
}
