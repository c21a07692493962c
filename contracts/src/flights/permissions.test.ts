import { describe, expect, it } from 'vitest';
import type { AccountType } from '../entities/account.ts';
import { presetFor, type PermissionLevel } from '../permissions/presets.ts';
import {
  canAssignFlights,
  flightMoveCheck,
  countsInFlights,
  type FlightCandidate,
  type FlightMoveCheck,
} from './permissions.ts';

const member = (level: PermissionLevel, accountType: AccountType = 'CAPSQUADRON') => ({
  type: 'CAPNHQMember' as const,
  id: 510010,
  permissions: presetFor(level, accountType),
});

describe("platform §6 'flight assignment needs FlightAssign' (squadron or event accounts, §2)", () => {
  it.each<[string, PermissionLevel, AccountType, boolean]>([
    ['admin of a squadron', 'Admin', 'CAPSQUADRON', true],
    ['manager of a squadron', 'Manager', 'CAPSQUADRON', true],
    ['cadet staff of a squadron', 'CadetStaff', 'CAPSQUADRON', true],
    ['member of a squadron', 'Member', 'CAPSQUADRON', false],
    ['cadet staff of an event account', 'CadetStaff', 'CAPEVENT', true],
    ['admin of a group (no flights)', 'Admin', 'CAPGROUP', false],
    ['admin of a wing (no flights)', 'Admin', 'CAPWING', false],
    ['admin of a region (no flights)', 'Admin', 'CAPREGION', false],
  ])('%s: %s', (_name, level, accountType, allowed) => {
    expect(canAssignFlights(member(level, accountType), accountType)).toBe(allowed);
  });

  it('FlightAssign NO with everything else on is refused; YES alone is enough', () => {
    const base = member('Admin');
    expect(
      canAssignFlights({ ...base, permissions: { ...base.permissions, FlightAssign: 'NO' } }, 'CAPSQUADRON'),
    ).toBe(false);
    expect(canAssignFlights({ ...base, permissions: { FlightAssign: 'YES' } }, 'CAPSQUADRON')).toBe(true);
  });

  it('a super user passes the permission in a squadron, nobody without an account type or member', () => {
    expect(canAssignFlights(member('Member'), 'CAPSQUADRON', [510010])).toBe(true);
    expect(canAssignFlights(member('Admin'), null)).toBe(false);
    expect(canAssignFlights(null, 'CAPSQUADRON')).toBe(false);
  });
});

describe("flights are cadet flights (glossary): only a cadet of the caller's own account is moved", () => {
  const cadet = { accountID: 'md001', seniorMember: false };
  const senior = { accountID: 'md001', seniorMember: true };
  it.each<[string, string, FlightCandidate | null, FlightMoveCheck]>([
    ["a cadet of the caller's account", 'md001', cadet, 'allowed'],
    ["a senior member of the caller's account", 'md001', senior, 'notCadet'],
    ['a cadet of another account', 'md002', cadet, 'notFound'],
    ['a senior member of another account', 'md002', senior, 'notFound'],
    ['nobody (no such member)', 'md001', null, 'notFound'],
  ])('%s: %s', (_name, callerAccountID, target, expected) => {
    expect(flightMoveCheck(callerAccountID, target)).toBe(expected);
  });
});

describe('only cadets count in flights: the board, and reads through a flight (attendance view, contacts)', () => {
  it.each<[string, { seniorMember: boolean }, boolean]>([
    ['a cadet in the flight', { seniorMember: false }, true],
    ['a senior member stored in the flight', { seniorMember: true }, false],
  ])('%s: %s', (_name, member, reached) => {
    expect(countsInFlights(member)).toBe(reached);
  });
});
