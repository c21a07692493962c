// The six roles of the access matrix and who each is in the fixtures seed
// (svc-identity/src/seed/demoData.ts): four members of the squadron md001 with their preset and
// duty, an anonymous visitor, and a member of another account (md002's admin) whose own cookie
// is sent to md001's host.
import type { DutyPosition } from '../../entities/member.ts';
import type { PermissionSet } from '../../permissions/permissionSet.ts';
import type { PermissionLevel } from '../../permissions/presets.ts';
import { presetFor } from '../../permissions/presets.ts';

export const ACCESS_ROLES = ['anonymous', 'cadet', 'staff', 'manager', 'admin', 'otherAccount'] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];
/** Roles signed in to the host's account (the other account's member is not: its session is md002's). */
export type MemberRole = Exclude<AccessRole, 'anonymous' | 'otherAccount'>;
export const MEMBER_ROLES: readonly MemberRole[] = ['cadet', 'staff', 'manager', 'admin'];

/** A member of the matrix as the permission functions see them (the fields those functions read). */
export interface AccessViewer {
  type: 'CAPNHQMember';
  id: number;
  role: MemberRole;
  seniorMember: boolean;
  dutyPositions: DutyPosition[];
  permissions: PermissionSet;
}

interface Fixture {
  username: string;
  id: number;
  preset: PermissionLevel;
  senior: boolean;
  duty: string;
}

/** md001's fixture sign-ins (demoData.ts members 1 to 4; ids are 510000 + n). */
export const ROLE_FIXTURES: Record<MemberRole, Fixture> = {
  cadet: { username: 'cadet', id: 510004, preset: 'Member', senior: false, duty: '' },
  staff: {
    username: 'staff',
    id: 510003,
    preset: 'CadetStaff',
    senior: false,
    duty: 'Cadet Flight Commander',
  },
  manager: {
    username: 'manager',
    id: 510002,
    preset: 'Manager',
    senior: true,
    duty: 'Deputy Commander for Cadets',
  },
  admin: { username: 'admin', id: 510001, preset: 'Admin', senior: true, duty: 'Commander' },
};

/** The other account's member: md002's admin (demoData.ts member 101), signed in on md002's host. */
export const OTHER_ACCOUNT_FIXTURE = { accountID: 'md002', username: 'admin' } as const;
/** The host account of the matrix (a squadron). */
export const MATRIX_ACCOUNT = { id: 'md001', type: 'CAPSQUADRON' } as const;

export function viewerOf(role: MemberRole): AccessViewer {
  const f = ROLE_FIXTURES[role];
  return {
    type: 'CAPNHQMember',
    id: f.id,
    role,
    seniorMember: f.senior,
    permissions: presetFor(f.preset, MATRIX_ACCOUNT.type),
    dutyPositions: f.duty
      ? [{ duty: f.duty, date: 0, expires: null, type: 'NHQ', orgid: 0, assistant: false }]
      : [],
  };
}
