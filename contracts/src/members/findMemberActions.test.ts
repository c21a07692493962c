import { describe, expect, it } from 'vitest';
import type { AccountType } from '../entities/account.ts';
import { presetFor, type PermissionLevel } from '../permissions/presets.ts';
import {
  findMemberActions,
  memberFocusPath,
  type FindMemberAction,
  type FindMemberSearcher,
  type FindMemberTarget,
} from './findMemberActions.ts';

const NOW = Date.UTC(2026, 10, 29, 12);

function searcher(
  id: number,
  level: PermissionLevel,
  fields: Partial<Pick<FindMemberSearcher, 'flight' | 'dutyPositions'>> = {},
): FindMemberSearcher {
  return {
    type: 'CAPNHQMember',
    id,
    permissions: presetFor(level, 'CAPSQUADRON'),
    dutyPositions: fields.dutyPositions ?? [],
    flight: fields.flight ?? null,
  };
}
const flightCommander = (flight: string | null) =>
  searcher(510003, 'Member', { flight, dutyPositions: [{ duty: 'Cadet Flight Commander', expires: null }] });

const cadet = (flight: string | null = 'Alpha'): FindMemberTarget => ({
  type: 'CAPNHQMember',
  id: 510004,
  flight,
  seniorMember: false,
});
const senior: FindMemberTarget = { type: 'CAPNHQMember', id: 510005, flight: null, seniorMember: true };

describe('Find Member links each result to what the searcher may do with that member', () => {
  it.each<[string, FindMemberSearcher, FindMemberTarget, boolean, AccountType | null, FindMemberAction[]]>([
    [
      'Admin, a cadet, squadron',
      searcher(510001, 'Admin'),
      cadet(),
      false,
      'CAPSQUADRON',
      ['attendance', 'flight', 'permissions'],
    ],
    [
      'Admin, a senior member: no flight (flights are cadet flights)',
      searcher(510001, 'Admin'),
      senior,
      false,
      'CAPSQUADRON',
      ['attendance', 'permissions'],
    ],
    [
      'Admin in a group (no flights there)',
      searcher(510001, 'Admin'),
      cadet(),
      false,
      'CAPGROUP',
      ['attendance', 'permissions'],
    ],
    [
      'Admin, account type not known yet',
      searcher(510001, 'Admin'),
      cadet(),
      false,
      null,
      ['attendance', 'permissions'],
    ],
    [
      'Manager: attendance and flight, no permission management',
      searcher(510002, 'Manager'),
      cadet(),
      false,
      'CAPSQUADRON',
      ['attendance', 'flight'],
    ],
    [
      'Cadet Staff: flight assign only',
      searcher(510003, 'CadetStaff'),
      cadet(),
      false,
      'CAPSQUADRON',
      ['flight'],
    ],
    [
      'a plain member searching: nothing on another member',
      searcher(510005, 'Member'),
      cadet(),
      false,
      'CAPSQUADRON',
      [],
    ],
    [
      'a plain member finding themself: their own attendance',
      searcher(510004, 'Member'),
      cadet(),
      false,
      'CAPSQUADRON',
      ['attendance'],
    ],
    [
      'a flight commander, a cadet of their flight',
      flightCommander('Alpha'),
      cadet('Alpha'),
      false,
      'CAPSQUADRON',
      ['attendance'],
    ],
    [
      'a flight commander, a cadet of another flight',
      flightCommander('Alpha'),
      cadet('Bravo'),
      false,
      'CAPSQUADRON',
      [],
    ],
    ['a flight commander in no flight', flightCommander(null), cadet(null), false, 'CAPSQUADRON', []],
    [
      'the privileged user: everything and Sign in as',
      searcher(542488, 'Member'),
      cadet(),
      true,
      'CAPSQUADRON',
      ['attendance', 'flight', 'permissions', 'signInAs'],
    ],
    [
      'the privileged user finding themself: no Sign in as',
      searcher(510004, 'Member'),
      cadet(),
      true,
      'CAPSQUADRON',
      ['attendance', 'flight', 'permissions'],
    ],
  ])('%s', (_name, who, target, superUser, accountType, expected) => {
    expect(findMemberActions(who, target, { superUser, accountType, now: NOW })).toEqual(expected);
  });

  it('nobody signed in: no links', () => {
    expect(
      findMemberActions(null, cadet(), { superUser: false, accountType: 'CAPSQUADRON', now: NOW }),
    ).toEqual([]);
  });

  it.each([
    ['attendance', '/admin/attendance?member=CAPNHQMember-510004'],
    ['flight', '/admin/flightassign?member=CAPNHQMember-510004'],
    ['permissions', '/admin/permissions?member=CAPNHQMember-510004'],
  ] as const)('each link opens its page on the member: %s', (action, path) => {
    expect(memberFocusPath(action, { type: 'CAPNHQMember', id: 510004 })).toBe(path);
  });
});
