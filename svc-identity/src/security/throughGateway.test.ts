// The sign-in and session rules as a browser meets them: the real gateway process
// (gateway/src/main.ts, as npm start runs it) in front of svc-identity (the test app on a port,
// its own database and Redis prefix). svc-events and svc-files are stood in for by one server that
// records the signed context the gateway sends them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ERRORS, type RequestContext } from '@portal/contracts';
import { CALL_REGISTRY } from '@portal/contracts/openapi';
import { CONTEXT_HEADER, verifyContext } from '@portal/contracts/server';
import { freePort, spawnTsx, untilOutput, type TsxProcess } from '@portal/contracts/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newTotpSecret } from '../mfa/totp.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

/** Every test here signs in (a full scrypt hash each): generous, as the machine may be busy. */
const HASH_HEAVY_TIMEOUT_MS = 180_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Low, so a handful of attempts reaches it (each costs a full password hash). */
const LIMIT_PER_ADDRESS = 3;

let t: TestApp;
let identityServer: http.Server;
let standIn: http.Server;
let gateway: TsxProcess;
let base: string;
let shellDir: string;
/** Requests that reached the svc-events / svc-files stand-in, in order. */
const reached: Array<{ method: string; url: string; context: RequestContext | null }> = [];

async function listen(server: http.Server): Promise<number> {
  // as the services' own servers (serveUntilStopped): longer than the gateway keeps an idle socket
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  t = await createTestApp({
    config: { signinFailuresPerAddress: LIMIT_PER_ADDRESS, signinFailuresPerUser: 1000 },
  });
  await t.db.pool.query(
    `UPDATE identity.logins SET mfa_secret = $1, mfa_enabled = true WHERE account_id = 'md001' AND username = 'senior'`,
    [newTotpSecret()],
  );
  identityServer = http.createServer(t.app);
  standIn = http.createServer((req, res) => {
    reached.push({
      method: req.method ?? '',
      url: req.url ?? '',
      context: verifyContext(req.headers[CONTEXT_HEADER], t.config.contextSecret),
    });
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  const [identityPort, standInPort, gatewayPort] = [
    await listen(identityServer),
    await listen(standIn),
    await freePort(),
  ];
  shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sec-identity-shell-'));
  gateway = spawnTsx(path.join(root, 'gateway'), ['src/main.ts'], {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    BASE_DOMAIN: 'localhost',
    IDENTITY_URL: `http://127.0.0.1:${identityPort}`,
    EVENTS_URL: `http://127.0.0.1:${standInPort}`,
    FILES_URL: `http://127.0.0.1:${standInPort}`,
    CONTEXT_SECRET: t.config.contextSecret,
    REDIS_URL: t.config.redisUrl,
    REDIS_PREFIX: t.config.redisPrefix,
    SHELL_DIR: shellDir,
    LOG_LEVEL: 'info',
  });
  await untilOutput(gateway, 'gateway listening', 60_000);
  // 127.0.0.1 maps to the default account md001
  base = `http://127.0.0.1:${gatewayPort}`;
}, 120_000);

afterAll(async () => {
  if (gateway?.child.exitCode === null) {
    gateway.child.kill('SIGTERM');
    await gateway.exited;
  }
  await new Promise((resolve) => identityServer?.close(resolve));
  await new Promise((resolve) => standIn?.close(resolve));
  if (shellDir) fs.rmSync(shellDir, { recursive: true, force: true });
  await t?.close();
});

// every test starts with a fresh per-address window: all of them come from 127.0.0.1
beforeEach(async () => {
  const keys = await t.redis.keys(`${t.config.redisPrefix}:signin-failures:address:*`);
  if (keys.length > 0) await t.redis.del(...keys);
});

/** A browser talking to the gateway: one session cookie. */
class GatewayBrowser {
  cookie: string | null = null;

  async fetch(method: string, url: string, body?: object, headers: Record<string, string> = {}) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(this.cookie ? { cookie: `sessionid=${this.cookie}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    for (const set of res.headers.getSetCookie()) {
      const match = /^sessionid=([^;]*)/.exec(set);
      if (match) this.cookie = match[1] && !/expires=Thu, 01 Jan 1970/i.test(set) ? match[1] : null;
    }
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  signin(username: string, password: string, headers: Record<string, string> = {}) {
    return this.fetch(
      'POST',
      '/api/signin',
      { username, password, token: { type: 'Recaptcha', response: 'ok' } },
      headers,
    );
  }

  async token(): Promise<string> {
    return (await this.fetch('GET', '/api/token')).body.token as string;
  }
}

describe('security (through the gateway): sign-in and sessions', { timeout: HASH_HEAVY_TIMEOUT_MS }, () => {
  it("security: a client's own X-Forwarded-For (or X-Real-IP, Forwarded) sent through the gateway does not reset the per-address sign-in limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT_PER_ADDRESS; i++) {
      const spoofed = `198.18.${i}.${i + 1}`;
      const res = await new GatewayBrowser().signin(`nobody${i}`, 'Wrong-Password-2024!', {
        'x-forwarded-for': spoofed,
        'x-real-ip': spoofed,
        forwarded: `for=${spoofed}`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(LIMIT_PER_ADDRESS).fill(200));
    const refused = await new GatewayBrowser().signin('cadet', TEST_PASSWORD, {
      'x-forwarded-for': '198.18.200.200, 198.18.201.201',
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: API_ERRORS.rateLimited.code,
      message: API_ERRORS.rateLimited.message,
    });
  });

  it('security: a session cookie replayed right after logout is refused, although the gateway caches sessions for seconds', async () => {
    const browser = new GatewayBrowser();
    expect((await browser.signin('cadet', TEST_PASSWORD)).body.result).toBe('None');
    const copy = browser.cookie;
    // warm the gateway's context cache for this session, on svc-identity and on another service
    expect((await browser.fetch('GET', '/api/member/account')).status).toBe(200);
    await browser.fetch('GET', '/api/events/1');
    expect(reached.at(-1)?.context?.member).not.toBeNull();

    expect(
      (await browser.fetch('POST', '/api/member/session/logout', { token: await browser.token() })).status,
    ).toBe(204);
    expect(browser.cookie).toBeNull();

    const replay = new GatewayBrowser();
    replay.cookie = copy;
    expect((await replay.fetch('GET', '/api/check')).body).toEqual({
      error: 'INVALID_SESSION_ID',
      member: null,
    });
    const member = await replay.fetch('GET', '/api/member/account');
    expect(member.status).toBe(401);
    expect(member.body.code).toBe('SIGNIN_REQUIRED');
    await replay.fetch('GET', '/api/events/1');
    expect(reached.at(-1)?.context).toMatchObject({ session: null, member: null });
  });

  it('security: for an MFA-pending session every svc-events and svc-files call of the registry gets a context with no member from the gateway', async () => {
    const calls = CALL_REGISTRY.filter(
      (c) => (c.service === 'events' || c.service === 'files') && !c.internal,
    );
    expect(calls.length).toBeGreaterThan(30);
    const browser = new GatewayBrowser();
    expect((await browser.signin('senior', TEST_PASSWORD)).body.result).toBe('MFAChallengeRequired');
    const token = await browser.token();

    const contexts: Record<string, unknown> = {};
    for (const c of calls) {
      const url = c.path.replace(/\{[^}]+\}/g, '1');
      const before = reached.length;
      await browser.fetch(c.method, url, c.method === 'GET' ? undefined : { token });
      const arrived = reached.slice(before).find((r) => r.method === c.method);
      contexts[`${c.method} ${c.path}`] = arrived
        ? { type: arrived.context?.session?.type ?? null, member: arrived.context?.member ?? null }
        : 'not forwarded';
    }
    const expected = { type: 'MFAInProgress', member: null };
    expect(contexts).toEqual(Object.fromEntries(Object.keys(contexts).map((k) => [k, expected])));
  });
});
