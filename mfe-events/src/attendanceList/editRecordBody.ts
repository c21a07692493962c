// What a manager's edit of someone's record sends (PUT /api/events/{id}/attendance, §7 "a record
// plus memberID"): memberID and only the fields changed. The draft is the sign-up form's
// (signupRules startingDraft), so the §5 rules apply the same way: the shift clamped into meet..
// pickup and swapped when reversed, transport kept only when the event provides it; custom values
// only those changed (an attendance manager may edit every field, §5 "managers see and edit all").
import {
  clampShift,
  keepTransportation,
  type AttendanceModifyRequest,
  type AttendanceRecord,
  type Event,
  type ShiftTime,
} from '@portal/contracts';
import { startingDraft, type SignupDraft } from '../signup/signupRules.ts';

const sameShift = (a: ShiftTime, b: ShiftTime) =>
  a.arrivalTime === b.arrivalTime && a.departureTime === b.departureTime;

/** §5 the shift pickers show for a part-time event, or a record that already has a shift. */
export const editsShift = (event: Event, record: AttendanceRecord): boolean =>
  event.signUpPartTime || record.shiftTime !== null;

export function editRecordBody(
  event: Event,
  record: AttendanceRecord,
  draft: SignupDraft,
): Omit<AttendanceModifyRequest, 'token'> {
  const start = startingDraft(event, record);
  // a record without a shift starts from the whole event: unchanged pickers keep it without one
  const shiftChanged = editsShift(event, record) && !sameShift(draft.shift, start.shift);
  const transport = keepTransportation(draft.planToUseCAPTransportation, event);
  const changedValues = draft.customAttendanceFieldValues.filter(
    (v, i) => JSON.stringify(v) !== JSON.stringify(start.customAttendanceFieldValues[i]),
  );
  return {
    memberID: record.memberID,
    ...(draft.status !== record.status ? { status: draft.status } : {}),
    ...(draft.comments !== record.comments ? { comments: draft.comments } : {}),
    ...(shiftChanged ? { shiftTime: clampShift(draft.shift, event) } : {}),
    ...(transport !== record.planToUseCAPTransportation ? { planToUseCAPTransportation: transport } : {}),
    ...(changedValues.length > 0 ? { customAttendanceFieldValues: changedValues } : {}),
  };
}
