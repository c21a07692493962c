// Events spec §4 attendance statuses: which ones a writer is offered and may set. §4 gives a new
// sign-up two statuses and an existing record all four; it does not say who sets 'No show'.
// Decided here: 'No show' records what an attendance manager saw, so it is theirs alone. A member
// editing their own record makes a member's choices only: attend (COMMITTEDATTENDED), not attend
// (NOTPLANNINGTOATTEND) or rescind (RESCINDEDCOMMITMENTTOATTEND). Attendance managers keep all four.
import type { AttendanceStatus } from '../entities.ts';

/** §4: a new sign-up offers only 'I will attend' (default, committed) and 'I will NOT attend'. */
export const NEW_SIGN_UP_STATUSES: readonly AttendanceStatus[] = ['COMMITTEDATTENDED', 'NOTPLANNINGTOATTEND'];
export const ALL_ATTENDANCE_STATUSES: readonly AttendanceStatus[] = [
  'COMMITTEDATTENDED',
  'NOSHOW',
  'RESCINDEDCOMMITMENTTOATTEND',
  'NOTPLANNINGTOATTEND',
];
/** The choices a member makes about their own existing record: attend, not attend, rescind. */
export const OWN_RECORD_STATUSES: readonly AttendanceStatus[] = [
  'COMMITTEDATTENDED',
  'RESCINDEDCOMMITMENTTOATTEND',
  'NOTPLANNINGTOATTEND',
];
/** §4 the default status of a new sign-up. */
export const DEFAULT_SIGN_UP_STATUS: AttendanceStatus = 'COMMITTEDATTENDED';

/**
 * The statuses a form offers: a new sign-up its two (§4); an existing record all four to an
 * attendance manager, and a member's own choices (OWN_RECORD_STATUSES) to the member themself.
 */
export function attendanceStatusesOffered(
  existingRecord: boolean,
  managesAttendance: boolean,
): readonly AttendanceStatus[] {
  if (!existingRecord) return NEW_SIGN_UP_STATUSES;
  return managesAttendance ? ALL_ATTENDANCE_STATUSES : OWN_RECORD_STATUSES;
}

/**
 * Whether a change of an existing record to `sent` may be written: attendance managers set any
 * status; a member sets one of their own choices, or sends back the status the record already has
 * (a manager's 'No show' stays when the member only changes their comments). `sent` undefined:
 * the status is not changed.
 */
export function mayChooseAttendanceStatus(
  sent: AttendanceStatus | undefined,
  stored: AttendanceStatus,
  managesAttendance: boolean,
): boolean {
  if (managesAttendance || sent === undefined || sent === stored) return true;
  return OWN_RECORD_STATUSES.includes(sent);
}
