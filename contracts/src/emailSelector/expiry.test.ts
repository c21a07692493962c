import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_EXPIRY_WARNING_MS, membershipExpiry } from './expiry.ts';

const NOW = Date.UTC(2026, 0, 1);

describe("§9 'Member expiry colouring: red/struck if expired, orange or '<' within 30 days (2,592,000,000 ms)'", () => {
  it('the warning window is 2,592,000,000 ms (30 days)', () => {
    expect(MEMBERSHIP_EXPIRY_WARNING_MS).toBe(30 * 24 * 3600 * 1000);
  });
  it.each([
    [NOW - 1, 'EXPIRED'],
    [NOW, 'EXPIRING'],
    [NOW + MEMBERSHIP_EXPIRY_WARNING_MS - 1, 'EXPIRING'],
    [NOW + MEMBERSHIP_EXPIRY_WARNING_MS, 'CURRENT'],
    [null, 'CURRENT'],
    [undefined, 'CURRENT'],
  ])('expires %s -> %s', (expires, expected) => {
    expect(membershipExpiry(expires, NOW)).toBe(expected);
  });
});
