// What choosing a level in the level selector does (platform §2 "Permission management").
//
// The spec notes an observed oddity of the original: choosing Member loaded the admin defaults.
// We do the sensible thing instead: every level loads its own preset for the account type
// (Member loads the member preset), and Custom keeps the values as they are. See README.
import {
  presetFor,
  type AccountType,
  type DerivedPermissionLevel,
  type PermissionSet,
} from '@portal/contracts';

export function permissionsForLevel(
  level: DerivedPermissionLevel,
  current: PermissionSet,
  accountType: AccountType,
): PermissionSet {
  return level === 'Custom' ? current : presetFor(level, accountType);
}
