// Building and showing records by the contracts' §5 rules (transport, shifts, custom fields) and
// the §4 sign-up checks a member's own sign-up passes (attendance managers add anyone, any time).
import {
  API_ERRORS,
  checkCustomFieldValues,
  isOnEventTeam,
  isTeamOnlyEvent,
  keepTransportation,
  mergeCustomFieldValues,
  NEW_SIGN_UP_STATUSES,
  normaliseShiftTime,
  signUpEligibility,
  signUpOpen,
  visibleCustomFieldValues,
  ATTENDANCE_DESIGNED_MESSAGES as D,
  type AttendanceAddInput,
  type AttendanceModifyRequest,
  type AttendanceRecord,
  type CustomAttendanceFieldValue,
  type SignUpRefusalReason,
} from '@portal/contracts';
import { HttpError, httpError } from '@portal/contracts/server';
import type { AttendanceCall } from './attendanceAccess.ts';
import { findAttendance } from './attendanceRepository.ts';
import type { Pool } from 'pg';

/** A new record as stored: the writer's values under the §5 rules, server fields filled in. */
export function newRecord(
  call: AttendanceCall,
  input: AttendanceAddInput | Omit<AttendanceAddInput, 'token'>,
  memberName: string,
): AttendanceRecord {
  const { event, store } = call;
  return {
    timestamp: call.caller.rules.now,
    memberID: input.memberID,
    memberName,
    status: input.status,
    comments: input.comments,
    shiftTime: normaliseShiftTime(input.shiftTime, event),
    planToUseCAPTransportation: keepTransportation(input.planToUseCAPTransportation, event),
    canUsePhotos: input.canUsePhotos ?? false,
    customAttendanceFieldValues: mergeCustomFieldValues(
      event.customAttendanceFields,
      input.customAttendanceFieldValues,
      [],
      call.manages,
    ),
    summaryEmailSent: false,
    sourceAccountID: store.accountID,
    sourceEventID: store.eventID,
  };
}

/** The stored record with a modify's changed fields (absent fields keep their value). */
export function modifiedRecord(
  call: AttendanceCall,
  before: AttendanceRecord,
  input: AttendanceModifyRequest,
): AttendanceRecord {
  const { event } = call;
  return {
    ...before,
    status: input.status ?? before.status,
    comments: input.comments ?? before.comments,
    shiftTime: input.shiftTime === undefined ? before.shiftTime : normaliseShiftTime(input.shiftTime, event),
    planToUseCAPTransportation:
      input.planToUseCAPTransportation === undefined
        ? before.planToUseCAPTransportation
        : keepTransportation(input.planToUseCAPTransportation, event),
    canUsePhotos: input.canUsePhotos ?? before.canUsePhotos,
    customAttendanceFieldValues:
      input.customAttendanceFieldValues === undefined
        ? before.customAttendanceFieldValues
        : mergeCustomFieldValues(
            event.customAttendanceFields,
            input.customAttendanceFieldValues,
            before.customAttendanceFieldValues,
            call.manages,
          ),
  };
}

/**
 * §5 "editable only with allowMemberToModify; managers see and edit all": refuses values of titles
 * (or types) the event does not define (400), and a changed value of a field this writer may not
 * modify (403, the §6 words), rather than dropping them silently. `stored`: the record's values
 * before the change ([] for a new record, whose kept values are the preFills).
 */
export function checkCustomValues(
  call: AttendanceCall,
  sent: readonly CustomAttendanceFieldValue[] | undefined,
  stored: readonly CustomAttendanceFieldValue[],
): void {
  const refused = checkCustomFieldValues(call.event.customAttendanceFields, sent, stored, call.manages);
  if (refused?.refusal === 'notEventField') throw new HttpError(400, 'VALIDATION', D.customFieldNotOnEvent);
  if (refused) throw httpError(API_ERRORS.forbidden);
}

/** The record as this caller may see it (§5: custom values need displayToMember, managers see all; customFieldVisibility.ts). */
export const shownRecord = (call: AttendanceCall, r: AttendanceRecord): AttendanceRecord => ({
  ...r,
  customAttendanceFieldValues: visibleCustomFieldValues(
    r.customAttendanceFieldValues,
    call.event.customAttendanceFields,
    call.manages || call.level !== 'NONE',
  ),
});

const STATUS: Record<SignUpRefusalReason, [number, string]> = {
  notSignedIn: [401, 'SIGNIN_REQUIRED'],
  eventCancelled: [400, 'SIGN_UP_REFUSED'],
  alreadyInAttendance: [409, 'CONFLICT'],
  signUpsNotAllowed: [400, 'SIGN_UP_REFUSED'],
  teamLoadFailed: [503, 'UNAVAILABLE'],
  notOnTeam: [403, 'SIGN_UP_REFUSED'],
  registrationDeadlinePassed: [400, 'SIGN_UP_REFUSED'],
  requirementCompleted: [400, 'SIGN_UP_REFUSED'],
};

export const alreadyInAttendance = () => new HttpError(409, 'CONFLICT', 'Member is already in attendance');

/**
 * A member's own sign-up (the caller is not an attendance manager): §4 eligibility in its order,
 * then §5 "only while the event's pickup time is in the future", then §4 the new sign-up's
 * statuses. The §5 requirement-tag rule reads the member's completed training from svc-identity's
 * cadet records (attendanceAccess.ts).
 */
export async function checkOwnSignUp(
  db: Pool,
  call: AttendanceCall,
  input: AttendanceAddInput,
): Promise<void> {
  const { event, store } = call;
  const existing = await findAttendance(db, store, input.memberID);
  let onTeam: boolean | null = true;
  if (!existing && event.acceptSignups && isTeamOnlyEvent(event)) {
    const team = await call.team();
    onTeam = team === 'failed' ? null : team ? isOnEventTeam(input.memberID, team) : false;
  }
  const verdict = signUpEligibility({
    signedIn: true,
    alreadyInAttendance: existing !== null,
    event,
    onTeam,
    // §5 requirement tag: the member's completed training, asked only when the event names one
    completedRequirements:
      event.requirementTag === null ? [] : await call.completedRequirements(input.memberID),
    now: call.caller.rules.now,
  });
  if (!verdict.ok) {
    const [status, code] = STATUS[verdict.reason];
    throw new HttpError(status, code, verdict.message);
  }
  if (!signUpOpen(event, call.caller.rules.now)) throw new HttpError(400, 'SIGN_UP_REFUSED', D.signUpClosed);
  if (!NEW_SIGN_UP_STATUSES.includes(input.status))
    throw new HttpError(400, 'VALIDATION', D.statusNotOffered);
}
