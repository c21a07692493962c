// A new session id at sign-in (session fixation), and a session cookie replayed
// after logout refused. Session ids are made only by the server (sessions/store.ts createSession),
// at every step that raises what a session may do: sign-in, the MFA challenge, a new password.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode } from '../mfa/totp.ts';
import type { Browser } from '../testing/gatewayClient.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

/** Every test here signs in (a full scrypt hash each): generous, as the machine may be busy. */
const HASH_HEAVY_TIMEOUT_MS = 180_000;

let t: TestApp;
const secret = newTotpSecret();
beforeAll(async () => {
  t = await createTestApp();
  await t.db.pool.query(
    `UPDATE identity.logins SET mfa_secret = $1, mfa_enabled = true WHERE account_id = 'md001' AND username = 'senior'`,
    [secret],
  );
});
afterAll(async () => {
  await t?.close();
});

/** Another browser holding a copy of `cookie` (the attacker who planted or stole it). */
function holderOf(cookie: string | null): Browser {
  const browser = t.browser();
  browser.sessionID = cookie;
  return browser;
}

async function checkOf(browser: Browser): Promise<unknown> {
  return (await browser.get('/api/check')).body;
}

const SIGNED_OUT = { error: 'INVALID_SESSION_ID', member: null };

describe(
  'security: a new session id at sign-in (session fixation)',
  { timeout: HASH_HEAVY_TIMEOUT_MS },
  () => {
    it('security: a session id planted before sign-in (one the server never issued) is not adopted; sign-in sets a new one', async () => {
      const planted = randomBytes(32).toString('base64url');
      const victim = holderOf(planted);
      const res = await victim.signin('cadet', TEST_PASSWORD);
      expect(res.body.result).toBe('None');
      expect(victim.sessionID).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(victim.sessionID).not.toBe(planted);
      expect(await checkOf(holderOf(planted))).toEqual(SIGNED_OUT);
      expect(await checkOf(victim)).toMatchObject({ error: 'NONE', member: { id: 510004 } });
    });

    it("security: an attacker's own live session planted in a browser ends when the victim signs in there; the attacker's copy never becomes the victim's", async () => {
      const attacker = t.browser();
      await attacker.signin('staff', TEST_PASSWORD);
      const planted = attacker.sessionID!;
      const victim = holderOf(planted);
      expect((await victim.signin('admin', TEST_PASSWORD)).body.result).toBe('None');
      expect(victim.sessionID).not.toBe(planted);
      expect(await checkOf(attacker)).toEqual(SIGNED_OUT);
      expect(await checkOf(victim)).toMatchObject({ error: 'NONE', member: { id: 510001 } });
    });

    it('security: finishing the MFA challenge issues a new id; the MFA-pending cookie is refused afterwards', async () => {
      const browser = t.browser();
      expect((await browser.signin('senior', TEST_PASSWORD)).body.result).toBe('MFAChallengeRequired');
      const pending = browser.sessionID!;
      const res = await browser.postWithToken('/api/member/session/finishmfa', {
        mfaToken: await totpCode(secret, t.now()),
      });
      expect(res.body.result).toBe('None');
      expect(browser.sessionID).not.toBe(pending);
      expect(await checkOf(holderOf(pending))).toEqual(SIGNED_OUT);
      expect(await checkOf(browser)).toMatchObject({ error: 'NONE', member: { id: 510005 } });
    });

    it('security: setting a new password for an expired one issues a new id; the PasswordReset cookie is refused afterwards', async () => {
      await t.db.pool.query(
        `UPDATE identity.logins SET password_expires_at = now() WHERE account_id = 'md001' AND username = 'manager'`,
      );
      const browser = t.browser();
      expect((await browser.signin('manager', TEST_PASSWORD)).body.result).toBe('PasswordExpired');
      const resetting = browser.sessionID!;
      const res = await browser.postWithToken('/api/member/passwordreset', { password: 'Fresh-Password-81' });
      expect(res.body).toEqual({ result: 'Ok' });
      expect(browser.sessionID).not.toBe(resetting);
      expect(await checkOf(holderOf(resetting))).toEqual(SIGNED_OUT);
      expect(await checkOf(browser)).toMatchObject({ error: 'NONE' });
    });
  },
);

describe(
  'security: a session cookie replayed after logout is refused',
  { timeout: HASH_HEAVY_TIMEOUT_MS },
  () => {
    it('security: after logout the old cookie is refused on the session check, a member call and a mutating call', async () => {
      const browser = t.browser();
      await browser.signin('cadet', TEST_PASSWORD);
      const token = (await browser.get('/api/token')).body.token as string;
      const copy = browser.sessionID;
      expect((await browser.postWithToken('/api/member/session/logout')).status).toBe(204);

      const replay = holderOf(copy);
      expect(await checkOf(replay)).toEqual(SIGNED_OUT);
      const member = await replay.get('/api/member/account');
      expect(member.status).toBe(401);
      expect(member.body.code).toBe('SIGNIN_REQUIRED');
      // the token of the ended session is no key either: the call is anonymous and refused
      const mutating = await replay.post('/api/member/session/startmfasetup', { token });
      expect(mutating.status).toBe(401);
    });

    it('security: logging out of an MFA-pending session ends it; its cookie cannot then finish the challenge', async () => {
      const browser = t.browser();
      await browser.signin('senior', TEST_PASSWORD);
      const copy = browser.sessionID;
      expect((await browser.postWithToken('/api/member/session/logout')).status).toBe(204);
      const replay = holderOf(copy);
      const res = await replay.postWithToken('/api/member/session/finishmfa', {
        mfaToken: await totpCode(secret, new Date(t.now().getTime() + 30_000)),
      });
      expect(res.status).toBe(401);
      expect(replay.sessionID).toBe(copy);
      expect(await checkOf(replay)).toEqual(SIGNED_OUT);
    });
  },
);
