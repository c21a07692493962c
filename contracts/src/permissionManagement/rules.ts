// The rules a permission-management save must pass (platform §6 plus this portal's lock-out rule).
// Pure, so the server enforces them and the page can say the same words before saving.
import type { AccountType } from '../entities/account.ts';
import {
  areMemberReferencesEqual,
  stringifyMemberReference,
  type MemberReference,
} from '../entities/memberReference.ts';
import { PERMISSION_NAMES, lowestValue, type PermissionSet } from '../permissions/permissionSet.ts';
import { normalizePermissions, permissionsForAccountType } from '../permissions/presets.ts';

export const PERMISSION_MANAGEMENT_MESSAGES = {
  duplicate: (ref: string) => `${ref} appears more than once`,
  notForAccountType: (name: string, accountType: AccountType) =>
    `${name} is not available to a ${accountType} account`,
  notAMember: (ref: string) => `${ref} is not a member of this account`,
  selfLockout: 'You cannot remove your own permission management',
  saved: 'Saved!',
  saveFailed: 'The permissions could not be saved',
} as const;

export interface RoleToCheck {
  member: MemberReference;
  permissions: PermissionSet;
}

/**
 * A set may only raise permissions the account type has (§6: e.g. ProspectiveMemberManagement
 * only in squadrons, CreateEventAccount only in wings and regions). A permission the type lacks
 * may be sent only at its lowest value (it is dropped on saving). Returns the first problem.
 */
export function permissionSetProblem(set: PermissionSet, accountType: AccountType): string | null {
  const available = new Set(permissionsForAccountType(accountType));
  for (const name of PERMISSION_NAMES) {
    const value = set[name];
    if (value === undefined || available.has(name)) continue;
    if (value !== lowestValue(name)) {
      return PERMISSION_MANAGEMENT_MESSAGES.notForAccountType(name, accountType);
    }
  }
  return null;
}

/**
 * Every problem of a whole save (an empty list means it may be written):
 * - each member appears once;
 * - each set fits the account type;
 * - lock-out rule: the saving member (unless a super user) keeps PermissionManagement FULL, so an
 *   account can never be left without anyone able to manage permissions by its own hand.
 */
export function permissionSaveProblems(
  roles: readonly RoleToCheck[],
  accountType: AccountType,
  saver: MemberReference | null,
  saverIsSuperUser: boolean,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const role of roles) {
    const key = stringifyMemberReference(role.member);
    if (seen.has(key)) problems.push(PERMISSION_MANAGEMENT_MESSAGES.duplicate(key));
    seen.add(key);
    const problem = permissionSetProblem(role.permissions, accountType);
    if (problem) problems.push(`${key}: ${problem}`);
  }
  if (saver && !saverIsSuperUser) {
    const own = roles.find((role) => areMemberReferencesEqual(role.member, saver));
    const keeps = own && normalizePermissions(own.permissions, accountType).PermissionManagement === 'FULL';
    if (!keeps) problems.push(PERMISSION_MANAGEMENT_MESSAGES.selfLockout);
  }
  return problems;
}
