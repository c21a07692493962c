import { describe, expect, it } from 'vitest';
import { parseBody } from '../validation/parseBody.ts';
import { mfaTokenRequest, signinRequest, suRequest } from './index.ts';

describe('identity call schemas', () => {
  it('sign-in (§5): username trimmed; username, password and captcha non-empty', () => {
    const ok = parseBody(signinRequest, {
      username: '  cadet ',
      password: 'x',
      token: { type: 'Recaptcha', response: 'abc' },
    });
    expect(ok).toEqual({
      ok: true,
      value: { username: 'cadet', password: 'x', token: { type: 'Recaptcha', response: 'abc' } },
    });
    const blank = parseBody(signinRequest, {
      username: '   ',
      password: '',
      token: { type: 'Recaptcha', response: '' },
    });
    expect(blank.ok).toBe(false);
    if (!blank.ok) expect(blank.error.code).toBe('VALIDATION');
  });

  it('MFA token (§5): exactly 6 numeric characters', () => {
    expect(mfaTokenRequest.safeParse({ mfaToken: '123456' }).success).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 123456']) {
      expect(mfaTokenRequest.safeParse({ mfaToken: bad }).success).toBe(false);
    }
  });

  it('su takes a member reference', () => {
    expect(suRequest.safeParse({ type: 'CAPNHQMember', id: 510004, token: 't' }).success).toBe(true);
    expect(suRequest.safeParse({ type: 'CAPNHQMember', id: 'abc' }).success).toBe(false);
  });
});
