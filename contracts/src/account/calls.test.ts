import { describe, expect, it } from 'vitest';
import { parseBody } from '../validation/parseBody.ts';
import {
  finishPasswordResetRequest,
  finishSetupRequest,
  requestAccountRequest,
  requestPasswordResetRequest,
  requestUsernameRequest,
} from './calls.ts';
import { ACCOUNT_MESSAGES } from './messages.ts';

const USERNAME_RULE =
  'Username cannot be empty, must be between 0 and 45 characters and cannot start or end with a space';

function firstMessage(result: ReturnType<typeof parseBody>): string | undefined {
  return result.ok ? undefined : result.error.message;
}

describe('member account call schemas (§5 validation rules)', () => {
  it('account request: member number at least 100000, email with @, captcha present', () => {
    expect(parseBody(requestAccountRequest, { capid: 100000, email: 'a@b', recaptcha: 'x' }).ok).toBe(true);
    expect(
      firstMessage(parseBody(requestAccountRequest, { capid: 99999, email: 'a@b', recaptcha: 'x' })),
    ).toBe(ACCOUNT_MESSAGES.memberNumber);
    expect(
      firstMessage(parseBody(requestAccountRequest, { capid: 100000, email: 'ab', recaptcha: 'x' })),
    ).toBe(ACCOUNT_MESSAGES.email);
    expect(
      firstMessage(parseBody(requestAccountRequest, { capid: 100000, email: 'a@b', recaptcha: '' })),
    ).toBe(ACCOUNT_MESSAGES.captcha);
  });

  it('finish setup username: non-empty, under 45, no leading or trailing space (exact message)', () => {
    const ok = { token: 't', username: 'u'.repeat(44), password: 'p' };
    expect(parseBody(finishSetupRequest, ok).ok).toBe(true);
    for (const username of ['', ' a', 'a ', 'u'.repeat(45)]) {
      expect(firstMessage(parseBody(finishSetupRequest, { ...ok, username }))).toBe(USERNAME_RULE);
    }
  });

  it('password reset request: username trimmed and non-empty, captcha solved', () => {
    const parsed = parseBody(requestPasswordResetRequest, { username: '  pat ', captchaToken: 'x' });
    expect(parsed.ok && parsed.value.username).toBe('pat');
    expect(firstMessage(parseBody(requestPasswordResetRequest, { username: '  ', captchaToken: 'x' }))).toBe(
      ACCOUNT_MESSAGES.usernameEmpty,
    );
  });

  it('login request: member number at least 100000 and captcha solved', () => {
    expect(firstMessage(parseBody(requestUsernameRequest, { capid: 12, captchaToken: 'x' }))).toBe(
      ACCOUNT_MESSAGES.memberNumber,
    );
    expect(firstMessage(parseBody(requestUsernameRequest, { capid: 123456 }))).toBe(
      'captchaToken is required',
    );
  });

  it('finish password reset needs the link token and a new password', () => {
    expect(firstMessage(parseBody(finishPasswordResetRequest, { newPassword: 'x' }))).toBe(
      'token is required',
    );
  });
});
