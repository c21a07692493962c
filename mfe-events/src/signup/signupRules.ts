// What the viewer's sign-up form starts from and sends (events §4, §5, §7). The rules themselves
// (eligibility order, statuses offered, transport, custom field visibility, shift clamping) are
// the contracts' pure functions, shared with svc-events; this file only applies them to the form.
import {
  areMemberReferencesEqual,
  clampShift,
  customFieldEditable,
  customFieldShown,
  DEFAULT_SIGN_UP_STATUS,
  initialShift,
  keepTransportation,
  type AttendanceAddRequest,
  type AttendanceModifyRequest,
  type AttendanceRecord,
  type AttendanceStatus,
  type CustomAttendanceField,
  type CustomAttendanceFieldValue,
  type Event,
  type MemberReference,
  type ShiftTime,
  type ViewerData,
} from '@portal/contracts';

/** The member's own record among the viewer's attendees (record.memberID is the session member). */
export function ownRecord(data: ViewerData, member: MemberReference | null): AttendanceRecord | null {
  if (!member) return null;
  return data.attendees.find((a) => areMemberReferencesEqual(a.record.memberID, member))?.record ?? null;
}

/** §5 custom fields: hidden, shown read-only, or editable for this reader. */
export function customFieldAccess(
  field: CustomAttendanceField,
  manager: boolean,
): 'edit' | 'read' | 'hidden' {
  if (!customFieldShown(field, manager)) return 'hidden';
  return customFieldEditable(field, manager) ? 'edit' : 'read';
}

/** A field's value as the form starts: the record's value of the same title and type, else the preFill. */
export function startingValue(
  field: CustomAttendanceField,
  record: AttendanceRecord | null,
): CustomAttendanceFieldValue {
  const stored = record?.customAttendanceFieldValues.find(
    (v) => v.title === field.title && v.type === field.type,
  );
  return (
    stored ?? ({ type: field.type, title: field.title, value: field.preFill } as CustomAttendanceFieldValue)
  );
}

/** The form's state. */
export interface SignupDraft {
  status: AttendanceStatus;
  comments: string;
  planToUseCAPTransportation: boolean;
  /** Only used when the event has signUpPartTime; the pickers' values as picked. */
  shift: ShiftTime;
  /** One per custom field of the event, in the event's order. */
  customAttendanceFieldValues: CustomAttendanceFieldValue[];
}

export function startingDraft(event: Event, record: AttendanceRecord | null): SignupDraft {
  return {
    // §4 a new sign-up defaults to 'I will attend' (committed)
    status: record?.status ?? DEFAULT_SIGN_UP_STATUS,
    comments: record?.comments ?? '',
    planToUseCAPTransportation: record?.planToUseCAPTransportation ?? false,
    shift: initialShift(record?.shiftTime ?? null, event),
    customAttendanceFieldValues: event.customAttendanceFields.map((f) => startingValue(f, record)),
  };
}

/**
 * The body of POST (new) or PUT (own record) /api/events/{id}/attendance (§7): memberID plus the
 * form's fields. §5 transport is kept only when the event provides it; the shift only for a
 * part-time event, clamped into meet..pickup and swapped when reversed; a full-time sign-up sends
 * no shift (null: the whole event). Custom values go only for the fields this writer may edit
 * (§5: allowMemberToModify, or all for attendance managers): the server refuses a changed value of
 * any other field (contracts checkCustomFieldValues) and keeps its stored value.
 */
export function signupBody(
  event: Event,
  member: MemberReference,
  draft: SignupDraft,
  managesAttendance = false,
): Omit<AttendanceAddRequest, 'token'> & Omit<AttendanceModifyRequest, 'token'> {
  const editable = event.customAttendanceFields.filter((f) => customFieldEditable(f, managesAttendance));
  return {
    memberID: member,
    status: draft.status,
    comments: draft.comments,
    planToUseCAPTransportation: keepTransportation(draft.planToUseCAPTransportation, event),
    customAttendanceFieldValues: draft.customAttendanceFieldValues.filter((v) =>
      editable.some((f) => f.title === v.title && f.type === v.type),
    ),
    shiftTime: event.signUpPartTime ? clampShift(draft.shift, event) : null,
  };
}
