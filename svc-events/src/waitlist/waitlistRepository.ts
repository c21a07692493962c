// The waitlist's SQL (column events.attendance.waitlisted_at, migration
// 1732000000700_attendance_waitlist.sql). Every function takes the store (where the records live:
// a LINKED event's source) and runs inside the attendance change's transaction, after lockPlaces.
import type { AttendanceRecord, MemberReference } from '@portal/contracts';
import { participantLimit } from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';
import { rowToRecord, type AttendanceStore } from '../attendance/attendanceRepository.ts';

type Row = Parameters<typeof rowToRecord>[0];

/** Waitlist order: who joined first; then sign-up time and member (a stable tie-break). */
export const WAITLIST_ORDER = 'waitlisted_at, timestamp, member_type, member_id';

/**
 * Serialises the writes that take, wait for or free a place of one event: a row lock on the
 * event where the records are stored (FOR NO KEY UPDATE: attendance inserts' foreign-key checks
 * take KEY SHARE and are not blocked, other place writers of the same event wait), then its
 * number of places as it is now (an edit of desiredNumberOfParticipants cannot slip in between).
 * null: no limit. The event row is gone (deleted meanwhile): no limit, the write then fails on
 * its own foreign key or finds nothing.
 */
export async function lockPlaces(db: PoolClient, store: AttendanceStore): Promise<number | null> {
  const result = await db.query<{ desired: number | null }>(
    `SELECT (details->>'desiredNumberOfParticipants')::int AS desired
       FROM events.events WHERE account_id = $1 AND id = $2 FOR NO KEY UPDATE`,
    [store.accountID, store.eventID],
  );
  const row = result.rows[0];
  return row ? participantLimit({ desiredNumberOfParticipants: row.desired }) : null;
}

/** Records holding a place and records waiting, leaving out `except` (the record being written). */
export async function placeCounts(
  db: PoolClient,
  store: AttendanceStore,
  except: MemberReference | null,
): Promise<{ committed: number; waiting: number }> {
  const result = await db.query<{ committed: number; waiting: number }>(
    `SELECT count(*) FILTER (WHERE waitlisted_at IS NULL)::int AS committed,
            count(*) FILTER (WHERE waitlisted_at IS NOT NULL)::int AS waiting
       FROM events.attendance
      WHERE account_id = $1 AND event_id = $2 AND status = 'COMMITTEDATTENDED'
        AND NOT (member_type = $3 AND member_id = $4)`,
    [store.accountID, store.eventID, except?.type ?? '', except ? String(except.id) : ''],
  );
  return result.rows[0]!;
}

/**
 * A record that has just joined the waitlist goes to its end: its waitlisted_at becomes later
 * than every other waiting record's (the request's clock may be behind one that took the lock
 * first; under lockPlaces the queue is the order of the writes).
 */
export async function queueAtEnd(
  db: PoolClient,
  store: AttendanceStore,
  member: MemberReference,
  now: number,
): Promise<void> {
  await db.query(
    `UPDATE events.attendance SET waitlisted_at = GREATEST($5::bigint, coalesce((
         SELECT max(w.waitlisted_at) + 1 FROM events.attendance w
          WHERE w.account_id = $1 AND w.event_id = $2 AND w.waitlisted_at IS NOT NULL
            AND NOT (w.member_type = $3 AND w.member_id = $4)), 0))
      WHERE account_id = $1 AND event_id = $2 AND member_type = $3 AND member_id = $4`,
    [store.accountID, store.eventID, member.type, String(member.id), now],
  );
}

/** The `count` earliest waiting records leave the waitlist; answers them as written, in order. */
export async function takeFromWaitlist(
  db: PoolClient,
  store: AttendanceStore,
  count: number,
): Promise<AttendanceRecord[]> {
  if (count <= 0) return [];
  const result = await db.query<Row & { place: string }>(
    `WITH next AS (
       SELECT member_type, member_id, row_number() OVER (ORDER BY ${WAITLIST_ORDER}) AS place
         FROM events.attendance
        WHERE account_id = $1 AND event_id = $2 AND waitlisted_at IS NOT NULL
        ORDER BY ${WAITLIST_ORDER} LIMIT $3)
     UPDATE events.attendance a SET waitlisted_at = NULL
       FROM next
      WHERE a.account_id = $1 AND a.event_id = $2
        AND a.member_type = next.member_type AND a.member_id = next.member_id
     RETURNING a.*, next.place`,
    [store.accountID, store.eventID, count],
  );
  return result.rows.sort((x, y) => Number(x.place) - Number(y.place)).map((row) => rowToRecord(row));
}

/** The record with its waitlist position when it waits (positions from 1, in waitlist order). */
export async function withWaitlistPosition(
  db: Pool | PoolClient,
  store: AttendanceStore,
  record: AttendanceRecord,
): Promise<AttendanceRecord> {
  if (!record.waitlisted) return record;
  const result = await db.query<{ position: number }>(
    `SELECT count(*)::int AS position FROM events.attendance w, events.attendance me
      WHERE me.account_id = $1 AND me.event_id = $2 AND me.member_type = $3 AND me.member_id = $4
        AND w.account_id = $1 AND w.event_id = $2 AND w.waitlisted_at IS NOT NULL
        AND (w.waitlisted_at, w.timestamp, w.member_type, w.member_id)
            <= (me.waitlisted_at, me.timestamp, me.member_type, me.member_id)`,
    [store.accountID, store.eventID, record.memberID.type, String(record.memberID.id)],
  );
  const position = result.rows[0]?.position ?? 0;
  return position > 0 ? { ...record, waitlistPosition: position } : record;
}
