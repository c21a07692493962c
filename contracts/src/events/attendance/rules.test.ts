import { describe, expect, it } from 'vitest';
import type { CustomAttendanceField, CustomAttendanceFieldValue } from '../entities.ts';
import { newEventContent } from '../entities.ts';
import type { EventActor } from '../rules/effectivePermission.ts';
import { SIGN_UP_MESSAGES } from './messages.ts';
import {
  customFieldEditable,
  customFieldShown,
  isOnEventTeam,
  keepTransportation,
  mayEditAttendanceRecord,
  mayManageAttendance,
  mergeCustomFieldValues,
  normaliseShiftTime,
  signUpEligibility,
  signUpOpen,
  signUpRefusalText,
  teamAccountOf,
  visibleCustomFieldValues,
  type AttendanceEvent,
  type AttendanceTeam,
  type SignUpCheckInput,
} from './rules.ts';

const NOW = Date.UTC(2026, 10, 23, 12);
const HOUR = 3_600_000;
const nhq = (id: number) => ({ type: 'CAPNHQMember', id }) as const;
const ctx = { superUserIds: [999999], now: NOW };

const baseEvent = () => ({ ...newEventContent(NOW), teamID: null as number | null });

function input(
  over: Partial<Omit<SignUpCheckInput, 'event'>> & { event?: Partial<SignUpCheckInput['event']> } = {},
) {
  const { event, ...rest } = over;
  return signUpEligibility({
    signedIn: true,
    alreadyInAttendance: false,
    onTeam: true,
    now: NOW,
    ...rest,
    event: { ...baseEvent(), ...event },
  });
}

describe('§4 "Sign-up eligibility is checked in this order and the first failing check gives the message"', () => {
  const past = NOW - 1;
  it.each([
    ['not signed in', { signedIn: false, alreadyInAttendance: true }, SIGN_UP_MESSAGES.notSignedIn],
    [
      'not signed in (before cancelled)',
      { signedIn: false, event: { status: 'CANCELLED' as const } },
      SIGN_UP_MESSAGES.notSignedIn,
    ],
    [
      'a cancelled event (checked before already in attendance)',
      { alreadyInAttendance: true, event: { status: 'CANCELLED' as const, acceptSignups: false } },
      'This event has been cancelled',
    ],
    [
      'already in attendance (before sign-ups not accepted)',
      { alreadyInAttendance: true, event: { acceptSignups: false } },
      'Member is already in attendance',
    ],
    [
      'sign-ups not accepted (before team)',
      { onTeam: false, event: { acceptSignups: false, limitSignupsToTeam: true, teamID: 1 } },
      'Sign ups are not allowed for this event',
    ],
    [
      "sign-ups not accepted uses the event's own signUpDenyMessage",
      { event: { acceptSignups: false, signUpDenyMessage: 'Ask your flight commander' } },
      'Ask your flight commander',
    ],
    [
      'team-only and not on the team (before deadline)',
      {
        onTeam: false,
        event: {
          limitSignupsToTeam: true,
          teamID: 1,
          useRegistration: true,
          registration: { deadline: past, information: '' },
        },
      },
      'Member is required to be a part of the team',
    ],
    [
      'team-only, team not loaded',
      { onTeam: null, event: { limitSignupsToTeam: true, teamID: 1 } },
      'Could not load team information',
    ],
    [
      'registration deadline passed',
      { event: { useRegistration: true, registration: { deadline: past, information: '' } } },
      'Cannot sign up for event after registration deadline',
    ],
    [
      'requirement tag already held (§5)',
      { completedRequirements: ['Basic Cadet School'], event: { requirementTag: 'Basic Cadet School' } },
      'You have already completed the academic requirements that attending this event fulfills',
    ],
    [
      'registration deadline passed (before the §5 requirement tag, which is checked after the §4 list)',
      {
        completedRequirements: ['Basic Cadet School'],
        event: {
          requirementTag: 'Basic Cadet School',
          useRegistration: true,
          registration: { deadline: past, information: '' },
        },
      },
      'Cannot sign up for event after registration deadline',
    ],
  ] as const)('%s', (_name, over, message) => {
    const result = input(over as Parameters<typeof input>[0]);
    expect(result).toMatchObject({ ok: false, message });
  });

  it.each([
    ['a plain event', {}],
    ['team-only event and on the team', { event: { limitSignupsToTeam: true, teamID: 1 }, onTeam: true }],
    ['a teamID without limitSignupsToTeam ignores the team', { event: { teamID: 1 }, onTeam: false }],
    [
      'registration deadline in the future',
      { event: { useRegistration: true, registration: { deadline: NOW + 1, information: '' } } },
    ],
    [
      'registration deadline at this very moment (it has not passed until the moment is after it)',
      { event: { useRegistration: true, registration: { deadline: NOW, information: '' } } },
    ],
    [
      'registration deadline passed but registration not used',
      { event: { useRegistration: false, registration: { deadline: 0, information: '' } } },
    ],
    [
      'requirement tag not held',
      { completedRequirements: ['Other'], event: { requirementTag: 'Basic Cadet School' } },
    ],
  ] as const)('eligible: %s', (_name, over) => {
    expect(input(over as Parameters<typeof input>[0])).toEqual({ ok: true });
  });

  it("§5 'Member is already in attendance' (hidden in the viewer)", () => {
    expect(input({ alreadyInAttendance: true })).toMatchObject({ hiddenInViewer: true });
    expect(input({ event: { acceptSignups: false } })).toMatchObject({ hiddenInViewer: false });
  });

  it("§5 the viewer prefixes a reason with 'Cannot sign up for event: '", () => {
    expect(signUpRefusalText('Sign ups are not allowed for this event')).toBe(
      'Cannot sign up for event: Sign ups are not allowed for this event',
    );
  });

  it("§5 'Sign-up is shown only while the event's pickup time is in the future'", () => {
    expect(signUpOpen({ pickupDateTime: NOW + 1 }, NOW)).toBe(true);
    expect(signUpOpen({ pickupDateTime: NOW }, NOW)).toBe(false);
    expect(signUpOpen({ pickupDateTime: NOW - 1 }, NOW)).toBe(false);
  });
});

const regular = (over: Partial<AttendanceEvent> = {}): AttendanceEvent => ({
  type: 'REGULAR',
  accountID: 'md001',
  targetAccountID: null,
  teamID: 4,
  author: nhq(100001),
  pointsOfContact: [],
  ...over,
});
const actor = (
  id: number,
  over: {
    permissions?: NonNullable<EventActor>['permissions'];
    dutyPositions?: NonNullable<EventActor>['dutyPositions'];
  } = {},
): EventActor => ({ ...nhq(id), permissions: {}, dutyPositions: [], ...over });
const duty = (name: string, expires: number | null = null) => ({ duty: name, expires });
const team = (over: Partial<AttendanceTeam> = {}): AttendanceTeam => ({
  accountID: 'md001',
  teamID: 4,
  leaders: [nhq(300)],
  ...over,
});

describe('§6 "Attendance management: FULL event management, or duty positions Cadet Deputy Commander for Support, Cadet Administrative Officer or NCO, or a team leader (senior coach, senior mentor, cadet leader) of the event\'s team where the event is regular or targets the team\'s account"', () => {
  it.each([
    ['anonymous', null, regular(), team(), false],
    ['a plain member', actor(200), regular(), team(), false],
    ['ManageEvent FULL', actor(200, { permissions: { ManageEvent: 'FULL' } }), regular(), team(), true],
    [
      'ManageEvent ADDDRAFTEVENTS (not FULL)',
      actor(200, { permissions: { ManageEvent: 'ADDDRAFTEVENTS' } }),
      regular(),
      team(),
      false,
    ],
    ['the event author (FULL for the event)', actor(100001), regular(), null, true],
    [
      'an internal point of contact (FULL for the event)',
      actor(200),
      regular({ pointsOfContact: [{ type: 'INTERNAL', memberReference: nhq(200) }] }),
      null,
      true,
    ],
    ['super user', actor(999999), regular(), null, true],
    ['duty Commander (FULL duty)', actor(200, { dutyPositions: [duty('Commander')] }), regular(), null, true],
    [
      'duty Cadet Deputy Commander for Support',
      actor(200, { dutyPositions: [duty('Cadet Deputy Commander for Support')] }),
      regular(),
      null,
      true,
    ],
    [
      'duty Cadet Administrative Officer',
      actor(200, { dutyPositions: [duty('Cadet Administrative Officer')] }),
      regular(),
      null,
      true,
    ],
    [
      'duty Cadet Administrative NCO',
      actor(200, { dutyPositions: [duty('Cadet Administrative NCO')] }),
      regular(),
      null,
      true,
    ],
    [
      'an expired Cadet Administrative NCO',
      actor(200, { dutyPositions: [duty('Cadet Administrative NCO', NOW - 1)] }),
      regular(),
      null,
      false,
    ],
    [
      'duty Cadet Flight Commander (not named)',
      actor(200, { dutyPositions: [duty('Cadet Flight Commander')] }),
      regular(),
      null,
      false,
    ],
    ["a leader of the regular event's team", actor(300), regular(), team(), true],
    ['a leader of another team', actor(300), regular(), team({ teamID: 5 }), false],
    ['a leader, event without team', actor(300), regular({ teamID: null }), team(), false],
    [
      'a leader of a team of another account (regular event)',
      actor(300),
      regular(),
      team({ accountID: 'md002' }),
      false,
    ],
    [
      "a leader where the linked event targets the team's account",
      actor(300),
      regular({ type: 'LINKED', accountID: 'md000', targetAccountID: 'md001' }),
      team(),
      true,
    ],
    [
      'a leader where the linked event targets another account',
      actor(300),
      regular({ type: 'LINKED', accountID: 'md000', targetAccountID: 'md002' }),
      team(),
      false,
    ],
  ] as const)('%s: %s', (_name, who, event, t, expected) => {
    expect(mayManageAttendance(who, event, t, ctx)).toBe(expected);
  });

  it("a LINKED event's team is its source account's", () => {
    expect(teamAccountOf(regular())).toBe('md001');
    expect(teamAccountOf(regular({ type: 'LINKED', accountID: 'md000', targetAccountID: 'md001' }))).toBe(
      'md001',
    );
  });
});

describe('§5 "An existing record is editable only by a member with FULL event management, or by the record\'s own member before pickup time"', () => {
  const event = { pickupDateTime: NOW + HOUR };
  it.each([
    ['anonymous', null, nhq(200), false, NOW, false],
    ['own record before pickup', actor(200), nhq(200), false, NOW, true],
    ['own record at pickup', actor(200), nhq(200), false, NOW + HOUR, false],
    ['own record after pickup', actor(200), nhq(200), false, NOW + 2 * HOUR, false],
    ["someone else's record (no silent substitution)", actor(200), nhq(201), false, NOW, false],
    [
      'a prospective member with the same id is someone else',
      actor(200),
      { type: 'CAPProspectiveMember', id: '200' } as const,
      false,
      NOW,
      false,
    ],
    ['an attendance manager, anyone, after pickup', actor(200), nhq(201), true, NOW + 2 * HOUR, true],
  ] as const)('%s: %s', (_n, who, member, manages, now, expected) => {
    expect(mayEditAttendanceRecord(who, member, event, manages, now)).toBe(expected);
  });
});

describe('§5 transport and shifts', () => {
  it('"planToUseCAPTransportation is kept true only if the event provides transportation"', () => {
    expect(keepTransportation(true, { transportationProvided: true })).toBe(true);
    expect(keepTransportation(true, { transportationProvided: false })).toBe(false);
    expect(keepTransportation(false, { transportationProvided: true })).toBe(false);
  });
  const event = { meetDateTime: 1000, pickupDateTime: 5000 };
  it.each([
    ['no shift', null, null],
    ['inside', { arrivalTime: 2000, departureTime: 3000 }, { arrivalTime: 2000, departureTime: 3000 }],
    [
      'clamped within meet and pickup',
      { arrivalTime: 0, departureTime: 9000 },
      { arrivalTime: 1000, departureTime: 5000 },
    ],
    [
      'arrival later than departure: swapped',
      { arrivalTime: 4000, departureTime: 2000 },
      { arrivalTime: 2000, departureTime: 4000 },
    ],
    [
      'swapped after clamping',
      { arrivalTime: 9000, departureTime: 0 },
      { arrivalTime: 1000, departureTime: 5000 },
    ],
  ] as const)(
    '"Arrival and departure are clamped within the event\'s meet and pickup times; if arrival is later than departure they are swapped": %s',
    (_n, shift, expected) => {
      expect(normaliseShiftTime(shift, event)).toEqual(expected);
    },
  );
});

describe('§5 "Custom fields shown to a member need displayToMember; editable only with allowMemberToModify; managers see and edit all. A number field ignores null."', () => {
  const field = (title: string, display: boolean, modify: boolean): CustomAttendanceField => ({
    type: 'TEXT',
    title,
    preFill: `pre ${title}`,
    displayToMember: display,
    allowMemberToModify: modify,
  });
  const shownEditable = field('Shirt size', true, true);
  const shownReadOnly = field('Qualification', true, false);
  const hidden = field('Staff notes', false, true);
  const number: CustomAttendanceField = {
    type: 'NUMBER',
    title: 'Age',
    preFill: 0,
    displayToMember: true,
    allowMemberToModify: true,
  };
  const fields = [shownEditable, shownReadOnly, hidden, number];
  const v = (title: string, value: string): CustomAttendanceFieldValue => ({ type: 'TEXT', title, value });

  it.each([
    [shownEditable, false, true, true],
    [shownReadOnly, false, true, false],
    [hidden, false, false, false],
    [hidden, true, true, true],
    [shownReadOnly, true, true, true],
  ] as const)('%o manager=%s: shown %s, editable %s', (f, manager, shown, editable) => {
    expect(customFieldShown(f, manager)).toBe(shown);
    expect(customFieldEditable(f, manager)).toBe(editable);
  });

  it('a member sees only displayToMember values; managers all', () => {
    const values = [v('Shirt size', 'M'), v('Staff notes', 'late')];
    expect(visibleCustomFieldValues(values, fields, false)).toEqual([v('Shirt size', 'M')]);
    expect(visibleCustomFieldValues(values, fields, true)).toEqual(values);
  });

  it('a member writes only allowMemberToModify fields; the rest keep the stored value or preFill', () => {
    const sent = [
      v('Shirt size', 'L'),
      v('Qualification', 'forged'),
      v('Staff notes', 'forged'),
      v('Unknown', 'x'),
    ];
    const stored = [v('Qualification', 'Mission Pilot')];
    expect(mergeCustomFieldValues(fields, sent, stored, false)).toEqual([
      v('Shirt size', 'L'),
      v('Qualification', 'Mission Pilot'),
      v('Staff notes', 'pre Staff notes'),
      { type: 'NUMBER', title: 'Age', value: 0 },
    ]);
  });

  it('a manager writes every field', () => {
    const sent = [v('Qualification', 'Scanner'), v('Staff notes', 'ok')];
    expect(mergeCustomFieldValues(fields, sent, [], true).slice(1, 3)).toEqual([
      v('Qualification', 'Scanner'),
      v('Staff notes', 'ok'),
    ]);
  });

  it('a number field ignores null (the stored value stays)', () => {
    const stored: CustomAttendanceFieldValue[] = [{ type: 'NUMBER', title: 'Age', value: 14 }];
    const sent: CustomAttendanceFieldValue[] = [{ type: 'NUMBER', title: 'Age', value: null }];
    expect(mergeCustomFieldValues([number], sent, stored, false)).toEqual(stored);
    expect(
      mergeCustomFieldValues([number], [{ type: 'NUMBER', title: 'Age', value: 15 }], stored, false),
    ).toEqual([{ type: 'NUMBER', title: 'Age', value: 15 }]);
  });

  it('a value of another type than the field is not taken', () => {
    const sent: CustomAttendanceFieldValue[] = [{ type: 'CHECKBOX', title: 'Shirt size', value: true }];
    expect(mergeCustomFieldValues([shownEditable], sent, [], false)).toEqual([
      v('Shirt size', 'pre Shirt size'),
    ]);
  });
});

describe('§4 "team-only and not on the team": who is on the team', () => {
  const t = { members: [nhq(1)], leaders: [nhq(2)] };
  it.each([
    [nhq(1), true],
    [nhq(2), true],
    [nhq(3), false],
    [{ type: 'CAPProspectiveMember', id: '1' } as const, false],
  ] as const)('%o on the team: %s', (m, expected) => {
    expect(isOnEventTeam(m, t)).toBe(expected);
  });
});
