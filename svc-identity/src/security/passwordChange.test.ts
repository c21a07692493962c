// A password change ends the member's other sessions (a stolen session does not
// survive it). The expired-password form (POST /api/member/passwordreset) renews the session that
// set the password (new id, as foundation "Sign-in": the member goes on signed in); the emailed
// reset link (finishpasswordreset) ends every session of the member and starts a new one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../account/tokens.ts';
import { createSession, enterScanAddMode } from '../sessions/store.ts';
import type { Browser } from '../testing/gatewayClient.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

/** Every test here signs in (a full scrypt hash each): generous, as the machine may be busy. */
const HASH_HEAVY_TIMEOUT_MS = 180_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SIGNED_OUT = { error: 'INVALID_SESSION_ID', member: null };

async function checkOf(browser: Browser): Promise<unknown> {
  return (await browser.get('/api/check')).body;
}

async function signedIn(username: string): Promise<Browser> {
  const browser = t.browser();
  expect((await browser.signin(username, TEST_PASSWORD)).body.result).toBe('None');
  return browser;
}

/** Sessions of every other kind for one member: half-finished sign-ins and a scan-mode kiosk. */
async function sessionsOf(capid: number, loginUsername: string) {
  const deps = { pool: t.db.pool, redis: t.redis, config: t.config, clock: t.now };
  const { rows } = await t.db.pool.query<{ id: string }>(
    `SELECT id FROM identity.logins WHERE account_id = 'md001' AND username = $1`,
    [loginUsername],
  );
  const loginID = Number(rows[0]!.id);
  const member = { type: 'CAPNHQMember', id: capid } as const;
  const made: Record<string, string> = {};
  for (const type of ['MFAInProgress', 'PasswordReset', 'Regular'] as const) {
    const session = await createSession(deps, { accountID: 'md001', loginID, member, type });
    made[type] = session.cookieValue;
    // the Regular one becomes a scan-mode kiosk (events §7)
    if (type === 'Regular') await enterScanAddMode(deps, 'md001', session.id, 1);
  }
  return made;
}

async function liveSessions(capid: number): Promise<number> {
  const { rows } = await t.db.pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM identity.sessions WHERE account_id = 'md001' AND member_id = $1`,
    [String(capid)],
  );
  return Number(rows[0]!.n);
}

describe(
  "security: a password change ends the member's other sessions",
  { timeout: HASH_HEAVY_TIMEOUT_MS },
  () => {
    it("security: a password change (expired-password form) ends the member's other sessions of every kind and renews the current one", async () => {
      const [phone, laptop] = [await signedIn('senior'), await signedIn('senior')];
      const others = await sessionsOf(510005, 'senior');
      const bystander = await signedIn('cadet');

      await t.db.pool.query(
        `UPDATE identity.logins SET password_expires_at = now() WHERE account_id = 'md001' AND username = 'senior'`,
      );
      const desk = t.browser();
      expect((await desk.signin('senior', TEST_PASSWORD)).body.result).toBe('PasswordExpired');
      const before = desk.sessionID;
      const res = await desk.postWithToken('/api/member/passwordreset', { password: 'Changed-Password-55' });
      expect(res.body).toEqual({ result: 'Ok' });

      for (const browser of [phone, laptop]) expect(await checkOf(browser)).toEqual(SIGNED_OUT);
      for (const cookie of Object.values(others)) {
        const holder = t.browser();
        holder.sessionID = cookie;
        expect(await checkOf(holder)).toEqual(SIGNED_OUT);
      }
      // the current one is renewed: a new id, signed in; the id that set the password is gone
      expect(desk.sessionID).not.toBe(before);
      expect(await checkOf(desk)).toMatchObject({ error: 'NONE', member: { id: 510005 } });
      const old = t.browser();
      old.sessionID = before;
      expect(await checkOf(old)).toEqual(SIGNED_OUT);
      expect(await liveSessions(510005)).toBe(1);
      // another member is untouched
      expect(await checkOf(bystander)).toMatchObject({ error: 'NONE', member: { id: 510004 } });
    });

    it('security: a password reset by emailed link ends every session of the member, the browser’s own too, and signs in with a new id', async () => {
      const [phone, laptop] = [await signedIn('staff'), await signedIn('staff')];
      const others = await sessionsOf(510003, 'staff');
      const bystander = await signedIn('admin');
      const { token } = await issueToken(t.db.pool, {
        accountID: 'md001',
        kind: 'PasswordReset',
        member: { type: 'CAPNHQMember', id: 510003 },
        email: null,
        now: t.now(),
      });

      // the link opened on the laptop, which holds one of the member's sessions
      const before = laptop.sessionID;
      const res = await laptop.post('/api/member/account/finishpasswordreset', {
        token,
        newPassword: 'Reset-By-Link-Pass-3',
      });
      expect(res.body).toEqual({ result: 'Ok', sessionType: 'Regular' });
      expect(laptop.sessionID).not.toBe(before);
      expect(await checkOf(laptop)).toMatchObject({ error: 'NONE', member: { id: 510003 } });

      expect(await checkOf(phone)).toEqual(SIGNED_OUT);
      for (const cookie of [before, ...Object.values(others)]) {
        const holder = t.browser();
        holder.sessionID = cookie;
        expect(await checkOf(holder)).toEqual(SIGNED_OUT);
      }
      expect(await liveSessions(510003)).toBe(1);
      expect(await checkOf(bystander)).toMatchObject({ error: 'NONE', member: { id: 510001 } });
      expect((await t.browser().signin('staff', TEST_PASSWORD)).body.result).toBe('IncorrectCredentials');
    });
  },
);
