// Events §6 "Attendance view" and the §7 calls GET /member/attendance, GET /member/attendance/group
// and GET /member/attendance/{reference}: their answers (shared by svc-events and mfe-events'
// /admin/attendance page) and the pure rule of who may view whose attendance.
//
// Design note (what the spec leaves open, decided here):
// - A flight leader's "their flight" needs the flight's members, which live in svc-identity: svc-events
//   asks its internal flight-members call (contracts/src/members/internalMemberDetails.ts) and passes
//   whether the target is in the viewer's flight (`inViewersFlight`); a leader in no flight has no
//   group (platform §6 "FLIGHT for a member with a flight").
// - Records are those stored in the caller's account (a linked event's records live at its source).
import { z } from 'zod';
import { holdsCurrentDuty } from '../dashboard/widgets.ts';
import { areMemberReferencesEqual, MemberReference } from '../entities/memberReference.ts';
import type { DutyPosition } from '../entities/member.ts';
import { hasPermission } from '../permissions/presets.ts';
import type { PermissionSet } from '../permissions/permissionSet.ts';
import { AttendanceRecord, EpochMs, EventStatus } from './entities.ts';

/** §8 "Attendance failure". */
export const ATTENDANCE_VIEW_MESSAGES = {
  loadFailed: 'Could not load attendance for member',
} as const;

/** §6 "flight leaders (Cadet Flight Commander, Cadet Flight Sergeant) see their flight". */
export const ATTENDANCE_VIEW_FLIGHT_DUTIES: readonly string[] = [
  'Cadet Flight Commander',
  'Cadet Flight Sergeant',
];

/** The event a record belongs to, as the view shows it (name, id, times). */
export const AttendanceViewEvent = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  status: EventStatus,
  meetDateTime: EpochMs,
  startDateTime: EpochMs,
  endDateTime: EpochMs,
  pickupDateTime: EpochMs,
});
export type AttendanceViewEvent = z.infer<typeof AttendanceViewEvent>;

export const AttendanceViewItem = z.object({ event: AttendanceViewEvent, record: AttendanceRecord });
export type AttendanceViewItem = z.infer<typeof AttendanceViewItem>;

/** GET /member/attendance and GET /member/attendance/{reference}: newest event first. */
export const memberAttendanceResponse = z.array(AttendanceViewItem);
export type MemberAttendanceResponse = z.infer<typeof memberAttendanceResponse>;

/** GET /member/attendance/group: the records per member (by name), each member's newest first. */
export const GroupAttendanceMember = z.object({
  member: MemberReference,
  memberName: z.string(),
  attendance: z.array(AttendanceViewItem),
});
export type GroupAttendanceMember = z.infer<typeof GroupAttendanceMember>;
export const groupAttendanceResponse = z.array(GroupAttendanceMember);
export type GroupAttendanceResponse = z.infer<typeof groupAttendanceResponse>;

/** Whose attendance the viewer may see: §6's three targets. */
export type AttendanceViewScope = 'Account' | 'Flight' | 'Own' | 'None';

export type AttendanceViewer = MemberReference & {
  permissions: PermissionSet;
  dutyPositions: readonly Pick<DutyPosition, 'duty' | 'expires'>[];
};

/**
 * §6 "view-other permission sees any member and group; flight leaders (Cadet Flight Commander,
 * Cadet Flight Sergeant) see their flight; others see only their own." Anonymous: none. Super
 * users pass the permission check. Duties count while current.
 */
export function attendanceViewScope(
  viewer: AttendanceViewer | null | undefined,
  superUserIds: readonly number[],
  now: number,
): AttendanceViewScope {
  if (!viewer) return 'None';
  if (hasPermission(viewer, 'AttendanceView', 'OTHER', superUserIds)) return 'Account';
  if (holdsCurrentDuty(viewer, ATTENDANCE_VIEW_FLIGHT_DUTIES, now)) return 'Flight';
  return 'Own';
}

/**
 * Whether the viewer may see `target`'s records: always their own; anyone with the Account scope;
 * a flight leader only for a member known to be in their flight (`inViewersFlight`).
 */
export function mayViewMemberAttendance(
  viewer: AttendanceViewer | null | undefined,
  target: MemberReference,
  options: { superUserIds: readonly number[]; now: number; inViewersFlight: boolean },
): boolean {
  const scope = attendanceViewScope(viewer, options.superUserIds, options.now);
  if (!viewer || scope === 'None') return false;
  if (areMemberReferencesEqual(viewer, target)) return true;
  if (scope === 'Account') return true;
  return scope === 'Flight' && options.inViewersFlight;
}
