// The attendance view's reads (events §6/§7): records stored in one account joined with their
// event (name, id, status, times), newest event first. Always filtered by the caller's account, so
// another account's records are never answered.
import type { AttendanceViewItem, MemberReference } from '@portal/contracts';
import type { Pool } from 'pg';
import { rowToRecord } from '../attendance/attendanceRepository.ts';

type Row = Parameters<typeof rowToRecord>[0] & {
  event_private: boolean;
  event_name: string;
  event_status: AttendanceViewItem['event']['status'];
  event_id: number;
  meet_date_time: string;
  start_date_time: string;
  end_date_time: string;
  pickup_date_time: string;
};

const SELECT = `SELECT a.*, COALESCE((e.details->>'privateAttendance')::boolean, false) AS event_private,
    e.name AS event_name, e.status AS event_status, e.meet_date_time,
    e.start_date_time, e.end_date_time, e.pickup_date_time
  FROM events.attendance a
  JOIN events.events e ON e.account_id = a.account_id AND e.id = a.event_id`;
const ORDER = 'ORDER BY e.start_date_time DESC, e.id DESC';

/** An item with whether its event has §3 privateAttendance (for the flight leaders' filter). */
export type ViewRow = AttendanceViewItem & { privateAttendance: boolean };

const rowOf = (row: Row): ViewRow => ({ ...itemOf(row), privateAttendance: row.event_private });

const itemOf = (row: Row): AttendanceViewItem => ({
  event: {
    id: Number(row.event_id),
    name: row.event_name,
    status: row.event_status,
    meetDateTime: Number(row.meet_date_time),
    startDateTime: Number(row.start_date_time),
    endDateTime: Number(row.end_date_time),
    pickupDateTime: Number(row.pickup_date_time),
  },
  record: rowToRecord(row),
});

/** One member's records in the account, newest event first. */
export async function memberAttendance(
  db: Pool,
  accountID: string,
  member: MemberReference,
): Promise<AttendanceViewItem[]> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE a.account_id = $1 AND a.member_type = $2 AND a.member_id = $3 ${ORDER}`,
    [accountID, member.type, String(member.id)],
  );
  return rows.map(itemOf);
}

/** Every record in the account, newest event first (grouped per member by the caller). */
export async function accountAttendance(db: Pool, accountID: string): Promise<AttendanceViewItem[]> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE a.account_id = $1 ${ORDER}`, [accountID]);
  return rows.map(itemOf);
}

/** The records of `members` in the account (a flight), newest event first, with their events' privateAttendance. */
export async function membersAttendance(
  db: Pool,
  accountID: string,
  members: readonly MemberReference[],
): Promise<ViewRow[]> {
  if (members.length === 0) return [];
  const { rows } = await db.query<Row>(
    `${SELECT}
     JOIN unnest($2::text[], $3::text[]) AS m(type, id) ON m.type = a.member_type AND m.id = a.member_id
     WHERE a.account_id = $1 ${ORDER}`,
    [accountID, members.map((m) => m.type), members.map((m) => String(m.id))],
  );
  return rows.map(rowOf);
}
