// Events spec §3 (Event, Point of contact, Custom attendance field, Attendance record, Debrief
// item, Audit item, Viewer data, Link result, Other enumerations). Owner: svc-events; mfe-events
// reads the same schemas.
//
// Design note (what the spec leaves open, decided here):
// - Times (meet, start, end, pickup, registration deadline, fee due, shift times, timestamps) are
//   epoch milliseconds, entered and shown in America/New_York (§5); the event has no zone field.
// - registration, participationFee and emailBody are always present; useRegistration, a fee amount
//   above 0 and useEmailBody say whether they apply (the form keeps what was typed when toggled).
// - A checkbox group stores its own labels next to its values, so changing an option list later
//   does not reinterpret stored events; "other" counts as a choice when otherSelected is set.
// - Echelon event numbers (group/region) are {selection 0..4, otherValueSelected, otherValue}.
// - A point of contact is INTERNAL (memberReference) or EXTERNAL (name); both carry email, phone,
//   position, publicDisplay and the four receive flags. The server fills `name` of an internal one.
// - Custom attendance fields are a union on `type`; the preFill has the type's value type; a QUAL
//   field always has allowMemberToModify false and displayToMember true (the §3 notes' reading).
// - fileIDs are drive file ids (platform §3 File); teamID is a team of the event's account.
// - A LINKED event names its source with targetAccountID/targetEventID; the server answers its
//   content from the source (so it follows the source's changes). REGULAR events have them null.
// - Attendance is not embedded in the Event: GET /events/{id}/attendance and the viewer data carry
//   it, so an event's payload does not grow with its attendees. The debrief list is embedded.
// - An audit item is a union on type: Add and Delete carry objectData, Modify carries changes
//   (per field oldValue and newValue); every item names its actor (reference and name) and time.
import { z } from 'zod';
import { accountRowFields } from '../entities/accountRow.ts';
import { MemberReference } from '../entities/memberReference.ts';
import { Member } from '../entities/member.ts';
import { FileID } from '../files/file.ts';
import { registerEnumName } from '../validation/enumNames.ts';
import { DEFAULT_SIGNUP_EMAIL_BODY } from './attendance/emailBody.ts';
import {
  ACTIVITY_OPTIONS,
  CADET_UNIFORM_OPTIONS,
  LODGING_OPTIONS,
  MEALS_OPTIONS,
  REQUIRED_FORMS_OPTIONS,
  SENIOR_UNIFORM_OPTIONS,
} from './options.ts';
import { EVENT_STATUS_VALUES } from './rules/status.ts';

/** Epoch milliseconds. */
export const EpochMs = z.number().int().min(0).max(8.64e15);

// ---- §3 Other enumerations ----

export const EventStatus = z.enum(EVENT_STATUS_VALUES);
export type EventStatus = z.infer<typeof EventStatus>;
registerEnumName(EventStatus, 'EventStatus');

/** §3 status names (the form's select). */
export const EVENT_STATUS_NAMES: Record<EventStatus, string> = {
  DRAFT: 'Draft',
  TENTATIVE: 'Tentative',
  CONFIRMED: 'Confirmed',
  COMPLETE: 'Complete',
  CANCELLED: 'Cancelled',
  INFORMATIONONLY: 'Information Only',
};
// The §4 viewer labels and the §3 list labels ('Info Only') are in rules/status.ts.

export const EventType = z.enum(['REGULAR', 'LINKED']);
export type EventType = z.infer<typeof EventType>;
registerEnumName(EventType, 'EventType');

export const AttendanceStatus = z.enum([
  'COMMITTEDATTENDED',
  'NOSHOW',
  'RESCINDEDCOMMITMENTTOATTEND',
  'NOTPLANNINGTOATTEND',
]);
export type AttendanceStatus = z.infer<typeof AttendanceStatus>;
registerEnumName(AttendanceStatus, 'AttendanceStatus');

/** §3 Echelon event number states. */
export const EchelonEventNumberState = z.enum({
  NotRequired: 0,
  ToBeAppliedFor: 1,
  AppliedFor: 2,
  Denied: 3,
  Approved: 4,
});
export type EchelonEventNumberState = z.infer<typeof EchelonEventNumberState>;
registerEnumName(EchelonEventNumberState, 'EchelonEventNumber');

/** §8 import and calendar population error enumerations. */
export const EventImportError = z.enum(['None', 'BadData', 'BadInsert', 'BadClear', 'BadPerms']);
registerEnumName(EventImportError, 'EventImportError');
export const CalendarPopulationError = z.enum(['None', 'InsertError', 'NoPermissions']);
registerEnumName(CalendarPopulationError, 'CalendarPopulationError');

// ---- limits (designed: generous for people, bounded for the database) ----

export const EVENT_LIMITS = {
  text: 1000,
  markdown: 50000,
  listItems: 100,
  pointsOfContact: 50,
  customFields: 50,
  files: 100,
} as const;

const text = () => z.string().max(EVENT_LIMITS.text);
const markdown = () => z.string().max(EVENT_LIMITS.markdown);

// ---- §3 parts of an event ----

/** §3 checkbox group: labels, values, and optionally otherSelected and otherValue. */
export const CheckboxGroup = z.object({
  labels: z.array(text()).max(EVENT_LIMITS.listItems),
  values: z.array(z.boolean()).max(EVENT_LIMITS.listItems),
  otherSelected: z.boolean().optional(),
  otherValue: text().optional(),
});
export type CheckboxGroup = z.infer<typeof CheckboxGroup>;

/** A checkbox group with nothing chosen. */
export const emptyCheckboxGroup = (labels: readonly string[]): CheckboxGroup => ({
  labels: [...labels],
  values: labels.map(() => false),
  otherSelected: false,
  otherValue: '',
});

/** Whether a group has at least one choice ("other" with a text counts). */
export const hasChoice = (group: CheckboxGroup): boolean =>
  group.values.some(Boolean) || (group.otherSelected === true && (group.otherValue ?? '').trim() !== '');

export const EchelonEventNumber = z.object({
  selection: EchelonEventNumberState,
  otherValueSelected: z.boolean(),
  otherValue: text(),
});
export type EchelonEventNumber = z.infer<typeof EchelonEventNumber>;

const pocCommon = {
  email: text(),
  phone: text(),
  position: text(),
  publicDisplay: z.boolean(),
  receiveEventUpdates: z.boolean(),
  receiveRoster: z.boolean(),
  receiveSignUpUpdates: z.boolean(),
  receiveUpdates: z.boolean(),
};
export const PointOfContactType = z.enum(['INTERNAL', 'EXTERNAL']);
export type PointOfContactType = z.infer<typeof PointOfContactType>;
registerEnumName(PointOfContactType, 'PointOfContactType');

export const InternalPointOfContact = z.object({
  type: z.literal('INTERNAL'),
  memberReference: MemberReference,
  /** Filled in by the server from the member (display only; ignored in requests). */
  name: text().optional(),
  ...pocCommon,
});
export const ExternalPointOfContact = z.object({ type: z.literal('EXTERNAL'), name: text(), ...pocCommon });
export const PointOfContact = z.discriminatedUnion('type', [InternalPointOfContact, ExternalPointOfContact]);
export type InternalPointOfContact = z.infer<typeof InternalPointOfContact>;
export type ExternalPointOfContact = z.infer<typeof ExternalPointOfContact>;
export type PointOfContact = z.infer<typeof PointOfContact>;

const blankPocCommon = {
  email: '',
  phone: '',
  position: '',
  publicDisplay: true,
  receiveEventUpdates: false,
  receiveRoster: false,
  receiveSignUpUpdates: false,
  receiveUpdates: false,
};

/** §5 "Changing the contact type resets it to a blank record of that type" (publicDisplay true). */
export function blankPointOfContact(type: 'EXTERNAL'): ExternalPointOfContact;
export function blankPointOfContact(type: 'INTERNAL', member: MemberReference): InternalPointOfContact;
export function blankPointOfContact(type: PointOfContactType, member?: MemberReference): PointOfContact {
  if (type === 'EXTERNAL') return { type, name: '', ...blankPocCommon };
  if (!member) throw new Error('an internal point of contact needs a member');
  return { type, memberReference: member, ...blankPocCommon };
}

/**
 * §3 "A contact added by member number starts with empty position and all receive flags false"
 * (publicDisplay keeps its default, true); email and phone come from the member when known.
 */
export const internalPointOfContactFor = (
  member: MemberReference,
  email = '',
  phone = '',
): InternalPointOfContact => ({ ...blankPointOfContact('INTERNAL', member), email, phone });

// ---- §3 Custom attendance field (definition and value) ----

export const CustomAttendanceFieldType = z.enum(['TEXT', 'NUMBER', 'DATE', 'CHECKBOX', 'FILE', 'QUAL']);
export type CustomAttendanceFieldType = z.infer<typeof CustomAttendanceFieldType>;
registerEnumName(CustomAttendanceFieldType, 'CustomAttendanceFieldType');

/** §3 form type labels. */
export const CUSTOM_FIELD_TYPE_LABELS: Record<CustomAttendanceFieldType, string> = {
  TEXT: 'Text',
  NUMBER: 'Number',
  DATE: 'Date',
  CHECKBOX: 'Checkbox',
  FILE: 'File',
  QUAL: 'OPS Qual',
};

const fieldCommon = { title: text(), displayToMember: z.boolean(), allowMemberToModify: z.boolean() };
const customValue = {
  TEXT: () => markdown(),
  NUMBER: () => z.number().finite(),
  DATE: () => EpochMs,
  CHECKBOX: () => z.boolean(),
  FILE: () => z.array(FileID).max(EVENT_LIMITS.files),
  QUAL: () => text(),
};

export const CustomAttendanceField = z.discriminatedUnion('type', [
  z.object({ type: z.literal('TEXT'), preFill: customValue.TEXT(), ...fieldCommon }),
  z.object({ type: z.literal('NUMBER'), preFill: customValue.NUMBER(), ...fieldCommon }),
  z.object({ type: z.literal('DATE'), preFill: customValue.DATE(), ...fieldCommon }),
  z.object({ type: z.literal('CHECKBOX'), preFill: customValue.CHECKBOX(), ...fieldCommon }),
  z.object({ type: z.literal('FILE'), preFill: customValue.FILE(), ...fieldCommon }),
  z.object({ type: z.literal('QUAL'), preFill: customValue.QUAL(), ...fieldCommon }),
]);
export type CustomAttendanceField = z.infer<typeof CustomAttendanceField>;

/** §3 prefills: text empty, number 0, date now, checkbox false, qual empty, file none. */
export function newCustomAttendanceField(
  type: CustomAttendanceFieldType,
  now: number,
): CustomAttendanceField {
  const common = { title: '', displayToMember: true, allowMemberToModify: true };
  switch (type) {
    case 'TEXT':
      return { type, preFill: '', ...common };
    case 'NUMBER':
      return { type, preFill: 0, ...common };
    case 'DATE':
      return { type, preFill: now, ...common };
    case 'CHECKBOX':
      return { type, preFill: false, ...common };
    case 'FILE':
      return { type, preFill: [], ...common };
    case 'QUAL':
      return applyQualRule({ type, preFill: '', ...common });
  }
}

/** §3 "A qual field forces allowMemberToModify to false and displayToMember to true". */
export function applyQualRule<F extends CustomAttendanceField>(field: F): F {
  return field.type === 'QUAL' ? { ...field, allowMemberToModify: false, displayToMember: true } : field;
}

/** §3 attendance record customAttendanceFieldValues (type, title, value); FILE's value is a list. */
export const CustomAttendanceFieldValue = z.discriminatedUnion('type', [
  z.object({ type: z.literal('TEXT'), title: text(), value: customValue.TEXT() }),
  z.object({ type: z.literal('NUMBER'), title: text(), value: customValue.NUMBER().nullable() }),
  z.object({ type: z.literal('DATE'), title: text(), value: customValue.DATE() }),
  z.object({ type: z.literal('CHECKBOX'), title: text(), value: customValue.CHECKBOX() }),
  z.object({ type: z.literal('FILE'), title: text(), value: customValue.FILE() }),
  z.object({ type: z.literal('QUAL'), title: text(), value: customValue.QUAL() }),
]);
export type CustomAttendanceFieldValue = z.infer<typeof CustomAttendanceFieldValue>;

// ---- §3 Attendance record, Debrief item ----

export const ShiftTime = z.object({ arrivalTime: EpochMs, departureTime: EpochMs });
export type ShiftTime = z.infer<typeof ShiftTime>;

export const AttendanceRecord = z.object({
  timestamp: EpochMs,
  memberID: MemberReference,
  memberName: text(),
  status: AttendanceStatus,
  comments: markdown(),
  shiftTime: ShiftTime.nullable(),
  planToUseCAPTransportation: z.boolean(),
  canUsePhotos: z.boolean(),
  customAttendanceFieldValues: z.array(CustomAttendanceFieldValue).max(EVENT_LIMITS.customFields),
  summaryEmailSent: z.boolean(),
  sourceAccountID: z.string().max(100),
  sourceEventID: z.number().int().positive(),
  /**
   * Beyond the spec (the waitlist): present, and true, only on a
   * COMMITTEDATTENDED record waiting for a place (not counted among desiredNumberOfParticipants).
   * Set by the server only; the spec's fields above are unchanged.
   */
  waitlisted: z.literal(true).optional(),
  /** The waiting record's place in the event's waitlist, from 1 (only with waitlisted). */
  waitlistPosition: z.number().int().positive().optional(),
});
export type AttendanceRecord = z.infer<typeof AttendanceRecord>;

export const DebriefItem = z.object({
  debriefText: markdown(),
  publicView: z.boolean(),
  memberName: text(),
  memberRef: MemberReference,
  timeSubmitted: EpochMs,
});
export type DebriefItem = z.infer<typeof DebriefItem>;

// ---- §3 Event ----

/** The fields a manager edits in the §2 form (the body of create; update sends some of them). */
export const eventContentShape = {
  name: text(),
  subtitle: text(),
  status: EventStatus,
  comments: markdown(),
  memberComments: markdown(),
  administrationComments: markdown(),
  meetLocation: text(),
  location: text(),
  pickupLocation: text(),
  meetDateTime: EpochMs,
  startDateTime: EpochMs,
  endDateTime: EpochMs,
  pickupDateTime: EpochMs,
  transportationProvided: z.boolean(),
  transportationDescription: text(),
  activity: CheckboxGroup,
  lodgingArrangments: CheckboxGroup,
  eventWebsite: text(),
  highAdventureDescription: markdown(),
  smuniform: CheckboxGroup,
  cuniform: CheckboxGroup,
  requiredForms: CheckboxGroup,
  requiredEquipment: z.array(text()).max(EVENT_LIMITS.listItems),
  mealsDescription: CheckboxGroup,
  /** §5 "Integer input ... empty gives null". */
  desiredNumberOfParticipants: z.number().int().min(0).max(1e6).nullable(),
  useRegistration: z.boolean(),
  registration: z.object({ deadline: EpochMs, information: markdown() }),
  participationFee: z.object({ feeDue: EpochMs, feeAmount: z.number().min(0).max(1e6) }),
  acceptSignups: z.boolean(),
  signUpDenyMessage: text(),
  useEmailBody: z.boolean(),
  emailBody: z.object({ body: markdown() }),
  signUpPartTime: z.boolean(),
  showUpcoming: z.boolean(),
  complete: z.boolean(),
  groupEventNumber: EchelonEventNumber,
  regionEventNumber: EchelonEventNumber,
  pointsOfContact: z.array(PointOfContact).max(EVENT_LIMITS.pointsOfContact),
  customAttendanceFields: z.array(CustomAttendanceField).max(EVENT_LIMITS.customFields),
  fileIDs: z.array(FileID).max(EVENT_LIMITS.files),
  privateAttendance: z.boolean(),
  /** A training name, or null for 'Not Needed'. */
  requirementTag: text().nullable(),
  teamID: z.number().int().nonnegative().nullable(),
  limitSignupsToTeam: z.boolean(),
};
export const EventContent = z.object(eventContentShape);
export type EventContent = z.infer<typeof EventContent>;

/**
 * A new event's form content (§3 and §9 defaults): status Draft, desired participants 8, fee 0,
 * contacts shown publicly, nothing chosen. All times are `now`; rules/timeDefaults.ts fills the
 * others once the meet time is set.
 */
export function newEventContent(now: number): EventContent {
  const echelon = (): EchelonEventNumber => ({ selection: 0, otherValueSelected: false, otherValue: '' });
  return {
    name: '',
    subtitle: '',
    status: 'DRAFT',
    comments: '',
    memberComments: '',
    administrationComments: '',
    meetLocation: '',
    location: '',
    pickupLocation: '',
    meetDateTime: now,
    startDateTime: now,
    endDateTime: now,
    pickupDateTime: now,
    transportationProvided: false,
    transportationDescription: '',
    activity: emptyCheckboxGroup(ACTIVITY_OPTIONS),
    lodgingArrangments: emptyCheckboxGroup(LODGING_OPTIONS),
    eventWebsite: '',
    highAdventureDescription: '',
    smuniform: emptyCheckboxGroup(SENIOR_UNIFORM_OPTIONS),
    cuniform: emptyCheckboxGroup(CADET_UNIFORM_OPTIONS),
    requiredForms: emptyCheckboxGroup(REQUIRED_FORMS_OPTIONS),
    requiredEquipment: [],
    mealsDescription: emptyCheckboxGroup(MEALS_OPTIONS),
    desiredNumberOfParticipants: 8,
    useRegistration: false,
    registration: { deadline: now, information: '' },
    participationFee: { feeDue: now, feeAmount: 0 },
    acceptSignups: true,
    signUpDenyMessage: '',
    useEmailBody: false,
    // §5: the default template with its placeholders (attendance/emailBody.ts)
    emailBody: { body: DEFAULT_SIGNUP_EMAIL_BODY },
    signUpPartTime: false,
    showUpcoming: true,
    complete: false,
    groupEventNumber: echelon(),
    regionEventNumber: echelon(),
    pointsOfContact: [],
    customAttendanceFields: [],
    fileIDs: [],
    privateAttendance: false,
    requirementTag: null,
    teamID: null,
    limitSignupsToTeam: false,
  };
}

/** §3 Event as the server answers it. */
export const Event = EventContent.extend({
  id: z.number().int().positive(),
  accountID: z.string().max(100),
  type: EventType,
  author: MemberReference,
  debrief: z.array(DebriefItem),
  /** The source of a LINKED event; null for REGULAR events. */
  targetAccountID: z.string().max(100).nullable(),
  targetEventID: z.number().int().positive().nullable(),
});
export type Event = z.infer<typeof Event>;

// The §2 Event ID text (ACCOUNT-number) is rules/eventUrl.ts formatEventID.

// ---- §3 Audit item ----

export const AuditChange = z.object({ oldValue: z.unknown(), newValue: z.unknown() });
const auditCommon = { timestamp: EpochMs, actor: MemberReference.nullable(), actorName: text() };
export const AuditItem = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Add'), objectData: z.record(z.string(), z.unknown()), ...auditCommon }),
  z.object({ type: z.literal('Modify'), changes: z.record(z.string(), AuditChange), ...auditCommon }),
  z.object({ type: z.literal('Delete'), objectData: z.record(z.string(), z.unknown()), ...auditCommon }),
]);
export type AuditItem = z.infer<typeof AuditItem>;

// ---- §3 Viewer data, Link result ----

export const OrgContactType = z.enum(['URL', 'EMAIL']);
registerEnumName(OrgContactType, 'OrgContactType');
export const OrgInformation = z.object({
  orgName: text(),
  commanderName: text(),
  contacts: z.array(z.object({ type: OrgContactType, contact: text() })),
});
export type OrgInformation = z.infer<typeof OrgInformation>;

export const LinkedEventSummary = z.object({
  ...accountRowFields,
  name: z.string(),
  accountName: z.string(),
});
export type LinkedEventSummary = z.infer<typeof LinkedEventSummary>;

/** One attendee of the viewer: member and orgInformation are null when not shown to the viewer. */
export const ViewerAttendee = z.object({
  record: AttendanceRecord,
  member: Member.nullable(),
  orgInformation: OrgInformation.nullable(),
});
export const ViewerData = z.object({
  event: Event,
  attendees: z.array(ViewerAttendee),
  /** As the viewer may see them (§6: hidden email/phone, flags, dropped non-public contacts). */
  pointsOfContact: z.array(PointOfContact),
  authorFullName: z.string().nullable(),
  linkedEvents: z.array(LinkedEventSummary),
  /** The source account's name when the event is itself linked (the banner), else null. */
  sourceAccountName: z.string().nullable(),
});
export type ViewerData = z.infer<typeof ViewerData>;

export const LinkResult = z.union([
  z.object({ id: z.number().int().positive(), accountID: z.string() }),
  z.object({ message: z.string() }),
]);
export type LinkResult = z.infer<typeof LinkResult>;
