// Events spec §3 Event "privateAttendance": the spec names the field and nothing more. Decided here
// (svc-events README "Private attendance"), as members expect of a "private attendance" box:
// - false (the default): every signed-in member who may see attendance sees every record (§2, §6);
// - true: a member sees only their own record, in the viewer's attendees (so also in its counts)
//   and in GET /api/events/{id}/attendance; whoever runs the event still sees everyone: any
//   non-NONE event management level (§6 "full contact and attendance details", the spreadsheet)
//   and §6 attendance management (FULL, the attendance duties, the event team's leaders).
// - The attendance view (§6, per member across events) is an account-wide grant: AttendanceView
//   OTHER holders see every record as before; a flight leader sees the flight's records except
//   other members' records of private events (their own always).
// Anonymous visitors see no attendance at all (§2), private or not.
import { areMemberReferencesEqual, type MemberReference } from '../../entities/memberReference.ts';
import type { Event } from '../entities.ts';
import type { ManageEventLevel } from '../../permissions/permissionSet.ts';

/** Whose records a reader of one event's attendance sees. */
export type AttendanceVisibility = 'all' | 'own' | 'none';

export interface AttendanceReader {
  /** The reader's member reference; null for an anonymous visitor. */
  member: MemberReference | null;
  /** The reader's effective event management level for this event (§6). */
  level: ManageEventLevel;
  /** §6 attendance management for this event. */
  managesAttendance: boolean;
}

export function attendanceVisibility(
  event: Pick<Event, 'privateAttendance'>,
  reader: AttendanceReader,
): AttendanceVisibility {
  if (!reader.member) return 'none';
  if (!event.privateAttendance) return 'all';
  if (reader.level !== 'NONE' || reader.managesAttendance) return 'all';
  return 'own';
}

/** The records (or attendees) of `list` the reader sees, order kept. */
export function visibleAttendance<T>(
  list: readonly T[],
  memberOf: (item: T) => MemberReference,
  event: Pick<Event, 'privateAttendance'>,
  reader: AttendanceReader,
): T[] {
  const visibility = attendanceVisibility(event, reader);
  if (visibility === 'all') return [...list];
  if (visibility === 'none' || !reader.member) return [];
  const self = reader.member;
  return list.filter((item) => areMemberReferencesEqual(memberOf(item), self));
}
