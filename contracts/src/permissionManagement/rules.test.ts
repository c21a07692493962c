import { describe, expect, it } from 'vitest';
import type { MemberReference } from '../entities/memberReference.ts';
import { presetFor } from '../permissions/presets.ts';
import { PERMISSION_MANAGEMENT_MESSAGES, permissionSaveProblems, permissionSetProblem } from './rules.ts';
import { setPermissionsRequest } from './calls.ts';
import { parseBody } from '../validation/parseBody.ts';

const me: MemberReference = { type: 'CAPNHQMember', id: 510001 };
const cadet: MemberReference = { type: 'CAPNHQMember', id: 510004 };
const admin = presetFor('Admin', 'CAPSQUADRON');

describe('permission sets fit the account type (platform §6)', () => {
  it.each([
    [{ ProspectiveMemberManagement: 'FULL' }, 'CAPSQUADRON', null],
    [
      { ProspectiveMemberManagement: 'FULL' },
      'CAPGROUP',
      'ProspectiveMemberManagement is not available to a CAPGROUP account',
    ],
    [{ ProspectiveMemberManagement: 'NONE' }, 'CAPGROUP', null],
    [{ CreateEventAccount: 'YES' }, 'CAPWING', null],
    [{ CreateEventAccount: 'YES' }, 'CAPREGION', null],
    [
      { CreateEventAccount: 'YES' },
      'CAPSQUADRON',
      'CreateEventAccount is not available to a CAPSQUADRON account',
    ],
    [{ FlightAssign: 'YES' }, 'CAPGROUP', 'FlightAssign is not available to a CAPGROUP account'],
    [
      { PromotionManagement: 'FULL' },
      'CAPEVENT',
      'PromotionManagement is not available to a CAPEVENT account',
    ],
    [{ PTSheet: 'YES' }, 'CAPGROUP', null],
  ] as const)('%j in a %s account -> %s', (set, type, problem) => {
    expect(permissionSetProblem(set, type)).toBe(problem);
  });
});

describe('a whole save (platform §6 and the lock-out rule)', () => {
  it('a good save has no problems', () => {
    expect(
      permissionSaveProblems(
        [
          { member: me, permissions: admin },
          { member: cadet, permissions: presetFor('Manager', 'CAPSQUADRON') },
        ],
        'CAPSQUADRON',
        me,
        false,
      ),
    ).toEqual([]);
  });

  it('each member appears once', () => {
    expect(
      permissionSaveProblems(
        [
          { member: me, permissions: admin },
          { member: cadet, permissions: {} },
          { member: cadet, permissions: admin },
        ],
        'CAPSQUADRON',
        me,
        false,
      ),
    ).toEqual(['CAPNHQMember-510004 appears more than once']);
  });

  it('a member cannot remove their own PermissionManagement: neither by leaving the list nor by lowering it', () => {
    expect(permissionSaveProblems([{ member: cadet, permissions: admin }], 'CAPSQUADRON', me, false)).toEqual(
      [PERMISSION_MANAGEMENT_MESSAGES.selfLockout],
    );
    expect(
      permissionSaveProblems(
        [{ member: me, permissions: { ...admin, PermissionManagement: 'NONE' } }],
        'CAPSQUADRON',
        me,
        false,
      ),
    ).toEqual([PERMISSION_MANAGEMENT_MESSAGES.selfLockout]);
  });

  it('super users bypass the lock-out rule', () => {
    expect(permissionSaveProblems([], 'CAPSQUADRON', me, true)).toEqual([]);
  });

  it('the request schema refuses unknown permission names and bad values with the §5 messages', () => {
    const unknown = parseBody(setPermissionsRequest, {
      newRoles: [{ member: cadet, permissions: { MakeCoffee: 'YES' } }],
    });
    expect(unknown.ok).toBe(false);
    const badValue = parseBody(setPermissionsRequest, {
      newRoles: [{ member: cadet, permissions: { ManageEvent: 'SOME' } }],
    });
    expect(badValue).toMatchObject({
      ok: false,
      error: {
        message: "newRoles[0].permissions.ManageEvent must be an element of the enum 'ManageEventLevel'",
      },
    });
  });
});
