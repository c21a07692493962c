// Events spec §7 event calls (owner: svc-events; all under /api, every modifying call carries the
// CSRF token as body field `token` or header x-csrf-token), one schema per call:
//   POST   /api/events/                          createEventRequest           -> 201 Event
//   GET    /api/events/{id}                      -                            -> Event
//   GET    /api/events/{id}/viewer               -                            -> ViewerData
//   GET    /api/events/{id}/audit                -                            -> AuditItem[] (managers)
//   PUT    /api/events/{id}                      updateEventRequest (changed fields; a status change
//                                                is eventStatusRequest, a move eventMoveRequest,
//                                                a cancel {status: 'CANCELLED'})  -> Event
//   DELETE /api/events/{id}                      -                            -> 204
//   POST   /api/events/{id}/copy                 copyEventRequest {newTime, copyFiles, newStatus}
//                                                                             -> copyEventResponse {id}
//   POST   /api/events/{eventid}/link/{targetaccount}  -                      -> LinkResult
//   GET    /api/events/{id}/linkable             - (designed: the spec shows no path)
//                                                                             -> linkableAccountsResponse
//   GET    /api/events/{timestart}/{timeend}     times in ms (parseTimeRange) -> Event[]
//   GET    /api/events                           - (list and short list)      -> Event[]
//   GET    /api/events/upcoming                  -                            -> Event[]
//   GET    /api/events/recurring                 - (next recurring meeting)   -> Event, or 204 if none
// POST /api/events/account/ belongs to svc-identity (contracts/src/eventAccounts). Attendance calls:
// attendance/calls.ts; debrief calls: debriefs.ts; the managers' attendee contacts: attendanceContacts.ts.
import { z } from 'zod';
import { areMemberReferencesEqual } from '../entities/memberReference.ts';
import {
  AuditItem,
  CheckboxGroup,
  Event,
  EventContent,
  eventContentShape,
  EventStatus,
  hasChoice,
  LinkResult,
  ViewerData,
  type EventContent as EventContentT,
  type PointOfContact,
} from './entities.ts';
import { EVENT_DESIGNED_MESSAGES, EVENT_FORM_MESSAGES } from './messages.ts';

/** §9 member numbers of points of contact: above 100000 and below 999999. */
export const POC_MEMBER_NUMBER = { above: 100000, below: 999999 } as const;

export const isValidPOCMemberNumber = (n: number): boolean =>
  Number.isInteger(n) && n > POC_MEMBER_NUMBER.above && n < POC_MEMBER_NUMBER.below;

/**
 * §5 Points of contact, adding by member number: the typed text must be a number above 100000
 * and below 999999 ('Invalid CAPID'), and not already an internal contact ('POC Already Present').
 * Gives the number, or the message to show.
 */
export function checkPOCMemberNumber(
  typed: string,
  existing: readonly PointOfContact[],
): { ok: true; id: number } | { ok: false; message: string } {
  const id = /^\s*\d+\s*$/.test(typed) ? Number(typed) : NaN;
  if (!isValidPOCMemberNumber(id)) return { ok: false, message: EVENT_FORM_MESSAGES.invalidCAPID };
  const present = existing.some(
    (p) => p.type === 'INTERNAL' && areMemberReferencesEqual(p.memberReference, { type: 'CAPNHQMember', id }),
  );
  return present ? { ok: false, message: EVENT_FORM_MESSAGES.pocAlreadyPresent } : { ok: true, id };
}

/** §5 "Integer input accepts only digits or empty (empty gives null)": undefined = refused. */
export function parseIntegerInput(typed: string): number | null | undefined {
  if (typed === '') return null;
  return /^\d+$/.test(typed) ? Number(typed) : undefined;
}

export type EventFormError = { path: string[]; message: string };

/**
 * §5 Event form and Points of contact rules, in the order §5 lists them. Works on a whole form or
 * on the changed fields of an update (a rule whose fields are absent is skipped); the server runs
 * it again on the merged event. The form shows these messages and disables submit while any is
 * given; the request schemas below raise them as issues.
 */
export function eventFormErrors(e: Partial<EventContentT>): EventFormError[] {
  const out: EventFormError[] = [];
  const add = (path: (string | number)[], message: string) => out.push({ path: path.map(String), message });
  const blank = (v: string | undefined) => v !== undefined && v.trim() === '';
  const before = (a: number | undefined, b: number | undefined) =>
    a !== undefined && b !== undefined && a < b;

  if (blank(e.name)) add(['name'], EVENT_FORM_MESSAGES.nameRequired);
  if (blank(e.meetLocation)) add(['meetLocation'], EVENT_FORM_MESSAGES.meetLocationRequired);
  if (before(e.startDateTime, e.meetDateTime)) add(['startDateTime'], EVENT_FORM_MESSAGES.startBeforeMeet);
  if (blank(e.location)) add(['location'], EVENT_FORM_MESSAGES.locationRequired);
  if (before(e.endDateTime, e.startDateTime)) add(['endDateTime'], EVENT_FORM_MESSAGES.endBeforeStart);
  if (before(e.pickupDateTime, e.endDateTime)) add(['pickupDateTime'], EVENT_FORM_MESSAGES.pickupBeforeEnd);
  if (blank(e.pickupLocation)) add(['pickupLocation'], EVENT_FORM_MESSAGES.pickupLocationRequired);
  if (e.transportationProvided === true && (e.transportationDescription ?? '').trim() === '') {
    add(['transportationDescription'], EVENT_FORM_MESSAGES.transportationDescriptionRequired);
  }
  if (e.smuniform && !hasChoice(e.smuniform)) add(['smuniform'], EVENT_FORM_MESSAGES.uniformRequired);
  if (e.cuniform && !hasChoice(e.cuniform)) add(['cuniform'], EVENT_FORM_MESSAGES.uniformRequired);
  e.requiredEquipment?.forEach((item, i) => {
    if (item.trim() === '') add(['requiredEquipment', i], EVENT_FORM_MESSAGES.itemsEmpty);
  });

  const seen: number[] = [];
  e.pointsOfContact?.forEach((poc, i) => {
    if (poc.type !== 'INTERNAL' || poc.memberReference.type !== 'CAPNHQMember') return;
    const id = poc.memberReference.id;
    if (!isValidPOCMemberNumber(id)) add(['pointsOfContact', i], EVENT_FORM_MESSAGES.invalidCAPID);
    else if (seen.includes(id)) add(['pointsOfContact', i], EVENT_FORM_MESSAGES.pocAlreadyPresent);
    seen.push(id);
  });

  const groups = [
    'activity',
    'lodgingArrangments',
    'smuniform',
    'cuniform',
    'requiredForms',
    'mealsDescription',
  ];
  for (const key of groups) {
    const g = e[key as keyof EventContentT] as CheckboxGroup | undefined;
    if (g && g.labels.length !== g.values.length) add([key], EVENT_DESIGNED_MESSAGES.checkboxValuesMismatch);
  }
  const titles = new Set<string>();
  e.customAttendanceFields?.forEach((f, i) => {
    const title = f.title.trim();
    if (title === '') add(['customAttendanceFields', i], EVENT_DESIGNED_MESSAGES.customFieldTitleRequired);
    else if (titles.has(title))
      add(['customAttendanceFields', i], EVENT_DESIGNED_MESSAGES.customFieldTitleDuplicate);
    titles.add(title);
  });
  return out;
}

const raiseFormErrors = (e: Partial<EventContentT>, ctx: z.RefinementCtx) => {
  for (const err of eventFormErrors(e))
    ctx.addIssue({ code: 'custom', path: err.path, message: err.message });
};

/** §3 "A qual field forces allowMemberToModify to false and displayToMember to true": applied on save. */
const forceQualRule = <T extends Partial<EventContentT>>(e: T): T =>
  e.customAttendanceFields
    ? {
        ...e,
        customAttendanceFields: e.customAttendanceFields.map((f) =>
          f.type === 'QUAL' ? { ...f, allowMemberToModify: false, displayToMember: true } : f,
        ),
      }
    : e;

const token = z.string().optional();

/** POST /api/events/: the whole §2 form. The server sets id, accountID, author, type REGULAR. */
export const createEventRequest = EventContent.extend({ token })
  .superRefine(raiseFormErrors)
  .transform(forceQualRule);
export type CreateEventRequest = z.input<typeof createEventRequest>;

/** The merged event (stored event plus changes) the server checks before it saves an update. */
export const eventContentChecked = EventContent.superRefine(raiseFormErrors).transform(forceQualRule);

/** PUT /api/events/{id}: the changed fields (at least one). */
export const updateEventRequest = z
  .object(eventContentShape)
  .partial()
  .extend({ token })
  .superRefine((e, ctx) => {
    const { token: _t, ...fields } = e;
    if (Object.values(fields).every((v) => v === undefined)) {
      ctx.addIssue({ code: 'custom', message: EVENT_DESIGNED_MESSAGES.updateEmpty });
    }
    raiseFormErrors(fields, ctx);
  })
  .transform(forceQualRule);
export type UpdateEventRequest = z.input<typeof updateEventRequest>;

/** PUT /api/events/{id} from the list's status changer (and a cancel). */
export const eventStatusRequest = z.object({ status: EventStatus, token });
export type EventStatusRequest = z.infer<typeof eventStatusRequest>;

/** PUT /api/events/{id} for a move: §4 all four times shift by the same delta (rules/ computes it). */
export const eventMoveRequest = z
  .object({
    meetDateTime: eventContentShape.meetDateTime,
    startDateTime: eventContentShape.startDateTime,
    endDateTime: eventContentShape.endDateTime,
    pickupDateTime: eventContentShape.pickupDateTime,
    token,
  })
  .superRefine(raiseFormErrors);
export type EventMoveRequest = z.infer<typeof eventMoveRequest>;

/** POST /api/events/{id}/copy: newTime is the copy's meet time; §4 status default INFORMATIONONLY. */
export const copyEventRequest = z.object({
  newTime: eventContentShape.meetDateTime,
  copyFiles: z.boolean().default(false),
  newStatus: EventStatus.default('INFORMATIONONLY'),
  token,
});
export type CopyEventBody = z.input<typeof copyEventRequest>;
export const copyEventResponse = z.object({ id: z.number().int().positive() });
export type CopyEventResponse = z.infer<typeof copyEventResponse>;

/** POST /api/events/{eventid}/link/{targetaccount}: body carries only the token. */
export const linkEventRequest = z.object({ token });
export const linkEventResponse = LinkResult;

/** GET /api/events/{id}/linkable: accounts the member may manage events in, not yet linked. */
export const LinkableAccount = z.object({ id: z.string(), name: z.string() });
export const linkableAccountsResponse = z.array(LinkableAccount);
export type LinkableAccountsResponse = z.infer<typeof linkableAccountsResponse>;

export const eventResponse = Event;
export const eventListResponse = z.array(Event);
export type EventListResponse = z.infer<typeof eventListResponse>;
export const viewerResponse = ViewerData;
export const auditResponse = z.array(AuditItem);
export type AuditResponse = z.infer<typeof auditResponse>;

// The {id} of /api/events/{id} is read with rules/eventUrl.ts parseEventUrlId (the part before
// the first dash; 'Could not find event specified' otherwise).

/** GET /api/events/{timestart}/{timeend}: two ms times, start not after end; else a message. */
export function parseTimeRange(
  start: string,
  end: string,
): { ok: true; start: number; end: number } | { ok: false; message: string } {
  const s = /^\d{1,16}$/.test(start) ? Number(start) : NaN;
  const e = /^\d{1,16}$/.test(end) ? Number(end) : NaN;
  if (!Number.isSafeInteger(s) || !Number.isSafeInteger(e) || s > e) {
    return { ok: false, message: EVENT_DESIGNED_MESSAGES.invalidTimeRange };
  }
  return { ok: true, start: s, end: e };
}
