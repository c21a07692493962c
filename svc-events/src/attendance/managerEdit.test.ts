// Service tests (real PostgreSQL, fresh database) of a manager's edit of another member's record
// (PUT /api/events/{id}/attendance, events §5 and §6): shift, transport and custom field values,
// manager-only fields and file fields, and the refusals a member meets.
import { ATTENDANCE_DESIGNED_MESSAGES as D, type EventContent } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEventsHarness,
  DRAFTER,
  FULL,
  PLAIN,
  validContent,
  type EventsHarness,
  type Viewer,
  type Who,
} from '../testing/harness.ts';
import { findAttendance } from './attendanceRepository.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;
const FUTURE = Date.now() + 10 * DAY;
const FILE_ID = '0123456789abcdef0123456789abcdef';
const OTHER_FILE_ID = 'fedcba9876543210fedcba9876543210';

const FIELDS: EventContent['customAttendanceFields'] = [
  { type: 'TEXT', title: 'Shirt', preFill: 'M', displayToMember: true, allowMemberToModify: true },
  // §3 "A qual field forces allowMemberToModify to false and displayToMember to true"
  { type: 'QUAL', title: 'OPS Qual', preFill: '', displayToMember: true, allowMemberToModify: false },
  { type: 'FILE', title: 'Medical form', preFill: [], displayToMember: true, allowMemberToModify: true },
];

let h: EventsHarness;
beforeAll(async () => {
  h = await createEventsHarness();
});
afterAll(() => h?.close());

const content = validContent(FUTURE);
const MEET = content.meetDateTime;
const PICKUP = content.pickupDateTime;
const seed = (overrides: Partial<EventContent> = {}) =>
  h.seed(
    validContent(FUTURE, {
      status: 'CONFIRMED',
      signUpPartTime: true,
      transportationProvided: true,
      transportationDescription: 'Van',
      customAttendanceFields: FIELDS,
      ...overrides,
    }),
  );
const url = (id: number) => `/api/events/${id}/attendance`;
const signUp = (id: number, who: Viewer, body: object = {}) =>
  h.call('post', url(id), who).send({ memberID: who.ref, ...body });
const modify = (id: number, who: Who, body: object) => h.call('put', url(id), who).send(body);
/** The record as stored (every field, whoever may read it). */
const stored = (id: number) => findAttendance(h.db, { accountID: 'md001', eventID: id }, PLAIN.ref);

describe('§6 "FULL adds ... custom-field editing": a FULL manager edits another member\'s record', () => {
  it("changes the member's shift, transport plan and custom fields, including the manager-only OPS Qual", async () => {
    const id = await seed();
    expect((await signUp(id, PLAIN)).status).toBe(201);
    const res = await modify(id, FULL, {
      memberID: PLAIN.ref,
      shiftTime: { arrivalTime: MEET + 30 * MINUTE, departureTime: PICKUP - 15 * MINUTE },
      planToUseCAPTransportation: true,
      customAttendanceFieldValues: [
        { type: 'TEXT', title: 'Shirt', value: 'XL' },
        { type: 'QUAL', title: 'OPS Qual', value: 'Mission Scanner' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      memberID: PLAIN.ref,
      shiftTime: { arrivalTime: MEET + 30 * MINUTE, departureTime: PICKUP - 15 * MINUTE },
      planToUseCAPTransportation: true,
      customAttendanceFieldValues: [
        { type: 'TEXT', title: 'Shirt', value: 'XL' },
        { type: 'QUAL', title: 'OPS Qual', value: 'Mission Scanner' },
        { type: 'FILE', title: 'Medical form', value: [] },
      ],
    });
    expect((await stored(id))!.customAttendanceFieldValues[1]).toEqual({
      type: 'QUAL',
      title: 'OPS Qual',
      value: 'Mission Scanner',
    });
  });

  it('§5 "Arrival and departure are clamped within the event\'s meet and pickup times; if arrival is later than departure they are swapped"', async () => {
    const id = await seed();
    await signUp(id, PLAIN);
    const res = await modify(id, FULL, {
      memberID: PLAIN.ref,
      shiftTime: { arrivalTime: PICKUP + DAY, departureTime: MEET + 45 * MINUTE },
    });
    expect(res.status).toBe(200);
    expect(res.body.shiftTime).toEqual({ arrivalTime: MEET + 45 * MINUTE, departureTime: PICKUP });
  });

  it('§5 "planToUseCAPTransportation is kept true only if the event provides transportation"', async () => {
    const id = await seed({ transportationProvided: false, transportationDescription: '' });
    await signUp(id, PLAIN);
    const res = await modify(id, FULL, { memberID: PLAIN.ref, planToUseCAPTransportation: true });
    expect(res.status).toBe(200);
    expect(res.body.planToUseCAPTransportation).toBe(false);
  });
});

describe('§5 "An existing record is editable only by a member with FULL event management, or by the record\'s own member before pickup time"', () => {
  it("a member editing someone else's shift, transport or fields: 403 'You do not have permission to do that', nothing changed", async () => {
    const id = await seed();
    await signUp(id, PLAIN);
    const before = await stored(id);
    // DRAFTER: ADDDRAFTEVENTS, an event manager below FULL and no attendance manager
    const res = await modify(id, DRAFTER, {
      memberID: PLAIN.ref,
      shiftTime: { arrivalTime: MEET + 30 * MINUTE, departureTime: PICKUP },
      planToUseCAPTransportation: true,
      customAttendanceFieldValues: [{ type: 'QUAL', title: 'OPS Qual', value: 'Mission Pilot' }],
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to do that');
    expect(await stored(id)).toEqual(before);
  });
});

describe('§5 "Custom fields ... editable only with allowMemberToModify; managers see and edit all"', () => {
  it("a member changing the manager-only OPS Qual on their own record: 403 'You do not have permission to do that'", async () => {
    const id = await seed();
    await signUp(id, PLAIN);
    await modify(id, FULL, {
      memberID: PLAIN.ref,
      customAttendanceFieldValues: [{ type: 'QUAL', title: 'OPS Qual', value: 'Mission Scanner' }],
    });
    const forged = await modify(id, PLAIN, {
      memberID: PLAIN.ref,
      customAttendanceFieldValues: [{ type: 'QUAL', title: 'OPS Qual', value: 'Incident Commander' }],
    });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('You do not have permission to do that');
    expect((await stored(id))!.customAttendanceFieldValues[1]!.value).toBe('Mission Scanner');
    // the form's echo of the value the manager set, with a change the member may make, passes
    const echo = await modify(id, PLAIN, {
      memberID: PLAIN.ref,
      customAttendanceFieldValues: [
        { type: 'TEXT', title: 'Shirt', value: 'S' },
        { type: 'QUAL', title: 'OPS Qual', value: 'Mission Scanner' },
      ],
    });
    expect(echo.status, JSON.stringify(echo.body)).toBe(200);
    expect(echo.body.customAttendanceFieldValues[0].value).toBe('S');
  });

  it('a member signing up with a manager-only value: 403, no record written', async () => {
    const id = await seed();
    const res = await signUp(id, PLAIN, {
      customAttendanceFieldValues: [{ type: 'QUAL', title: 'OPS Qual', value: 'Mission Pilot' }],
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to do that');
    expect(await stored(id)).toBeNull();
  });

  it(`custom-field values must match the event's custom fields: 400 '${D.customFieldNotOnEvent}'`, async () => {
    const id = await seed();
    await signUp(id, PLAIN);
    for (const value of [
      { type: 'TEXT', title: 'Not a field', value: 'x' },
      { type: 'CHECKBOX', title: 'Shirt', value: true },
    ]) {
      const res = await modify(id, FULL, { memberID: PLAIN.ref, customAttendanceFieldValues: [value] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(D.customFieldNotOnEvent);
    }
  });
});

describe('§3 "FILE (value is a list)": a file custom field stores the chosen file ids', () => {
  it('a member attaches files at sign-up; a manager replaces them in the edit; both stored as ids', async () => {
    const id = await seed();
    const res = await signUp(id, PLAIN, {
      customAttendanceFieldValues: [{ type: 'FILE', title: 'Medical form', value: [FILE_ID] }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await stored(id))!.customAttendanceFieldValues[2]).toEqual({
      type: 'FILE',
      title: 'Medical form',
      value: [FILE_ID],
    });
    const edit = await modify(id, FULL, {
      memberID: PLAIN.ref,
      customAttendanceFieldValues: [{ type: 'FILE', title: 'Medical form', value: [FILE_ID, OTHER_FILE_ID] }],
    });
    expect(edit.status).toBe(200);
    expect((await stored(id))!.customAttendanceFieldValues[2]!.value).toEqual([FILE_ID, OTHER_FILE_ID]);
  });

  it("a value that is not a file id: 400 'Invalid file ID'", async () => {
    const id = await seed();
    const res = await signUp(id, PLAIN, {
      customAttendanceFieldValues: [{ type: 'FILE', title: 'Medical form', value: ['../etc/passwd'] }],
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Invalid file ID');
  });
});
