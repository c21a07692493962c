import { describe, expect, it } from 'vitest';
import {
  USERNAME_MESSAGE,
  isManualAddMemberNumberValid,
  isMfaTokenValid,
  isPocMemberNumberValid,
  isRequestMemberNumberValid,
  isUsernameValid,
  newUsername,
} from './fieldRules.ts';
import { parseBody } from './parseBody.ts';
import { z } from 'zod';

describe('field rules (platform §5, §9)', () => {
  it.each([
    ['jdoe', true],
    ['', false],
    [' jdoe', false],
    ['jdoe ', false],
    ['a'.repeat(44), true],
    ['a'.repeat(45), false],
  ])('§5 finish setup username %j -> %s', (u, ok) => {
    expect(isUsernameValid(u)).toBe(ok);
  });

  it('§5: the username rule gives its exact message', () => {
    const r = parseBody(z.object({ username: newUsername }), { username: ' x' });
    expect(r.ok ? null : r.error.message).toBe(
      'Username cannot be empty, must be between 0 and 45 characters and cannot start or end with a space',
    );
    expect(USERNAME_MESSAGE).toContain('between 0 and 45');
  });

  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    [' 12345', false],
  ])('§5 MFA token %j -> %s', (t, ok) => {
    expect(isMfaTokenValid(t)).toBe(ok);
  });

  it('§9 member numbers: requests >= 100000; POC 100000 exclusive to 999999; manual 100000..999999', () => {
    expect(isRequestMemberNumberValid(99999)).toBe(false);
    expect(isRequestMemberNumberValid(100000)).toBe(true);
    expect(isRequestMemberNumberValid(100000.5)).toBe(false);
    expect(isPocMemberNumberValid(100000)).toBe(false);
    expect(isPocMemberNumberValid(999999)).toBe(true);
    expect(isPocMemberNumberValid(1000000)).toBe(false);
    expect(isManualAddMemberNumberValid(100000)).toBe(true);
    expect(isManualAddMemberNumberValid(1000000)).toBe(false);
  });
});
