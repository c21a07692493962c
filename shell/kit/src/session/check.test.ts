import { describe, expect, it } from 'vitest';
import { parseCheck } from './check.ts';

const member = { type: 'CAPNHQMember', id: 546319, nameFirst: 'Jane', nameLast: 'Doe' };

describe('session check (platform §4: a session result with an error means signed out)', () => {
  it('error NONE with a member: signed in', () => {
    expect(parseCheck({ error: 'NONE', member, sessionType: 'Regular' })).toEqual({
      error: 'NONE',
      member,
      sessionType: 'Regular',
      superUser: false,
    });
  });

  it('superUser (the privileged site user, §6) only with a signed-in member', () => {
    expect(parseCheck({ error: 'NONE', member, sessionType: 'Regular', superUser: true }).superUser).toBe(
      true,
    );
    expect(parseCheck({ error: 'INVALID_SESSION_ID', member: null, superUser: true }).superUser).toBe(false);
  });

  it('any error code: no member, even if one is sent', () => {
    expect(parseCheck({ error: 'INVALID_SESSION_ID', member }).member).toBeNull();
    expect(parseCheck({ error: 'ACCOUNT_USES_MFA', member, sessionType: 'MFAInProgress' })).toEqual({
      error: 'ACCOUNT_USES_MFA',
      member: null,
      sessionType: 'MFAInProgress',
      superUser: false,
    });
  });

  it('a malformed answer counts as SERVER_ERROR, signed out', () => {
    expect(parseCheck(undefined)).toEqual({
      error: 'SERVER_ERROR',
      member: null,
      sessionType: null,
      superUser: false,
    });
    expect(parseCheck('<html>')).toEqual({
      error: 'SERVER_ERROR',
      member: null,
      sessionType: null,
      superUser: false,
    });
  });
});
