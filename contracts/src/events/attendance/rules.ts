// Events spec §4 (sign-up eligibility order, statuses), §5 "Sign-up and attendance" and §6
// (attendance management, own record until pickup, custom field visibility): pure rules shared by
// mfe-events (what the sign-up form shows) and svc-events (what the attendance calls accept).
import { holdsCurrentDuty } from '../../dashboard/widgets.ts';
import { areMemberReferencesEqual, type MemberReference } from '../../entities/memberReference.ts';
import type { CustomAttendanceField, CustomAttendanceFieldValue, Event, ShiftTime } from '../entities.ts';
import {
  effectiveEventLevel,
  type EventActor,
  type EventPermissionTarget,
  type EventRuleContext,
} from '../rules/effectivePermission.ts';
import { clampShift } from '../rules/partTime.ts';
import { SIGN_UP_MESSAGES, SIGN_UP_PREFIX } from './messages.ts';

// ---- §4 sign-up eligibility ----

export type SignUpEvent = Pick<
  Event,
  | 'acceptSignups'
  | 'signUpDenyMessage'
  | 'limitSignupsToTeam'
  | 'teamID'
  | 'useRegistration'
  | 'registration'
  | 'requirementTag'
  | 'status'
>;

export interface SignUpCheckInput {
  signedIn: boolean;
  alreadyInAttendance: boolean;
  event: SignUpEvent;
  /**
   * Whether the member is on the event's team (members or leaders). null: the team could not be
   * loaded (only asked when the event is team-only).
   */
  onTeam: boolean | null;
  /** Requirement tags (training names) the member already holds. */
  completedRequirements?: readonly string[];
  now: number;
}

export type SignUpRefusalReason =
  | 'notSignedIn'
  | 'eventCancelled'
  | 'alreadyInAttendance'
  | 'signUpsNotAllowed'
  | 'teamLoadFailed'
  | 'notOnTeam'
  | 'registrationDeadlinePassed'
  | 'requirementCompleted';

export type SignUpEligibility =
  | { ok: true }
  | {
      ok: false;
      reason: SignUpRefusalReason;
      /** The §5 words (the server answers them as they are). */
      message: string;
      /** §5 'Member is already in attendance' is hidden in the viewer. */
      hiddenInViewer: boolean;
    };

const refuse = (
  reason: SignUpRefusalReason,
  message: string = SIGN_UP_MESSAGES[reason],
): SignUpEligibility => ({
  ok: false,
  reason,
  message,
  hiddenInViewer: reason === 'alreadyInAttendance',
});

/** Whether the event is cancelled: it takes no sign-ups and no changes to a member's own record. */
export const isCancelledEvent = (event: Pick<Event, 'status'>): boolean => event.status === 'CANCELLED';

/** Whether the event is limited to its team's members (§4 "team-only"). */
export const isTeamOnlyEvent = (event: Pick<Event, 'limitSignupsToTeam' | 'teamID'>): boolean =>
  event.limitSignupsToTeam && event.teamID !== null;

/** §5 requirement tag: the member already holds the tag the event fulfils. */
export function hasCompletedRequirement(
  event: Pick<Event, 'requirementTag'>,
  completed: readonly string[],
): boolean {
  return event.requirementTag !== null && completed.includes(event.requirementTag);
}

/**
 * §4 "Sign-up eligibility is checked in this order and the first failing check gives the
 * message: not signed in; already in attendance; sign-ups not accepted; team-only and not on the
 * team; registration deadline passed", then the §5 requirement-tag rule. A team-only event whose
 * team could not be loaded gives 'Could not load team information' at the team step.
 */
export function signUpEligibility(input: SignUpCheckInput): SignUpEligibility {
  const { event } = input;
  if (!input.signedIn) return refuse('notSignedIn');
  // decided beyond §4: a cancelled event refuses before anything else, own record or not
  if (isCancelledEvent(event)) return refuse('eventCancelled');
  if (input.alreadyInAttendance) return refuse('alreadyInAttendance');
  if (!event.acceptSignups)
    return refuse('signUpsNotAllowed', event.signUpDenyMessage.trim() || SIGN_UP_MESSAGES.signUpsNotAllowed);
  if (isTeamOnlyEvent(event)) {
    if (input.onTeam === null) return refuse('teamLoadFailed');
    if (!input.onTeam) return refuse('notOnTeam');
  }
  if (event.useRegistration && input.now > event.registration.deadline)
    return refuse('registrationDeadlinePassed');
  if (hasCompletedRequirement(event, input.completedRequirements ?? []))
    return refuse('requirementCompleted');
  return { ok: true };
}

/** §5 "The viewer prefixes a reason with 'Cannot sign up for event: '". */
export const signUpRefusalText = (message: string): string => `${SIGN_UP_PREFIX}${message}`;

/** §5 "Sign-up is shown only while the event's pickup time is in the future". */
export const signUpOpen = (event: Pick<Event, 'pickupDateTime'>, now: number): boolean =>
  event.pickupDateTime > now;

/** Whether `member` is on the team (its member list or one of its leaders). */
export function isOnEventTeam(
  member: MemberReference,
  team: { members: readonly MemberReference[]; leaders: readonly MemberReference[] },
): boolean {
  return [...team.members, ...team.leaders].some((m) => areMemberReferencesEqual(m, member));
}

// ---- §6 attendance management ----

/** §6 "duty positions Cadet Deputy Commander for Support, Cadet Administrative Officer or NCO". */
export const ATTENDANCE_MANAGER_DUTIES: readonly string[] = [
  'Cadet Deputy Commander for Support',
  'Cadet Administrative Officer',
  'Cadet Administrative NCO',
];

/** The event's team as the attendance rules need it: whose account, which team, its leaders. */
export interface AttendanceTeam {
  accountID: string;
  teamID: number;
  /** Senior coach, senior mentor, cadet leader (svc-identity's internal `leaders`). */
  leaders: readonly MemberReference[];
}

export type AttendanceEvent = EventPermissionTarget &
  Pick<Event, 'type' | 'accountID' | 'targetAccountID' | 'teamID'>;

/**
 * The account whose team an event's teamID names: a REGULAR event's own account; a LINKED event
 * shows its source's content, so its teamID is a team of the source (target) account.
 */
export const teamAccountOf = (event: Pick<Event, 'type' | 'accountID' | 'targetAccountID'>): string =>
  event.type === 'LINKED' && event.targetAccountID ? event.targetAccountID : event.accountID;

/**
 * §6 "a team leader (senior coach, senior mentor, cadet leader) of the event's team where the
 * event is regular or targets the team's account".
 */
export function isEventTeamLeader(
  actor: EventActor,
  event: AttendanceEvent,
  team: AttendanceTeam | null,
): boolean {
  if (!actor || !team || event.teamID === null || team.teamID !== event.teamID) return false;
  const teamFits =
    event.type === 'REGULAR' ? team.accountID === event.accountID : team.accountID === event.targetAccountID;
  return teamFits && team.leaders.some((leader) => areMemberReferencesEqual(leader, actor));
}

/**
 * §6 "Attendance management: FULL event management, or duty positions Cadet Deputy Commander for
 * Support, Cadet Administrative Officer or NCO, or a team leader (senior coach, senior mentor,
 * cadet leader) of the event's team where the event is regular or targets the team's account".
 * Attendance managers add, modify and remove anyone's record, at any time.
 */
export function mayManageAttendance(
  actor: EventActor,
  event: AttendanceEvent,
  team: AttendanceTeam | null,
  ctx: EventRuleContext,
): boolean {
  if (!actor) return false;
  if (effectiveEventLevel(actor, event, ctx) === 'FULL') return true;
  if (holdsCurrentDuty(actor, ATTENDANCE_MANAGER_DUTIES, ctx.now)) return true;
  return isEventTeamLeader(actor, event, team);
}

/**
 * §5 "An existing record is editable only by a member with FULL event management, or by the
 * record's own member before pickup time" (§6: "May edit their own attendance until pickup"),
 * with §6 attendance management counting as the manager side.
 */
export function mayEditAttendanceRecord(
  actor: EventActor,
  recordMember: MemberReference,
  event: Pick<Event, 'pickupDateTime'>,
  managesAttendance: boolean,
  now: number,
): boolean {
  if (!actor) return false;
  if (managesAttendance) return true;
  return areMemberReferencesEqual(actor, recordMember) && now < event.pickupDateTime;
}

// ---- §5 transport and shifts ----

/** §5 "planToUseCAPTransportation is kept true only if the event provides transportation". */
export const keepTransportation = (planned: boolean, event: Pick<Event, 'transportationProvided'>): boolean =>
  planned && event.transportationProvided;

/**
 * §5 "Arrival and departure are clamped within the event's meet and pickup times; if arrival is
 * later than departure they are swapped" (the server's check of what a client sends).
 */
export function normaliseShiftTime(
  shift: ShiftTime | null | undefined,
  event: Pick<Event, 'meetDateTime' | 'pickupDateTime'>,
): ShiftTime | null {
  // one source of truth with the sign-up form's pickers (rules/partTime.ts)
  return shift ? clampShift(shift, event) : null;
}

// ---- §5 custom attendance fields ----

/** §5 "Custom fields shown to a member need displayToMember; ... managers see ... all". */
export const customFieldShown = (field: CustomAttendanceField, managesAttendance: boolean): boolean =>
  managesAttendance || field.displayToMember;

/** §5 "editable only with allowMemberToModify; managers ... edit all" (a hidden field is not editable). */
export const customFieldEditable = (field: CustomAttendanceField, managesAttendance: boolean): boolean =>
  managesAttendance || (field.displayToMember && field.allowMemberToModify);

/** The record's values a reader may see: managers all; others those of fields with displayToMember. */
export function visibleCustomFieldValues(
  values: readonly CustomAttendanceFieldValue[],
  fields: readonly CustomAttendanceField[],
  managesAttendance: boolean,
): CustomAttendanceFieldValue[] {
  if (managesAttendance) return [...values];
  const shown = new Set(fields.filter((f) => f.displayToMember).map((f) => f.title));
  return values.filter((v) => shown.has(v.title));
}

const prefillValue = (field: CustomAttendanceField): CustomAttendanceFieldValue =>
  ({ type: field.type, title: field.title, value: field.preFill }) as CustomAttendanceFieldValue;

/** Why a writer's custom field values are refused (checkCustomFieldValues). */
export type CustomFieldValuesRefusal =
  /** A value whose title the event does not define, of another type than its field, or twice. */
  | 'notEventField'
  /** §5 "editable only with allowMemberToModify": a changed value of a field the writer may not modify. */
  | 'notModifiable';

const sameValue = (a: CustomAttendanceFieldValue, b: CustomAttendanceFieldValue): boolean =>
  JSON.stringify(a.value) === JSON.stringify(b.value);

/**
 * The server's check of the values a writer sends, before mergeCustomFieldValues stores them:
 * every value must be one of the event's fields (same title and type, each at most once), and a
 * value of a field the writer may not modify (§5: managers edit all, members only
 * allowMemberToModify fields shown to them) must equal what the record keeps (its stored value,
 * else the preFill), so a form that echoes the whole record passes. §5 "A number field ignores
 * null": a null number is no change. null: accepted.
 */
export function checkCustomFieldValues(
  fields: readonly CustomAttendanceField[],
  sent: readonly CustomAttendanceFieldValue[] | undefined,
  stored: readonly CustomAttendanceFieldValue[],
  managesAttendance: boolean,
): { refusal: CustomFieldValuesRefusal; title: string } | null {
  const seen = new Set<string>();
  for (const value of sent ?? []) {
    const field = fields.find((f) => f.title === value.title);
    if (!field || field.type !== value.type || seen.has(value.title))
      return { refusal: 'notEventField', title: value.title };
    seen.add(value.title);
    if (customFieldEditable(field, managesAttendance)) continue;
    if (value.type === 'NUMBER' && value.value === null) continue;
    const kept = stored.find((v) => v.title === field.title && v.type === field.type) ?? prefillValue(field);
    if (!sameValue(value, kept)) return { refusal: 'notModifiable', title: value.title };
  }
  return null;
}

/**
 * The values to store, one per field of the event in the event's order: a value the writer may
 * edit (customFieldEditable) is taken from `sent` (same title and type; §5 "A number field ignores
 * null"), else the stored value is kept, else the field's preFill. Values of titles the event does
 * not define are dropped.
 */
export function mergeCustomFieldValues(
  fields: readonly CustomAttendanceField[],
  sent: readonly CustomAttendanceFieldValue[] | undefined,
  stored: readonly CustomAttendanceFieldValue[],
  managesAttendance: boolean,
): CustomAttendanceFieldValue[] {
  const find = (list: readonly CustomAttendanceFieldValue[] | undefined, f: CustomAttendanceField) =>
    list?.find((v) => v.title === f.title && v.type === f.type && !(v.type === 'NUMBER' && v.value === null));
  return fields.map((field) => {
    const fromSent = customFieldEditable(field, managesAttendance) ? find(sent, field) : undefined;
    return fromSent ?? find(stored, field) ?? prefillValue(field);
  });
}
