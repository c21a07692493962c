import { describe, expect, it } from 'vitest';
import { parseBody } from '../validation/parseBody.ts';
import {
  checkPOCMemberNumber,
  copyEventRequest,
  createEventRequest,
  eventContentChecked,
  eventFormErrors,
  eventMoveRequest,
  eventStatusRequest,
  parseIntegerInput,
  parseTimeRange,
  updateEventRequest,
} from './calls.ts';
import {
  blankPointOfContact,
  type EventContent,
  internalPointOfContactFor,
  newCustomAttendanceField,
  newEventContent,
} from './entities.ts';
import { EVENT_DESIGNED_MESSAGES, EVENT_FORM_MESSAGES as M } from './messages.ts';

const HOUR = 3_600_000;
const MEET = Date.UTC(2026, 11, 1, 23, 0);
const nhq = (id: number) => ({ type: 'CAPNHQMember', id }) as const;

/** A form a manager could submit: every §5 rule holds. */
function validForm(): EventContent {
  const e = newEventContent(MEET);
  e.smuniform.values[1] = true;
  e.cuniform.values[1] = true;
  return {
    ...e,
    name: 'Weekly meeting',
    meetLocation: 'Hangar 3',
    location: 'Hangar 3',
    pickupLocation: 'Hangar 3',
    meetDateTime: MEET,
    startDateTime: MEET + HOUR / 4,
    endDateTime: MEET + 2.25 * HOUR,
    pickupDateTime: MEET + 2.5 * HOUR,
    requiredEquipment: ['Water'],
    pointsOfContact: [
      internalPointOfContactFor(nhq(510020)),
      { ...blankPointOfContact('EXTERNAL'), name: 'Pat' },
    ],
  };
}

const messagesOf = (body: unknown) => {
  const r = parseBody(createEventRequest, body);
  return r.ok ? [] : (r.error.issues ?? []);
};

type Row = [rule: string, change: (e: EventContent) => void, message: string];

const FORM_RULES: Row[] = [
  ['name required', (e) => (e.name = '  '), M.nameRequired],
  ['meetLocation required', (e) => (e.meetLocation = ''), M.meetLocationRequired],
  ['startDateTime not before meetDateTime', (e) => (e.startDateTime = e.meetDateTime - 1), M.startBeforeMeet],
  ['location required', (e) => (e.location = ''), M.locationRequired],
  ['endDateTime not before startDateTime', (e) => (e.endDateTime = e.startDateTime - 1), M.endBeforeStart],
  ['pickupDateTime not before endDateTime', (e) => (e.pickupDateTime = e.endDateTime - 1), M.pickupBeforeEnd],
  ['pickupLocation required', (e) => (e.pickupLocation = ''), M.pickupLocationRequired],
  [
    'transportationDescription required when transportationProvided',
    (e) => {
      e.transportationProvided = true;
      e.transportationDescription = ' ';
    },
    M.transportationDescriptionRequired,
  ],
  [
    'at least one choice in smuniform',
    (e) => (e.smuniform.values = e.smuniform.values.map(() => false)),
    M.uniformRequired,
  ],
  [
    'at least one choice in cuniform',
    (e) => (e.cuniform.values = e.cuniform.values.map(() => false)),
    M.uniformRequired,
  ],
  ['every requiredEquipment entry non-empty', (e) => e.requiredEquipment.push(''), M.itemsEmpty],
  [
    "POC member number above 100000 ('Invalid CAPID')",
    (e) => e.pointsOfContact.push(internalPointOfContactFor(nhq(100000))),
    M.invalidCAPID,
  ],
  [
    "POC member number below 999999 ('Invalid CAPID')",
    (e) => e.pointsOfContact.push(internalPointOfContactFor(nhq(999999))),
    M.invalidCAPID,
  ],
  [
    "a member already an internal contact ('POC Already Present')",
    (e) => e.pointsOfContact.push(internalPointOfContactFor(nhq(510020))),
    M.pocAlreadyPresent,
  ],
  [
    'checkbox values match their labels (designed)',
    (e) => e.activity.values.pop(),
    EVENT_DESIGNED_MESSAGES.checkboxValuesMismatch,
  ],
  [
    'custom attendance field has a title (designed)',
    (e) => e.customAttendanceFields.push(newCustomAttendanceField('TEXT', MEET)),
    EVENT_DESIGNED_MESSAGES.customFieldTitleRequired,
  ],
  [
    'custom attendance field titles are unique (designed)',
    (e) => {
      const f = { ...newCustomAttendanceField('TEXT', MEET), title: 'Shirt size' };
      e.customAttendanceFields.push(f, { ...f });
    },
    EVENT_DESIGNED_MESSAGES.customFieldTitleDuplicate,
  ],
];

describe('§5 Event form: POST /api/events/ (createEventRequest)', () => {
  it('a valid form passes, with its token', () => {
    expect(messagesOf({ ...validForm(), token: 't' })).toEqual([]);
  });

  it.each(FORM_RULES)('%s', (_rule, change, message) => {
    const form = validForm();
    change(form);
    expect(messagesOf(form)).toEqual([message]);
    expect(eventFormErrors(form).map((e) => e.message)).toEqual([message]);
  });

  it('equal times are allowed (the rules say "not before")', () => {
    const form = { ...validForm(), startDateTime: MEET, endDateTime: MEET, pickupDateTime: MEET };
    expect(messagesOf(form)).toEqual([]);
  });

  it('"other" with a text counts as a uniform choice', () => {
    const form = validForm();
    form.smuniform = {
      ...form.smuniform,
      values: form.smuniform.values.map(() => false),
      otherSelected: true,
      otherValue: 'Flight jacket',
    };
    expect(messagesOf(form)).toEqual([]);
  });

  it('all failing rules are given at once, in the order of §5', () => {
    const form = { ...validForm(), name: '', pickupLocation: '', startDateTime: MEET - 1 };
    expect(messagesOf(form)).toEqual([M.nameRequired, M.startBeforeMeet, M.pickupLocationRequired]);
  });

  it('a prospective member as internal contact is not checked against member numbers', () => {
    const form = validForm();
    form.pointsOfContact.push(internalPointOfContactFor({ type: 'CAPProspectiveMember', id: 'md001-1' }));
    expect(messagesOf(form)).toEqual([]);
  });

  it('§3 qual rule is applied on save (allowMemberToModify false, displayToMember true)', () => {
    const form = validForm();
    form.customAttendanceFields.push({
      type: 'QUAL',
      title: 'GES',
      preFill: '',
      allowMemberToModify: true,
      displayToMember: false,
    });
    const r = createEventRequest.parse(form);
    expect(r.customAttendanceFields[0]).toMatchObject({ allowMemberToModify: false, displayToMember: true });
  });

  it.each<[string, unknown, string]>([
    ['status outside the enum', { status: 'Draft' }, "status must be an element of the enum 'EventStatus'"],
    ['name missing', { name: undefined }, 'name is required'],
    [
      'desiredNumberOfParticipants not an integer',
      { desiredNumberOfParticipants: 2.5 },
      'desiredNumberOfParticipants was unable to be verified',
    ],
  ])('generic §5 messages: %s', (_rule, change, message) => {
    expect(messagesOf({ ...validForm(), ...(change as object) })[0]).toBe(message);
  });
});

describe('§5 Points of contact: adding by member number (checkPOCMemberNumber)', () => {
  const existing = [internalPointOfContactFor(nhq(510020))];
  it.each<[string, string, ReturnType<typeof checkPOCMemberNumber>]>([
    ['a member number in range', '510021', { ok: true, id: 510021 }],
    ['100000 is not greater than 100000', '100000', { ok: false, message: M.invalidCAPID }],
    ['100001 is the first accepted', '100001', { ok: true, id: 100001 }],
    ['999998 is the last accepted', '999998', { ok: true, id: 999998 }],
    ['999999 is not less than 999999', '999999', { ok: false, message: M.invalidCAPID }],
    ['text', 'abc', { ok: false, message: M.invalidCAPID }],
    ['empty', '', { ok: false, message: M.invalidCAPID }],
    ['already an internal contact', '510020', { ok: false, message: M.pocAlreadyPresent }],
  ])('%s (%s)', (_rule, typed, expected) => {
    expect(checkPOCMemberNumber(typed, existing)).toEqual(expected);
  });
});

describe('§5 Integer input: only digits or empty (empty gives null)', () => {
  it.each<[string, number | null | undefined]>([
    ['', null],
    ['12', 12],
    ['-1', undefined],
    ['1.5', undefined],
    ['8a', undefined],
  ])('%j -> %j', (typed, expected) => {
    expect(parseIntegerInput(typed)).toBe(expected);
  });
});

describe('§7 PUT /api/events/{id} (updateEventRequest): changed fields', () => {
  const issues = (body: unknown) => {
    const r = parseBody(updateEventRequest, body);
    return r.ok ? [] : (r.error.issues ?? []);
  };
  it.each<[string, unknown, string[]]>([
    ['a status change alone', { status: 'CANCELLED', token: 't' }, []],
    ['a rename to blank', { name: '' }, [M.nameRequired]],
    ['times changed together keep their order', { startDateTime: 10, endDateTime: 5 }, [M.endBeforeStart]],
    ['a time alone (checked by the server on the merged event)', { pickupDateTime: 5 }, []],
    ['nothing changed', { token: 't' }, [EVENT_DESIGNED_MESSAGES.updateEmpty]],
  ])('%s', (_rule, body, expected) => {
    expect(issues(body)).toEqual(expected);
  });

  it('the merged event is checked in full (eventContentChecked)', () => {
    const merged = { ...validForm(), pickupDateTime: MEET };
    const r = parseBody(eventContentChecked, merged);
    expect(r.ok ? null : r.error.message).toBe(M.pickupBeforeEnd);
  });
});

describe('§7 status change, move, copy, range', () => {
  it('status change takes one of the six statuses', () => {
    expect(eventStatusRequest.safeParse({ status: 'INFORMATIONONLY' }).success).toBe(true);
    const r = parseBody(eventStatusRequest, { status: 'DONE' });
    expect(r.ok ? null : r.error.message).toBe("status must be an element of the enum 'EventStatus'");
  });

  it('a move sends all four times and keeps their order', () => {
    const t = { meetDateTime: 100, startDateTime: 200, endDateTime: 300, pickupDateTime: 400 };
    expect(eventMoveRequest.safeParse(t).success).toBe(true);
    const r = parseBody(eventMoveRequest, { ...t, meetDateTime: undefined });
    expect(r.ok ? null : r.error.message).toBe('meetDateTime is required');
  });

  it('§4 copy: status defaults to INFORMATIONONLY, copyFiles to false', () => {
    expect(copyEventRequest.parse({ newTime: MEET })).toEqual({
      newTime: MEET,
      copyFiles: false,
      newStatus: 'INFORMATIONONLY',
    });
    expect(copyEventRequest.parse({ newTime: MEET, copyFiles: true, newStatus: 'TENTATIVE' }).newStatus).toBe(
      'TENTATIVE',
    );
  });

  it.each<[string, string, boolean]>([
    ['0', '100', true],
    ['100', '100', true],
    ['100', '0', false],
    ['abc', '100', false],
    ['-5', '100', false],
  ])('range GET /events/%s/%s -> ok %s', (s, e, ok) => {
    expect(parseTimeRange(s, e).ok).toBe(ok);
  });
});
