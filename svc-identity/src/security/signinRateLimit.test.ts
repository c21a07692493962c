// Sign-in rate limits per account and per address → 429 with the catalogue's words
// (API_ERRORS.rateLimited, docs/foundation.md "Sign-in"). The address is the one the gateway
// appended to X-Forwarded-For; security/throughGateway.test.ts shows a client cannot choose it.
import { API_ERRORS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBucket } from '../http/addressBucket.ts';
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

const RATE_LIMITED = { code: API_ERRORS.rateLimited.code, message: API_ERRORS.rateLimited.message };

describe(
  'security: sign-in rate limits (429 with the catalogue words)',
  { timeout: HASH_HEAVY_TIMEOUT_MS },
  () => {
    it('security: one account is limited per username whatever address the attempts come from, and then even the right password is refused', async () => {
      const limited = t.variant({ signinFailuresPerUser: 3, signinFailuresPerAddress: 1000 });
      for (let i = 0; i < 3; i++) {
        const browser = limited.browser();
        browser.ip = `198.51.100.${40 + i}`;
        expect((await browser.signin('admin', 'Wrong-Password-2024!')).status).toBe(200);
      }
      const browser = limited.browser();
      browser.ip = '198.51.100.49';
      const refused = await browser.signin('ADMIN', TEST_PASSWORD);
      expect(refused.status).toBe(API_ERRORS.rateLimited.status);
      expect(refused.body).toEqual(RATE_LIMITED);
      expect(refused.headers['set-cookie']).toBeUndefined();
      // the same username in another account is another account's window
      expect((await limited.browser('md002').signin('admin', TEST_PASSWORD)).body.result).toBe('None');
    });

    it('security: one address is limited across usernames (password spraying), with the catalogue words', async () => {
      const limited = t.variant({ signinFailuresPerUser: 1000, signinFailuresPerAddress: 3 });
      const sprayer = limited.browser();
      sprayer.ip = '192.0.2.77';
      for (const name of ['spray1', 'spray2', 'spray3'])
        expect((await sprayer.signin(name, 'Summer-2024!')).status).toBe(200);
      const refused = await sprayer.signin('cadet', TEST_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual(RATE_LIMITED);
      expect(refused.headers['set-cookie']).toBeUndefined();
      // another address is not affected
      const other = limited.browser();
      other.ip = '192.0.2.78';
      expect((await other.signin('cadet', TEST_PASSWORD)).body.result).toBe('None');
    });

    it('security: the addresses of one IPv6 /64 share one window (a host cannot reset it by changing its interface id)', async () => {
      const limited = t.variant({ signinFailuresPerUser: 1000, signinFailuresPerAddress: 2 });
      const ips = ['2001:db8:5:6::1', '2001:db8:5:6:aaaa::2', '2001:db8:5:6:ffff:1:2:3'];
      const statuses: number[] = [];
      for (const [i, ip] of ips.entries()) {
        const browser = limited.browser();
        browser.ip = ip;
        statuses.push((await browser.signin(`v6user${i}`, 'x')).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      // another /64 has its own window
      const neighbour = limited.browser();
      neighbour.ip = '2001:db8:5:7::1';
      expect((await neighbour.signin('v6user9', 'x')).status).toBe(200);
    });

    it('security: an IPv4 client counts the same whether the gateway saw it as a.b.c.d or ::ffff:a.b.c.d', async () => {
      expect(addressBucket('::ffff:192.0.2.5')).toBe('192.0.2.5');
      expect(addressBucket('2001:db8:1:2:3:4:5:6')).toBe(addressBucket('2001:db8:1:2::9'));
      expect(addressBucket('2001:db8:1:2::9')).not.toBe(addressBucket('2001:db8:1:3::9'));
      const limited = t.variant({ signinFailuresPerUser: 1000, signinFailuresPerAddress: 2 });
      const statuses: number[] = [];
      for (const [i, ip] of ['192.0.2.5', '::ffff:192.0.2.5', '192.0.2.5'].entries()) {
        const browser = limited.browser();
        browser.ip = ip;
        statuses.push((await browser.signin(`v4user${i}`, 'x')).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    });

    it('security: behind a trusted proxy (TRUSTED_PROXY_HOPS=1, an ingress) the limit counts the address the proxy wrote, not the client-sent entries nor the proxy itself', async () => {
      // by default the gateway is the edge: no proxy in front of it is trusted
      expect(t.config.trustedProxyHops).toBe(0);
      const limited = t.variant({
        signinFailuresPerUser: 1000,
        signinFailuresPerAddress: 2,
        trustedProxyHops: 1,
      });
      const ingress = '10.42.0.9';
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const browser = limited.browser();
        // client-sent entry, the entry the ingress wrote (the client), the one the gateway appended (the ingress)
        browser.ip = `198.18.9.${i}, 203.0.113.61, ${ingress}`;
        statuses.push((await browser.signin(`proxied${i}`, 'x')).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
      // another browser behind the same ingress has its own window
      const neighbour = limited.browser();
      neighbour.ip = `203.0.113.62, ${ingress}`;
      expect((await neighbour.signin('proxied9', 'x')).status).toBe(200);
    });

    it('security: the other per-address limits (account mails) count an IPv6 /64 as one address too', async () => {
      const statuses: number[] = [];
      // 20 mail requests per address per 15 minutes (account/router.ts), each from a new interface id
      for (let i = 1; i <= 21; i++) {
        const browser = t.browser();
        browser.ip = `2001:db8:77:1::${i.toString(16)}`;
        const res = await browser.post('/api/member/account/capnhq/requestusername', {
          capid: 999_990,
          captchaToken: 'ok',
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
      expect(statuses[20]).toBe(429);
    });

    it('security: the service counts the last X-Forwarded-For entry (the one the gateway appended), not what the client put before it', async () => {
      const limited = t.variant({ signinFailuresPerUser: 1000, signinFailuresPerAddress: 2 });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const browser = limited.browser();
        // what the gateway forwards for a client that sent its own X-Forwarded-For: theirs, then the socket's
        browser.ip = `10.${i}.0.1, 203.0.113.200`;
        statuses.push((await browser.signin(`xff${i}`, 'x')).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    });
  },
);
