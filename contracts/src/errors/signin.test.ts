import { describe, expect, it } from 'vitest';
import { SigninResult, signinCodeFor, signinMessage } from './signin.ts';

describe('sign-in messages (platform §8)', () => {
  it.each([
    ['IncorrectCredentials', 'The username and password could not be verified'],
    ['InvalidSessionID', 'Invalid session'],
    ['ServerError', 'An error occurred while trying to sign in'],
    ['UnknownServerError', 'An error occurred while trying to sign in'],
    ['DatabaseError', 'An error occurred while trying to sign in'],
    ['TokenInvalid', 'Invalid reCAPTCHA'],
    ['AccountExpired', 'Your account has expired'],
    ['None', null],
    ['PasswordExpired', null],
    ['MFAChallengeRequired', null],
  ] as const)('%s -> %s', (result, message) => {
    expect(signinMessage(result)).toBe(message);
  });

  it('every result has a message decision and a code', () => {
    for (const result of SigninResult.options) {
      expect(signinCodeFor(result)).toMatch(/^[A-Z_]+$/);
    }
    expect(signinCodeFor('MFAChallengeRequired')).toBe('ACCOUNT_USES_MFA');
    expect(signinCodeFor('PasswordExpired')).toBe('PASSWORD_EXPIRED');
    expect(signinCodeFor('None')).toBe('NONE');
    expect(signinCodeFor('IncorrectCredentials')).toBe('SERVER_ERROR');
  });
});
