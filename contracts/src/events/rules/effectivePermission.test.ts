import { describe, expect, it } from 'vitest';
import type { ManageEventLevel, PermissionSet } from '../../permissions/permissionSet.ts';
import { presetFor } from '../../permissions/presets.ts';
import {
  EVENT_DRAFT_DUTIES,
  EVENT_FULL_DUTIES,
  accountEventLevel,
  creatableStatuses,
  effectiveEventLevel,
  eventLevelAtLeast,
  mayCreateEvent,
  mayFullyManageEvent,
  mayModifyEvent,
  mayViewDrafts,
  mayViewEvent,
  type EventActor,
  type EventPermissionTarget,
} from './effectivePermission.ts';

const NOW = Date.UTC(2026, 5, 1);
const ctx = { superUserIds: [542488], now: NOW };
const duty = (name: string, expires: number | null = null) => ({ duty: name, expires });
const member = (
  over: { id?: number; permissions?: PermissionSet; duties?: ReturnType<typeof duty>[] } = {},
): NonNullable<EventActor> => ({
  type: 'CAPNHQMember',
  id: over.id ?? 100001,
  permissions: over.permissions ?? {},
  dutyPositions: over.duties ?? [],
});
const prospective: NonNullable<EventActor> = {
  type: 'CAPProspectiveMember',
  id: 'md001-1',
  permissions: {},
  dutyPositions: [],
};
const event = (over: Partial<EventPermissionTarget> = {}): EventPermissionTarget => ({
  author: { type: 'CAPNHQMember', id: 999000 },
  pointsOfContact: [],
  ...over,
});

describe('§6 duty position lists (word for word, plurals spelled out)', () => {
  it('FULL: Cadet Commander, Cadet Deputy Commanders, Commander, Vice Commander, Deputy Commanders for Cadets or Seniors, DCP, DES, Operations, Activities, Squadron Activities Officer', () => {
    expect(EVENT_FULL_DUTIES).toEqual([
      'Cadet Commander',
      'Cadet Deputy Commander',
      'Cadet Deputy Commander for Operations',
      'Cadet Deputy Commander for Support',
      'Commander',
      'Vice Commander',
      'Deputy Commander for Cadets',
      'Deputy Commander for Seniors',
      'Director of Cadet Programs',
      'Director of Emergency Services',
      'Operations Officer',
      'Activities Officer',
      'Squadron Activities Officer',
    ]);
  });
  it('ADDDRAFTEVENTS: Cadet Operations, Activities or Emergency Services officer or NCO', () => {
    expect(EVENT_DRAFT_DUTIES).toEqual([
      'Cadet Operations Officer',
      'Cadet Operations NCO',
      'Cadet Activities Officer',
      'Cadet Activities NCO',
      'Cadet Emergency Services Officer',
      'Cadet Emergency Services NCO',
    ]);
  });
});

describe('§6 levels compare "at least" (NONE < ADDDRAFTEVENTS < FULL)', () => {
  it.each<[ManageEventLevel, ManageEventLevel, boolean]>([
    ['NONE', 'NONE', true],
    ['NONE', 'ADDDRAFTEVENTS', false],
    ['ADDDRAFTEVENTS', 'ADDDRAFTEVENTS', true],
    ['ADDDRAFTEVENTS', 'FULL', false],
    ['FULL', 'ADDDRAFTEVENTS', true],
    ['FULL', 'FULL', true],
  ])('%s at least %s: %s', (level, atLeast, expected) => {
    expect(eventLevelAtLeast(level, atLeast)).toBe(expected);
  });
});

describe('§6 account level: the highest of duty, own ManageEvent and super user', () => {
  const rows: [string, EventActor, ManageEventLevel][] = [
    ['anonymous visitor has NONE', null, 'NONE'],
    ['plain member has NONE', member(), 'NONE'],
    ['prospective member without permissions has NONE', prospective, 'NONE'],
    [
      'own ManageEvent ADDDRAFTEVENTS',
      member({ permissions: { ManageEvent: 'ADDDRAFTEVENTS' } }),
      'ADDDRAFTEVENTS',
    ],
    ['own ManageEvent FULL', member({ permissions: { ManageEvent: 'FULL' } }), 'FULL'],
    [
      'Cadet Staff preset gives ADDDRAFTEVENTS',
      member({ permissions: presetFor('CadetStaff', 'CAPSQUADRON') }),
      'ADDDRAFTEVENTS',
    ],
    ['Manager preset gives FULL', member({ permissions: presetFor('Manager', 'CAPSQUADRON') }), 'FULL'],
    ['super user FULL without any permission', member({ id: 542488 }), 'FULL'],
    ['duty FULL: Commander', member({ duties: [duty('Commander')] }), 'FULL'],
    [
      'duty FULL: Squadron Activities Officer',
      member({ duties: [duty('Squadron Activities Officer')] }),
      'FULL',
    ],
    [
      'duty FULL: Cadet Deputy Commander for Operations',
      member({ duties: [duty('Cadet Deputy Commander for Operations')] }),
      'FULL',
    ],
    [
      'duty ADDDRAFTEVENTS: Cadet Activities NCO',
      member({ duties: [duty('Cadet Activities NCO')] }),
      'ADDDRAFTEVENTS',
    ],
    [
      'duty ADDDRAFTEVENTS: Cadet Emergency Services Officer',
      member({ duties: [duty('Cadet Emergency Services Officer')] }),
      'ADDDRAFTEVENTS',
    ],
    [
      'other duty gives nothing: Cadet Flight Commander',
      member({ duties: [duty('Cadet Flight Commander')] }),
      'NONE',
    ],
    [
      'highest wins: draft duty and own FULL',
      member({ permissions: { ManageEvent: 'FULL' }, duties: [duty('Cadet Operations NCO')] }),
      'FULL',
    ],
    [
      'highest wins: full duty and own ADDDRAFTEVENTS',
      member({ permissions: { ManageEvent: 'ADDDRAFTEVENTS' }, duties: [duty('Vice Commander')] }),
      'FULL',
    ],
    ['expired temporary duty counts for nothing', member({ duties: [duty('Commander', NOW - 1)] }), 'NONE'],
    ['unexpired temporary duty counts', member({ duties: [duty('Commander', NOW + 1)] }), 'FULL'],
    [
      'unknown ManageEvent value reads as NONE',
      member({ permissions: { ManageEvent: 'YES' as never } }),
      'NONE',
    ],
  ];
  it.each(rows)('%s', (_name, actor, expected) => {
    expect(accountEventLevel(actor, ctx)).toBe(expected);
  });
});

describe('§6 effective level for one event: author and internal POCs get FULL', () => {
  const poc = (id: number) => ({ type: 'INTERNAL', memberReference: { type: 'CAPNHQMember' as const, id } });
  const rows: [string, EventActor, EventPermissionTarget, ManageEventLevel][] = [
    [
      'author gets FULL for the event',
      member({ id: 100001 }),
      event({ author: { type: 'CAPNHQMember', id: 100001 } }),
      'FULL',
    ],
    [
      'prospective author gets FULL',
      prospective,
      event({ author: { type: 'CAPProspectiveMember', id: 'md001-1' } }),
      'FULL',
    ],
    [
      'same id, other member type is not the author',
      member({ id: 100001 }),
      event({ author: { type: 'CAPProspectiveMember', id: '100001' as never } }),
      'NONE',
    ],
    ['internal POC gets FULL', member({ id: 100001 }), event({ pointsOfContact: [poc(100001)] }), 'FULL'],
    [
      'internal POC in any casing (Internal)',
      member({ id: 100001 }),
      event({ pointsOfContact: [{ ...poc(100001), type: 'Internal' }] }),
      'FULL',
    ],
    [
      'other internal POC gives nothing',
      member({ id: 100001 }),
      event({ pointsOfContact: [poc(100002)] }),
      'NONE',
    ],
    [
      'external POC gives nothing',
      member({ id: 100001 }),
      event({ pointsOfContact: [{ type: 'EXTERNAL' }] }),
      'NONE',
    ],
    [
      'draft manager not author stays ADDDRAFTEVENTS',
      member({ permissions: { ManageEvent: 'ADDDRAFTEVENTS' } }),
      event(),
      'ADDDRAFTEVENTS',
    ],
    [
      'draft manager who is author gets FULL',
      member({ permissions: { ManageEvent: 'ADDDRAFTEVENTS' } }),
      event({ author: { type: 'CAPNHQMember', id: 100001 } }),
      'FULL',
    ],
    ['anonymous is NONE even for an event', null, event(), 'NONE'],
  ];
  it.each(rows)('%s', (_name, actor, ev, expected) => {
    expect(effectiveEventLevel(actor, ev, ctx)).toBe(expected);
  });
});

describe('§6 what the levels allow', () => {
  it.each<[string, EventActor, boolean, boolean]>([
    ['NONE may neither modify nor fully manage', member(), false, false],
    [
      'ADDDRAFTEVENTS may modify (Edit, Move, Delete), not FULL actions',
      member({ permissions: { ManageEvent: 'ADDDRAFTEVENTS' } }),
      true,
      false,
    ],
    ['FULL may do both', member({ permissions: { ManageEvent: 'FULL' } }), true, true],
    ['anonymous may do neither', null, false, false],
  ])('%s', (_name, actor, modify, full) => {
    expect(mayModifyEvent(actor, event(), ctx)).toBe(modify);
    expect(mayFullyManageEvent(actor, event(), ctx)).toBe(full);
  });

  it.each<[string, EventActor, boolean, readonly string[]]>([
    ['§6 creation needs non-NONE; NONE creates nothing', member(), false, []],
    [
      '§4 non-full managers may only create drafts',
      member({ permissions: { ManageEvent: 'ADDDRAFTEVENTS' } }),
      true,
      ['DRAFT'],
    ],
    [
      '§4 full managers may choose any status',
      member({ permissions: { ManageEvent: 'FULL' } }),
      true,
      ['DRAFT', 'TENTATIVE', 'CONFIRMED', 'COMPLETE', 'CANCELLED', 'INFORMATIONONLY'],
    ],
    ['anonymous may not create', null, false, []],
  ])('%s', (_name, actor, create, statuses) => {
    expect(mayCreateEvent(actor, ctx)).toBe(create);
    expect(creatableStatuses(actor, ctx)).toEqual(statuses);
  });
});

describe('drafts never reach anonymous visitors or non-managers', () => {
  const draft = { ...event(), status: 'DRAFT' as const };
  const confirmed = { ...event(), status: 'CONFIRMED' as const };
  it.each<[string, EventActor, boolean, boolean, boolean]>([
    ['anonymous: no drafts, public events yes', null, false, false, true],
    ['non-manager member: no drafts', member(), false, false, true],
    [
      'draft manager sees drafts',
      member({ permissions: { ManageEvent: 'ADDDRAFTEVENTS' } }),
      true,
      true,
      true,
    ],
    ['full manager sees drafts', member({ permissions: { ManageEvent: 'FULL' } }), true, true, true],
  ])('%s', (_name, actor, lists, one, other) => {
    expect(mayViewDrafts(actor, ctx)).toBe(lists);
    expect(mayViewEvent(actor, draft, ctx)).toBe(one);
    expect(mayViewEvent(actor, confirmed, ctx)).toBe(other);
  });
  it('an internal POC without manager rights sees that draft (FULL for it)', () => {
    const ev = {
      ...event({
        pointsOfContact: [{ type: 'INTERNAL', memberReference: { type: 'CAPNHQMember', id: 100001 } }],
      }),
      status: 'DRAFT' as const,
    };
    expect(mayViewEvent(member(), ev, ctx)).toBe(true);
    expect(mayViewDrafts(member(), ctx)).toBe(false);
  });
});
