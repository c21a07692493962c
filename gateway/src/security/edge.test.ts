// Security suite, the gateway's part: cross-site mutating calls refused, client-sent
// context and internal headers stripped, security headers on every answer it serves. Real tiny
// upstream servers and real Redis (random REDIS_PREFIX), as in app.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import pino from 'pino';
import { signContext, verifyContext } from '@portal/contracts/server';
import { testContext } from '@portal/contracts/testing';
import { CONTEXT_HEADER, sessionKey } from '../context/contractsAdapter.ts';
import { createGateway, type Gateway } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startEchoServer, startIdentityStandIn, type Upstream } from '../testing/upstreams.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const secret = 'test-gateway-security-secret';
const liveSessions = new Map<string, string>([['session-cadet', 'md001']]);

let identity: Upstream;
let events: Upstream;
let remote: Upstream;
let shellDir: string;
const gateways: Gateway[] = [];

async function gatewayWith(env: Record<string, string> = {}): Promise<Gateway> {
  const gateway = createGateway(
    loadConfig({
      CONTEXT_SECRET: secret,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `test-gateway-sec-${randomBytes(6).toString('hex')}`,
      IDENTITY_URL: identity.url,
      EVENTS_URL: events.url,
      FILES_URL: events.url,
      REMOTE_EVENTS_URL: remote.url,
      SHELL_DIR: shellDir,
      ...env,
    }),
    { logger: pino({ level: 'silent' }) },
  );
  gateways.push(gateway);
  await gateway.ready;
  return gateway;
}

let gateway: Gateway;

beforeAll(async () => {
  identity = await startIdentityStandIn(liveSessions);
  events = await startEchoServer('events');
  remote = await startEchoServer('events remote');
  shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-sec-shell-'));
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
  gateway = await gatewayWith();
});

afterAll(async () => {
  await Promise.all(gateways.map((g) => g.close()));
  await Promise.all([identity?.close(), events?.close(), remote?.close()]);
  fs.rmSync(shellDir, { recursive: true, force: true });
});

const HOST = 'md001.localhost:8080';
const post = (url = '/api/events/1/attendance') =>
  request(gateway.app).post(url).set('Host', HOST).set('Cookie', 'sessionid=session-cadet');
const reached = () =>
  events.requests.length + identity.requests.filter((r) => r.url !== '/internal/context').length;

describe('security: mutating calls from a cross-site origin are refused at the gateway', () => {
  it.each([
    ['another site', { Origin: 'https://evil.example' }],
    ['another account host of the same domain (same-site)', { Origin: 'http://md002.localhost:8080' }],
    ['the same host on another port', { Origin: 'http://md001.localhost:9999' }],
    ["an opaque origin ('null': sandboxed frame, data: page)", { Origin: 'null' }],
    ['two origins in one header', { Origin: 'http://md001.localhost:8080, https://evil.example' }],
    ['Sec-Fetch-Site cross-site without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site same-site without Origin', { 'Sec-Fetch-Site': 'same-site' }],
    [
      'a matching Origin but Sec-Fetch-Site same-site',
      { Origin: 'http://md001.localhost:8080', 'Sec-Fetch-Site': 'same-site' },
    ],
  ])('refuses %s with 403 CROSS_SITE_REFUSED, and the service never sees it', async (_name, headers) => {
    const before = reached();
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const response = await request(gateway.app)
        [method]('/api/events/1')
        .set('Host', HOST)
        .set('Cookie', 'sessionid=session-cadet')
        .set(headers)
        .send({ token: 'a-valid-looking-token' });
      expect([method, response.status, response.body]).toEqual([
        method,
        403,
        { code: 'CROSS_SITE_REFUSED', message: 'This request came from another site and was refused' },
      ]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(reached()).toBe(before);
  });

  it('passes same-origin calls (Origin of the host, Sec-Fetch-Site same-origin), on http and https origins', async () => {
    const sameOrigin = await post()
      .set('Origin', 'http://md001.localhost:8080')
      .set('Sec-Fetch-Site', 'same-origin');
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.body.upstream).toBe('events');
    const defaultPort = await request(gateway.app)
      .post('/api/events/1/attendance')
      .set('Host', 'md001.example.org:443')
      .set('Origin', 'https://md001.example.org');
    expect(defaultPort.status).not.toBe(403); // unknown account here (404), but past the origin check
    const upperCase = await post().set('Origin', 'http://MD001.localhost:8080');
    expect(upperCase.status).toBe(200);
  });

  it('passes calls without Origin and Sec-Fetch-Site (non-browser clients; the CSRF token still decides at the service)', async () => {
    const response = await post().send({ token: 'x' });
    expect(response.status).toBe(200);
    expect(response.body.body).toBe(JSON.stringify({ token: 'x' }));
  });

  it('lets reads through from anywhere (GET/HEAD change nothing; the data is guarded by the session)', async () => {
    const read = await request(gateway.app)
      .get('/api/events/1')
      .set('Host', HOST)
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site');
    expect(read.status).toBe(200);
  });
});

describe('security: client-sent context headers are stripped by the gateway', () => {
  it('a forged context (even one signed with the real secret) and internal headers never reach a service', async () => {
    const forgedWithSecret = signContext(testContext({ accountID: 'md001' }), secret);
    const forgedOtherKey = signContext(testContext({ accountID: 'md001' }), 'not-the-secret');
    const response = await request(gateway.app)
      .post('/api/events/1/attendance')
      .set('Host', HOST) // no session: the context the service gets must say anonymous
      .set(CONTEXT_HEADER, forgedWithSecret)
      .set('X-Portal-Context', forgedOtherKey)
      .set('x-account-id', 'md002')
      .set('x-session-id', 'session-cadet')
      .set('x-forwarded-host', 'md002.localhost');
    expect(response.status).toBe(200);
    const headers = events.requests.at(-1)!.headers;
    const received = headers[CONTEXT_HEADER] as string;
    expect(received).not.toBe(forgedWithSecret);
    expect(received).not.toBe(forgedOtherKey);
    const context = verifyContext(received, secret);
    expect(context?.accountID).toBe('md001');
    expect(context?.session).toBeNull();
    expect(headers['x-account-id']).toBeUndefined();
    expect(headers['x-session-id']).toBeUndefined();
    expect(headers['x-forwarded-host']).toBe(HOST);
  });

  it('a signed-in request gets the session the cookie names, whatever context the client claims', async () => {
    await request(gateway.app)
      .get('/api/events/1')
      .set('Host', HOST)
      .set('Cookie', 'sessionid=session-cadet')
      .set(CONTEXT_HEADER, signContext(testContext({ accountID: 'md002' }), secret));
    const context = verifyContext(events.requests.at(-1)!.headers[CONTEXT_HEADER] as string, secret);
    expect([context?.accountID, context?.session?.id]).toEqual(['md001', sessionKey('session-cadet')]);
  });
});

describe('security: security headers on every response the gateway serves', () => {
  const pageRules = (csp: string) => {
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain('frame-ancestors');
  };

  it('shell pages, remote files and the API description: CSP, nosniff, Referrer-Policy, frame-ancestors', async () => {
    for (const url of [
      '/',
      '/eventviewer/1',
      '/mfe/events/remoteEntry.js',
      '/api/docs',
      '/config/remotes.json',
    ]) {
      const response = await request(gateway.app).get(url).set('Host', HOST);
      expect([url, response.status < 500]).toEqual([url, true]);
      pageRules(response.headers['content-security-policy'] as string);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toBeUndefined(); // plain http
    }
  });

  it('API answers (proxied, and the gateway’s own errors): nosniff and Referrer-Policy', async () => {
    const proxied = await request(gateway.app).get('/api/events/1').set('Host', HOST);
    const unknownAccount = await request(gateway.app).get('/api/events/1').set('Host', 'nosuch.localhost');
    const refused = await post().set('Origin', 'https://evil.example');
    for (const response of [proxied, unknownAccount, refused]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('HSTS on answers to https requests (TLS proxy in front), off with HSTS_MAX_AGE=0', async () => {
    for (const url of ['/', '/api/events/1']) {
      const https = await request(gateway.app).get(url).set('Host', HOST).set('X-Forwarded-Proto', 'https');
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    const short = await gatewayWith({ HSTS_MAX_AGE: '600' });
    const shortAnswer = await request(short.app).get('/').set('X-Forwarded-Proto', 'https');
    expect(shortAnswer.headers['strict-transport-security']).toBe('max-age=600; includeSubDomains');
    const off = await gatewayWith({ HSTS_MAX_AGE: '0' });
    const offAnswer = await request(off.app).get('/').set('X-Forwarded-Proto', 'https');
    expect(offAnswer.headers['strict-transport-security']).toBeUndefined();
    expect(offAnswer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('framing: pages only by their own origin (frame-ancestors, X-Frame-Options); embed-mode pages by FRAME_ANCESTORS', async () => {
    for (const url of ['/', '/admin', '/eventviewer/1?x=embedded', '/api/docs']) {
      const response = await request(gateway.app).get(url).set('Host', HOST);
      expect([url, response.headers['content-security-policy']]).toEqual([
        url,
        expect.stringContaining("frame-ancestors 'self'"),
      ]);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    for (const url of ['/calendar?embed', '/calendar?month=3&embed=1']) {
      const response = await request(gateway.app).get(url).set('Host', HOST);
      expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
    const restricted = await gatewayWith({ FRAME_ANCESTORS: "'self' https://unit.example.org" });
    const embedded = await request(restricted.app).get('/calendar?embed');
    expect(embedded.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://unit.example.org",
    );
    const page = await request(restricted.app).get('/calendar');
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'self'(;|$)/);
  });
});
