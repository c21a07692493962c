// The waitlist inside the attendance calls' transactions (beyond the spec; rules in
// contracts/src/events/attendance/waitlist.ts). Each write that may take, wait for or free a place
// first locks the event's places (lockPlaces: one writer per event at a time, so 200 concurrent
// sign-ups and cancels never over-fill), decides whether the record it writes waits
// (waitsForPlace), and after writing promotes the earliest waiting members into the places now
// free, auditing each promotion in the same transaction. The promoted records are answered so the
// route can tell the listeners (kind 'promoted': the promotion mail, src/waitlist/promotionMail.ts).
import {
  areMemberReferencesEqual,
  promotionCount,
  stringifyMemberReference,
  waitsForPlace,
  type AttendanceRecord,
} from '@portal/contracts';
import type { PoolClient } from 'pg';
import type { AttendanceStore } from '../attendance/attendanceRepository.ts';
import type { AuditActor } from '../events/audit.ts';
import { auditAttendanceModify } from '../attendance/attendanceAudit.ts';
import {
  lockPlaces,
  placeCounts,
  queueAtEnd,
  takeFromWaitlist,
  withWaitlistPosition,
} from './waitlistRepository.ts';

/** An event's places, locked for this transaction. */
export interface LockedPlaces {
  store: AttendanceStore;
  /** participantLimit: null = no limit. */
  limit: number | null;
}

/** Locks the event's places; call first in the transaction (before any attendance row lock). */
export async function lockEventPlaces(client: PoolClient, store: AttendanceStore): Promise<LockedPlaces> {
  return { store, limit: await lockPlaces(client, store) };
}

/**
 * The record to write, waiting or not: `before` is the stored record (null for a new one),
 * `byManager` whether an attendance manager writes it (their adds and changes never wait).
 */
export async function placeRecord(
  client: PoolClient,
  places: LockedPlaces,
  record: AttendanceRecord,
  before: AttendanceRecord | null,
  byManager: boolean,
): Promise<AttendanceRecord> {
  const { committed, waiting } =
    record.status === 'COMMITTEDATTENDED' && places.limit !== null
      ? await placeCounts(client, places.store, record.memberID)
      : { committed: 0, waiting: 0 };
  const waits = waitsForPlace({
    status: record.status,
    before,
    byManager,
    limit: places.limit,
    committed,
    waiting,
  });
  const { waitlisted: _w, waitlistPosition: _p, ...rest } = record;
  return waits ? { ...rest, waitlisted: true } : rest;
}

/**
 * After writing a record placed by placeRecord: one that has just joined the waitlist (new, or
 * back to attending) goes to its end, behind everyone already waiting.
 */
export async function joinWaitlist(
  client: PoolClient,
  places: LockedPlaces,
  written: AttendanceRecord,
  before: AttendanceRecord | null,
  now: number,
): Promise<void> {
  if (written.waitlisted && !before?.waitlisted)
    await queueAtEnd(client, places.store, written.memberID, now);
}

/**
 * Promotes the earliest waiting members into the free places (none when the places are all
 * taken), each with a Modify audit item `attendance.<member>.waitlisted: true -> false` by the
 * actor whose change freed the place. Answers the promoted records as written.
 */
export async function promoteWaiting(
  client: PoolClient,
  places: LockedPlaces,
  actor: AuditActor,
): Promise<AttendanceRecord[]> {
  const { committed, waiting } = await placeCounts(client, places.store, null);
  if (waiting === 0) return [];
  const promoted = await takeFromWaitlist(
    client,
    places.store,
    promotionCount(places.limit, committed, waiting),
  );
  for (const record of promoted) {
    await auditAttendanceModify(client, places.store, actor, {
      [`attendance.${stringifyMemberReference(record.memberID)}.waitlisted`]: {
        oldValue: true,
        newValue: false,
      },
    });
  }
  return promoted;
}

/**
 * The written record as answered (a waiting one with its position; promoted at once if places
 * were free, e.g. after desiredNumberOfParticipants was raised by hand) and the others promoted:
 * the writer is not told "you were promoted" about their own write.
 */
export async function settle(
  client: PoolClient,
  places: LockedPlaces,
  written: AttendanceRecord,
  promoted: AttendanceRecord[],
): Promise<{ added: AttendanceRecord; promoted: AttendanceRecord[] }> {
  const same = (r: AttendanceRecord) => areMemberReferencesEqual(r.memberID, written.memberID);
  return {
    added: await withWaitlistPosition(client, places.store, promoted.find(same) ?? written),
    promoted: promoted.filter((r) => !same(r)),
  };
}

/** The record as answered: a waiting record with its position. */
export const positioned = (client: PoolClient, store: AttendanceStore, record: AttendanceRecord) =>
  withWaitlistPosition(client, store, record);
