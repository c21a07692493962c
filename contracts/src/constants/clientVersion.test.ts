import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS, sessionExpiryFrom } from '../entities/session.ts';
import { CLIENT_VERSION } from './clientVersion.ts';

describe('platform §9 business constants', () => {
  it("'Client version 1.26.0'", () => {
    expect(CLIENT_VERSION).toBe('1.26.0');
  });

  it("'Session expiry helper gives a time 24 hours ahead'", () => {
    const now = Date.UTC(2026, 0, 31, 22, 30);
    expect(sessionExpiryFrom(now)).toBe(Date.UTC(2026, 1, 1, 22, 30));
    expect(SESSION_LIFETIME_MS).toBe(86_400_000);
  });

  it('the helper counts from the current time when given none', () => {
    const before = Date.now();
    const expiry = sessionExpiryFrom();
    expect(expiry - before).toBeGreaterThanOrEqual(86_400_000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(86_400_000);
  });
});
