// Beyond the spec: the waitlist. Once an event has desiredNumberOfParticipants
// committed members, a member's own 'I will attend' sign-up waits: the record is stored (one
// record per member per event still holds) with status COMMITTEDATTENDED and `waitlisted: true`,
// and does not count among the committed. When a place frees up (a committed record is deleted or
// changes to another status) the earliest waiting member takes it and is told by email. Pure rules
// shared by svc-events (what the calls write) and mfe-events (what the viewer and the sign-up form
// say); the server's transaction applies them under a per-event lock.
import type { AttendanceRecord, AttendanceStatus, Event } from '../entities.ts';

/** The only status that takes (or waits for) a place. */
export const PLACE_STATUS: AttendanceStatus = 'COMMITTEDATTENDED';

/** The words of the waitlist (designed here; §5 style). */
export const WAITLIST_MESSAGES = {
  sectionTitle: 'Waitlist',
  /** The spreadsheet's and lists' status word for a waiting record. */
  statusLabel: 'Waitlisted',
  /** The sign-up form, before a new member submits 'I will attend' on a full event. */
  eventFull: (limit: number) =>
    `This event is full (${limit} ${limit === 1 ? 'place' : 'places'} taken). If you sign up as attending you will join the waitlist, and you will be told by email when a place frees up.`,
  /** The member's own record, after sign-up and whenever they come back. */
  onWaitlist: (position: number) =>
    `You are on the waitlist (position ${position}). You will be told by email when a place frees up.`,
  /** The viewer's line above the waitlist. */
  places: (committed: number, limit: number) =>
    `Committed: ${committed} of ${limit} ${limit === 1 ? 'place' : 'places'}`,
} as const;

type PlaceRecord = Pick<AttendanceRecord, 'status' | 'waitlisted'>;

/**
 * The event's number of places: desiredNumberOfParticipants (§3, default 8). null or 0 mean no
 * limit (decision: a desired number of none is not "nobody may come"), so nothing ever waits.
 */
export function participantLimit(event: Pick<Event, 'desiredNumberOfParticipants'>): number | null {
  const n = event.desiredNumberOfParticipants;
  return n === null || n <= 0 ? null : n;
}

/** Whether a record holds one of the places: committed and not waiting. */
export const holdsPlace = (r: PlaceRecord): boolean => r.status === PLACE_STATUS && r.waitlisted !== true;

/** Whether a record waits for a place. */
export const isWaitlisted = (r: PlaceRecord): boolean => r.waitlisted === true;

/** The number of records holding a place. */
export const committedCount = (records: readonly PlaceRecord[]): number => records.filter(holdsPlace).length;

/** The waiting records in waitlist order (position 1 first). */
export function waitlistOrder<R extends Pick<AttendanceRecord, 'status' | 'waitlisted' | 'waitlistPosition'>>(
  records: readonly R[],
): R[] {
  return records
    .filter(isWaitlisted)
    .sort((a, b) => (a.waitlistPosition ?? Infinity) - (b.waitlistPosition ?? Infinity));
}

/** Whether the event has no free place for one more committed member (the sign-up form's warning). */
export function eventIsFull(
  event: Pick<Event, 'desiredNumberOfParticipants'>,
  records: readonly PlaceRecord[],
): boolean {
  const limit = participantLimit(event);
  return limit !== null && (committedCount(records) >= limit || records.some(isWaitlisted));
}

export interface WaitlistPlacementInput {
  /** The record's status as it will be written. */
  status: AttendanceStatus;
  /** The record before this write (null for a new record). */
  before: PlaceRecord | null;
  /** Written by an attendance manager (§6): managers decide, their adds and changes never wait. */
  byManager: boolean;
  /** participantLimit of the event. */
  limit: number | null;
  /** Records holding a place, other than this one. */
  committed: number;
  /** Records waiting, other than this one. */
  waiting: number;
}

/**
 * Whether a record being written waits (true) or not (false):
 * - only COMMITTEDATTENDED waits; any other status leaves the waitlist;
 * - a record already waiting keeps its place in the queue (promotion decides when it moves);
 * - a record already holding a place keeps it;
 * - a manager's add or change never waits (they decide; they may go beyond the desired number);
 * - otherwise it waits when the places are taken, or when others already wait (no overtaking,
 *   e.g. after the desired number was raised and nobody has been promoted yet).
 */
export function waitsForPlace(input: WaitlistPlacementInput): boolean {
  if (input.status !== PLACE_STATUS) return false;
  if (input.before && isWaitlisted(input.before)) return true;
  if (input.before && holdsPlace(input.before)) return false;
  if (input.byManager || input.limit === null) return false;
  return input.waiting > 0 || input.committed >= input.limit;
}

/**
 * How many of the waiting records (earliest first) take a place now: as many as there are free
 * places; all of them when the event has no limit.
 */
export function promotionCount(limit: number | null, committed: number, waiting: number): number {
  if (limit === null) return waiting;
  return Math.max(0, Math.min(waiting, limit - committed));
}
