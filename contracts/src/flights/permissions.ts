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

/** A member as the flight rules read them (their account and whether a senior member). */
export interface FlightCandidate {
  accountID: string;
  seniorMember: boolean;
}

/**
 * Flights are cadet flights (glossary "a squad-sized group of cadets"; §2 Flight assignment): only
 * a cadet counts in one. Moves (flightMoveCheck), the flight board's cards, and reads through a
 * flight (a flight leader's attendance view and contact list, events §6, platform §6) all use this:
 * a senior member stored in a flight (by an import, or before moves were checked) is neither
 * reached through it nor, as a leader, has a flight.
 */
export function countsInFlights(member: Pick<FlightCandidate, 'seniorMember'>): boolean {
  return !member.seniorMember;
}

/** 'notFound': none of the caller's account (404); 'notCadet': a senior member (400). */
export type FlightMoveCheck = 'allowed' | 'notFound' | 'notCadet';

/**
 * Whom a caller who may assign flights (canAssignFlights) may move, to a flight or to Unassigned:
 * a cadet of the caller's own account. Flight membership opens a flight leader's reads, so a
 * senior member (the administrator included) is never moved.
 */
export function flightMoveCheck(
  callerAccountID: string,
  target: FlightCandidate | null | undefined,
): FlightMoveCheck {
  if (!target || target.accountID !== callerAccountID) return 'notFound';
  return countsInFlights(target) ? 'allowed' : 'notCadet';
}
