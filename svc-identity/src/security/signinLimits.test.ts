// Sign-in limits in the field's login-protection pattern: failures are counted, successes are not;
// consecutive failures per username and address; a daily cap of failures per address; a device
// cookie (OWASP) lets a member who signs in correctly from a known device through whatever a
// stranger did. The three account mail flows each have their own per-address limit.
import { API_ERRORS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../limits/deviceCookie.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

/** Every test here signs in many times (a password hash each): generous, as the machine may be busy. */
const HASH_HEAVY_TIMEOUT_MS = 180_000;
const WRONG = 'Wrong-Password-2024!';
const RATE_LIMITED = { code: API_ERRORS.rateLimited.code, message: API_ERRORS.rateLimited.message };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function browserAt(ip: string, site: Pick<TestApp, 'browser'> = t) {
  const browser = site.browser();
  browser.ip = ip;
  return browser;
}

describe(
  'security: sign-in limits count failures; a known device gets through',
  { timeout: HASH_HEAVY_TIMEOUT_MS },
  () => {
    it('security: 150 successful sign-ins from one address within 15 minutes all succeed (a meeting night behind one address, default limits)', async () => {
      const hangar = '198.51.100.150';
      const results: string[] = [];
      for (let i = 0; i < 150; i++) {
        const res = await browserAt(hangar).signin(['cadet', 'staff', 'admin'][i % 3]!, TEST_PASSWORD);
        results.push(res.status === 200 ? res.body.result : String(res.status));
      }
      expect(results.filter((r) => r !== 'None')).toEqual([]);
    });

    it('security: ten wrong passwords from a stranger do not stop the member who signs in correctly with the device cookie of an earlier sign-in; the username+address lock still holds the stranger', async () => {
      const hangar = '198.51.100.60';
      const member = browserAt(hangar);
      expect((await member.signin('staff', TEST_PASSWORD)).body.result).toBe('None');
      expect(member.cookies.has(DEVICE_COOKIE)).toBe(true);

      // the stranger shares the member's address (the worst case: one network for the whole unit)
      const stranger = browserAt(hangar);
      for (let i = 0; i < 10; i++)
        expect((await stranger.signin('staff', WRONG)).body.result).toBe('IncorrectCredentials');
      const strangerLocked = await stranger.signin('staff', TEST_PASSWORD);
      expect(strangerLocked.status).toBe(429);
      expect(strangerLocked.body).toEqual(RATE_LIMITED);
      expect(Number(strangerLocked.headers['retry-after'])).toBeGreaterThan(0);
      // any client of that address without the device cookie is held by the same lock
      expect((await browserAt(hangar).signin('STAFF', TEST_PASSWORD)).status).toBe(429);

      const again = await member.signin('staff', TEST_PASSWORD);
      expect(again.status).toBe(200);
      expect(again.body.result).toBe('None');
    });

    it('security: a device cookie names one member of one account: it does not open another username, nor a changed copy', async () => {
      const ip = '198.51.100.61';
      const member = browserAt(ip);
      expect((await member.signin('cadet', TEST_PASSWORD)).body.result).toBe('None');
      const cookie = member.cookies.get(DEVICE_COOKIE)!;
      const stranger = browserAt(ip);
      for (let i = 0; i < 10; i++) await stranger.signin('admin', WRONG);
      // the cadet's device cookie is no key to admin's sign-in
      const other = browserAt(ip);
      other.cookies.set(DEVICE_COOKIE, cookie);
      expect((await other.signin('admin', TEST_PASSWORD)).status).toBe(429);
      // nor is a cookie edited to name admin
      const [payload, signature] = decodeURIComponent(cookie).split('.');
      const edited = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), u: 'admin' }),
      ).toString('base64url');
      other.cookies.set(DEVICE_COOKIE, encodeURIComponent(`${edited}.${signature}`));
      expect((await other.signin('admin', TEST_PASSWORD)).status).toBe(429);
    });

    it('security: a username locked for clients without its device cookie (failures from many addresses) still lets the member in from a known device', async () => {
      const site = t.variant({ signinFailuresPerUser: 3 });
      const member = browserAt('198.51.100.70', site);
      expect((await member.signin('cadet', TEST_PASSWORD)).body.result).toBe('None');
      for (let i = 0; i < 3; i++) {
        expect((await browserAt(`192.0.2.${100 + i}`, site).signin('cadet', WRONG)).status).toBe(200);
      }
      const newPhone = await browserAt('192.0.2.120', site).signin('cadet', TEST_PASSWORD);
      expect(newPhone.status).toBe(429);
      expect(newPhone.body).toEqual(RATE_LIMITED);
      expect((await member.signin('cadet', TEST_PASSWORD)).body.result).toBe('None');
    });

    it('security: failures from one address slow it down across usernames (a cap of failures per address), successes there do not count', async () => {
      const site = t.variant({ signinFailuresPerAddress: 3 });
      const ip = '192.0.2.140';
      for (let i = 0; i < 5; i++)
        expect((await browserAt(ip, site).signin('cadet', TEST_PASSWORD)).body.result).toBe('None');
      for (const name of ['spray1', 'spray2', 'spray3']) {
        expect((await browserAt(ip, site).signin(name, WRONG)).body.result).toBe('IncorrectCredentials');
      }
      const refused = await browserAt(ip, site).signin('senior', TEST_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(RATE_LIMITED);
      expect((await browserAt('192.0.2.141', site).signin('senior', TEST_PASSWORD)).body.result).toBe('None');
    });

    it('security: a successful sign-in resets the failures of that username from that address', async () => {
      const site = t.variant({ signinFailuresPerUserAddress: 3 });
      const ip = '192.0.2.150';
      // three failures in a row lock the pair; two, then the right password, start the count again
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 2; i++)
          expect((await browserAt(ip, site).signin('senior', WRONG)).status).toBe(200);
        expect((await browserAt(ip, site).signin('senior', TEST_PASSWORD)).body.result).toBe('None');
      }
      for (let i = 0; i < 3; i++) await browserAt(ip, site).signin('senior', WRONG);
      expect((await browserAt(ip, site).signin('senior', TEST_PASSWORD)).status).toBe(429);
    });

    it('security: the three mail flows (password reset, username request, account request) each have their own per-address limit: using one up leaves the others open', async () => {
      const ip = '192.0.2.160';
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await browserAt(ip).post('/api/member/account/requestpasswordreset', {
          username: `nobody${i}`,
          captchaToken: 'ok',
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
      expect(statuses[20]).toBe(429);
      const username = await browserAt(ip).post('/api/member/account/capnhq/requestusername', {
        capid: 999_991,
        captchaToken: 'ok',
      });
      expect(username.status).not.toBe(429);
      const account = await browserAt(ip).post('/api/member/account/capnhq/requestaccount', {
        capid: 999_992,
        email: 'someone@example.com',
        recaptcha: 'ok',
      });
      expect(account.status).not.toBe(429);
    });
  },
);
