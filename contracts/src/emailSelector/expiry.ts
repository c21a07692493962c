// Platform §9 "Member expiry colouring: red/struck if expired, orange or '<' within 30 days
// (2,592,000,000 ms)", as the selector lists show member names. Pure (expiry.test.ts).

export const MEMBERSHIP_EXPIRY_WARNING_MS = 2_592_000_000;

export type MembershipExpiry = 'EXPIRED' | 'EXPIRING' | 'CURRENT';

/** Unknown expiry (prospective members, null) counts as current: nothing to warn about. */
export function membershipExpiry(expirationDate: number | null | undefined, now: number): MembershipExpiry {
  if (expirationDate === null || expirationDate === undefined) return 'CURRENT';
  if (expirationDate < now) return 'EXPIRED';
  if (expirationDate < now + MEMBERSHIP_EXPIRY_WARNING_MS) return 'EXPIRING';
  return 'CURRENT';
}
