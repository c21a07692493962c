import { SIGNIN_MESSAGES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function expireLogin(username: string, column: 'password_expires_at' | 'account_expires_at') {
  await t.db.pool.query(
    `UPDATE identity.logins SET ${column} = now() - interval '1 day' WHERE account_id = 'md001' AND username = $1`,
    [username],
  );
}

describe('POST /api/signin (platform §8 sign-in results)', () => {
  it('None: right username and password sign in, set an HttpOnly SameSite=Lax session cookie and return the member', async () => {
    const browser = t.browser();
    const res = await browser.signin('cadet', TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'None', code: 'NONE', sessionType: 'Regular' });
    expect(res.body.member).toMatchObject({
      type: 'CAPNHQMember',
      id: 510004,
      nameFirst: 'Casey',
      nameLast: 'Cadet',
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/sessionid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/);
    expect(cookie).not.toMatch(/Secure/);

    const check = await browser.get('/api/check');
    expect(check.body).toMatchObject({ error: 'NONE', sessionType: 'Regular', member: { id: 510004 } });
  });

  it('username is case-insensitive and trimmed (§5)', async () => {
    const res = await t.browser().signin('  CaDeT ', TEST_PASSWORD);
    expect(res.body.result).toBe('None');
  });

  it('a new session id at every sign-in; the previous session of the browser ends', async () => {
    const browser = t.browser();
    await browser.signin('cadet', TEST_PASSWORD);
    const first = browser.sessionID;
    await browser.signin('cadet', TEST_PASSWORD);
    expect(browser.sessionID).not.toBe(first);
    const old = t.browser();
    old.sessionID = first;
    expect((await old.get('/api/check')).body.error).toBe('INVALID_SESSION_ID');
  });

  it("IncorrectCredentials: wrong password says 'The username and password could not be verified' and sets no cookie", async () => {
    const res = await t.browser().signin('cadet', 'Wrong-Password-2024!');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      result: 'IncorrectCredentials',
      code: 'SERVER_ERROR',
      message: 'The username and password could not be verified',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('IncorrectCredentials: an unknown username gets the same answer as a wrong password (no enumeration)', async () => {
    const unknown = await t.browser().signin('nobody-here', 'Wrong-Password-2024!');
    const wrong = await t.browser().signin('cadet', 'Wrong-Password-2024!');
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('an unknown username still costs a password hash (timing does not reveal usernames)', async () => {
    // at OWASP's cost, so a hash stands out from the request's own time (the run hashes at 2^12)
    const testCost = process.env.PASSWORD_HASH_LOG_N;
    delete process.env.PASSWORD_HASH_LOG_N;
    onTestFinished(() => {
      if (testCost !== undefined) process.env.PASSWORD_HASH_LOG_N = testCost;
    });
    const time = async (username: string) => {
      const start = performance.now();
      await t.browser().signin(username, 'Wrong-Password-2024!');
      return performance.now() - start;
    };
    await time('cadet');
    const unknown = await time('nobody-at-all');
    const known = await time('cadet');
    // a scrypt computation at the OWASP cost takes far more than 100 ms; a skipped one takes ~0
    expect(unknown).toBeGreaterThan(100);
    expect(unknown).toBeGreaterThan(known * 0.4);
  });

  it("TokenInvalid: a Signature token is not accepted ('Invalid reCAPTCHA')", async () => {
    const res = await t.browser().post('/api/signin', {
      username: 'cadet',
      password: TEST_PASSWORD,
      token: { type: 'Signature', signature: 'abc' },
    });
    expect(res.body).toMatchObject({ result: 'TokenInvalid', message: SIGNIN_MESSAGES.tokenInvalid });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('TokenInvalid: with CAPTCHA=altcha an unsolved captcha is refused before the password is checked', async () => {
    const altcha = t.variant({ captcha: 'altcha' });
    const res = await altcha.browser().signin('cadet', TEST_PASSWORD, 'not-a-solution');
    expect(res.body).toMatchObject({ result: 'TokenInvalid', message: 'Invalid reCAPTCHA' });
    const challenge = await altcha.browser().get('/api/captcha');
    expect(challenge.body.type).toBe('altcha');
    expect(challenge.body.challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
  });

  it("AccountExpired: 'Your account has expired', only after the right password", async () => {
    await t.db.pool.query(
      `UPDATE identity.logins SET account_expires_at = now() - interval '1 day' WHERE account_id = 'md002' AND username = 'cadet'`,
    );
    const wrong = await t.browser('md002').signin('cadet', 'Wrong-Password-2024!');
    expect(wrong.body.result).toBe('IncorrectCredentials');
    const res = await t.browser('md002').signin('cadet', TEST_PASSWORD);
    expect(res.body).toEqual({
      result: 'AccountExpired',
      code: 'SERVER_ERROR',
      message: 'Your account has expired',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('PasswordExpired: a PasswordReset session that may only set a new password (Complexity, InHistory, Ok)', async () => {
    await expireLogin('staff', 'password_expires_at');
    const browser = t.browser();
    const res = await browser.signin('staff', TEST_PASSWORD);
    expect(res.body).toMatchObject({
      result: 'PasswordExpired',
      code: 'PASSWORD_EXPIRED',
      sessionType: 'PasswordReset',
    });
    expect(res.body.member).toBeUndefined();
    expect(browser.sessionID).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await browser.get('/api/check')).body).toEqual({
      error: 'PASSWORD_EXPIRED',
      member: null,
      sessionType: 'PasswordReset',
    });
    // not signed in for anything else
    expect((await browser.postWithToken('/api/member/session/startmfasetup')).status).toBe(401);

    const weak = await browser.postWithToken('/api/member/passwordreset', { password: 'short' });
    expect(weak.body.result).toBe('Complexity');
    const same = await browser.postWithToken('/api/member/passwordreset', { password: TEST_PASSWORD });
    expect(same.body.result).toBe('InHistory');
    const ok = await browser.postWithToken('/api/member/passwordreset', { password: 'Brand-New-Password-7' });
    expect(ok.body).toEqual({ result: 'Ok' });
    expect((await browser.get('/api/check')).body).toMatchObject({ error: 'NONE', member: { id: 510003 } });
    expect((await t.browser().signin('staff', 'Brand-New-Password-7')).body.result).toBe('None');
  });

  it('a password set before the policy took effect (January 1st 2024) counts as expired', async () => {
    await t.db.pool.query(
      `UPDATE identity.logins SET password_set_at = '2023-06-01' WHERE account_id = 'md001' AND username = 'manager'`,
    );
    expect((await t.browser().signin('manager', TEST_PASSWORD)).body.result).toBe('PasswordExpired');
  });

  it('a malformed request is a 400 with the generic validator messages, never a 500', async () => {
    const res = await t.browser().post('/api/signin', { username: 'cadet', password: 42 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.issues).toContain('password must be a string');
  });
});

describe('sign-in rate limit (Redis, failures only)', () => {
  it('by default: 10 failures in a row per username and address lock that pair for 15 minutes; 100 failures per address and 50 per username (unknown devices) a day', () => {
    expect(t.config.signinFailuresPerUserAddress).toBe(10);
    expect(t.config.signinLockSeconds).toBe(15 * 60);
    expect(t.config.signinFailuresPerAddress).toBe(100);
    expect(t.config.signinFailuresPerUser).toBe(50);
    expect(t.config.signinFailureWindowSeconds).toBe(24 * 60 * 60);
  });

  it('answers 429 after the limit of failures for one username from one address', async () => {
    // a limit of 3 instead of 10 keeps the test quick: each attempt costs a full password hash
    const limitedApp = t.variant({ signinFailuresPerUserAddress: 3 });
    const browser = limitedApp.browser();
    browser.ip = '198.51.100.7';
    for (let i = 0; i < 3; i++) {
      const res = await browser.signin('senior', 'Wrong-Password-2024!');
      expect(res.status).toBe(200);
    }
    const limited = await browser.signin('senior', TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    });
    // another account's user of the same name is counted apart
    expect((await limitedApp.browser('md002').signin('senior', 'x')).status).toBe(200);
  });

  it('an unsolved captcha is refused before the limit counts, so nobody locks a username out without solving captchas', async () => {
    const limitedApp = t.variant({ signinFailuresPerUserAddress: 2, captcha: 'altcha' });
    const browser = limitedApp.browser();
    browser.ip = '198.51.100.21';
    for (let i = 0; i < 5; i++) {
      const res = await browser.signin('manager', 'Wrong-Password-2024!', 'not-a-solution');
      expect(res.status).toBe(200);
      expect(res.body.result).toBe('TokenInvalid');
    }
  });

  it('answers 429 when one address fails on too many usernames', async () => {
    const limited = t.variant({ signinFailuresPerAddress: 3 });
    const browser = limited.browser();
    browser.ip = '198.51.100.99';
    for (const name of ['a1', 'a2', 'a3']) expect((await browser.signin(name, 'x')).status).toBe(200);
    expect((await browser.signin('a4', 'x')).status).toBe(429);
  });
});
