// Platform §6 "flight assignment needs FlightAssign" and §2 "Assign flight members (squadron or
// event accounts with FlightAssign)": who may list and move members between flights.
import type { AccountType } from '../entities/account.ts';
import type { MemberReference } from '../entities/memberReference.ts';
import type { PermissionSet } from '../permissions/permissionSet.ts';
import { hasPermission } from '../permissions/presets.ts';

/** Account types that have flights (group, wing and region presets omit FlightAssign, §6). */
export const FLIGHT_ACCOUNT_TYPES: readonly AccountType[] = ['CAPSQUADRON', 'CAPEVENT'];

/**
 * A squadron or event account, and FlightAssign YES (the super users pass the permission, not the
 * account type: other account types have no flights to assign).
 */
export function canAssignFlights(
  member: (MemberReference & { permissions: PermissionSet }) | null | undefined,
  accountType: AccountType | null | undefined,
  superUserIds: readonly number[] = [],
): boolean {
  if (!member || !accountType || !FLIGHT_ACCOUNT_TYPES.includes(accountType)) return false;
  return hasPermission(member, 'FlightAssign', 'YES', superUserIds);
}
