import { describe, expect, it } from 'vitest';
import { loadConfig, parseSuperUserIDs } from '../config.ts';
import { isAllowedForSession } from './sessionGuard.ts';

describe('half-finished sign-ins (foundation "Sign-in")', () => {
  it('an MFAInProgress session may only call check, token, finishmfa and logout (plus the sign-in page calls)', () => {
    const allowed = (method: string, path: string) => isAllowedForSession('MFAInProgress', method, path);
    expect(allowed('GET', '/api/check')).toBe(true);
    expect(allowed('GET', '/api/token')).toBe(true);
    expect(allowed('POST', '/api/member/session/finishmfa')).toBe(true);
    expect(allowed('POST', '/api/member/session/logout/')).toBe(true);
    expect(allowed('POST', '/api/signin')).toBe(true);
    expect(allowed('GET', '/api/registry')).toBe(true);
    expect(allowed('PUT', '/api/registry')).toBe(false);
    expect(allowed('POST', '/api/member/passwordreset')).toBe(false);
    expect(allowed('GET', '/api/member/account')).toBe(false);
    expect(allowed('GET', '/api/events')).toBe(false);
  });

  it('the account flows (emailed links, captcha requests) and crash reports stay open to half-finished sessions', () => {
    for (const type of ['MFAInProgress', 'PasswordReset'] as const) {
      expect(isAllowedForSession(type, 'POST', '/api/member/account/requestpasswordreset')).toBe(true);
      expect(isAllowedForSession(type, 'POST', '/api/member/account/finishpasswordreset')).toBe(true);
      expect(isAllowedForSession(type, 'POST', '/api/member/account/finishsetup')).toBe(true);
      expect(isAllowedForSession(type, 'POST', '/api/errors/clienterror')).toBe(true);
      expect(isAllowedForSession(type, 'GET', '/api/errors')).toBe(false);
    }
  });

  it('a PasswordReset session may also set its new password; Regular sessions are not restricted', () => {
    expect(isAllowedForSession('PasswordReset', 'POST', '/api/member/passwordreset')).toBe(true);
    expect(isAllowedForSession('PasswordReset', 'POST', '/api/member/session/finishmfasetup')).toBe(false);
    expect(isAllowedForSession('Regular', 'POST', '/api/member/session/startmfasetup')).toBe(true);
  });
});

describe('configuration', () => {
  it('super-user ids come only from SUPER_USER_IDS (numeric, comma-separated)', () => {
    expect(parseSuperUserIDs(' 510001, 510002 ,abc,')).toEqual([510001, 510002]);
    expect(loadConfig({}).superUserIDs).toEqual([]);
  });

  it("CAPTCHA is 'altcha' by default, 'none' on request, anything else is refused", () => {
    expect(loadConfig({}).captcha).toBe('altcha');
    expect(loadConfig({ CAPTCHA: 'none' }).captcha).toBe('none');
    expect(() => loadConfig({ CAPTCHA: 'recaptcha' })).toThrow(/CAPTCHA/);
  });
});
