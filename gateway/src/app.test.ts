// Gateway tests against real tiny upstream servers and real Redis (random REDIS_PREFIX).
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { Redis } from 'ioredis';
import pino from 'pino';
import { verifyContext } from '@portal/contracts/server';
import { CONTEXT_HEADER, sessionEndedChannel, sessionKey } from './context/contractsAdapter.ts';
import { createGateway, type Gateway } from './app.ts';
import { loadConfig } from './config.ts';
import { closedPortUrl, startEchoServer, startIdentityStandIn, type Upstream } from './testing/upstreams.ts';
import { startTestGateway } from './testing/testGateway.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test-gateway-${randomBytes(6).toString('hex')}`;
const secret = 'test-gateway-secret';
const liveSessions = new Map<string, string>([['session-cadet', 'md001']]);

let identity: Upstream;
let events: Upstream;
let remoteAdmin: Upstream;
let gateway: Gateway;
let shellDir: string;
let publisher: Redis;

beforeAll(async () => {
  identity = await startIdentityStandIn(liveSessions);
  events = await startEchoServer('events');
  remoteAdmin = await startEchoServer('admin remote');
  shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-shell-'));
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(shellDir, 'main.3f9a2c1d7e.js'), 'console.log(1)');
  const config = loadConfig({
    CONTEXT_SECRET: secret,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    IDENTITY_URL: identity.url,
    EVENTS_URL: events.url,
    FILES_URL: await closedPortUrl(),
    REMOTE_ADMIN_URL: remoteAdmin.url,
    REMOTE_QUIZ_URL: await closedPortUrl(),
    REMOTE_DRIVE_MANIFEST: 'https://drive.example.org/mf-manifest.json',
    SHELL_DIR: shellDir,
  });
  gateway = createGateway(config, { logger: pino({ level: 'silent' }) });
  await gateway.ready;
  publisher = new Redis(redisUrl);
});

afterAll(async () => {
  await gateway?.close();
  await Promise.all([identity?.close(), events?.close(), remoteAdmin?.close()]);
  publisher?.disconnect();
  fs.rmSync(shellDir, { recursive: true, force: true });
});

const contextCalls = () => identity.requests.filter((r) => r.url === '/internal/context').length;
const lastTo = (upstream: Upstream) => upstream.requests.at(-1)!;

describe('gateway: account from host and /api/accountcheck', () => {
  it('answers accountcheck for {account}.localhost with that account', async () => {
    const response = await request(gateway.app).get('/api/accountcheck').set('Host', 'md002.localhost:8080');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: 'md002', name: 'Second Squadron' });
  });

  it('maps plain localhost and 127.0.0.1 to the default account md001', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:8080']) {
      const response = await request(gateway.app).get('/api/accountcheck').set('Host', host);
      expect(response.body.id).toBe('md001');
    }
  });

  it("answers 404 'The account does not exist' for an unknown account, on accountcheck and other /api calls", async () => {
    for (const url of ['/api/accountcheck', '/api/check', '/api/events/1']) {
      const response = await request(gateway.app).get(url).set('Host', 'nosuch.localhost:8080');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'ACCOUNT_NOT_FOUND', message: 'The account does not exist' });
    }
    const foreign = await request(gateway.app).get('/api/check').set('Host', 'example.com');
    expect(foreign.status).toBe(404);
  });
});

describe('gateway: signed context', () => {
  it('strips a client-sent x-portal-context and forwards its own signed one with the session', async () => {
    const forged = 'eyJhY2NvdW50SUQiOiJtZDAwMiJ9.deadbeef';
    const response = await request(gateway.app)
      .get('/api/check')
      .set('Host', 'md001.localhost:8080')
      .set('Cookie', 'theme=dark; sessionid=session-cadet')
      .set(CONTEXT_HEADER, forged);
    expect(response.status).toBe(200);
    const received = lastTo(identity).headers[CONTEXT_HEADER] as string;
    expect(received).not.toBe(forged);
    const context = verifyContext(received, secret);
    expect(context).toMatchObject({
      accountID: 'md001',
      session: { id: sessionKey('session-cadet'), type: 'Regular' },
    });
    // the raw cookie value goes to svc-identity's /internal/context only, never inside the signed context
    expect(JSON.stringify(context)).not.toContain('session-cadet');
    expect(context?.account?.id).toBe('md001');
  });

  it('carries the client request id, or makes one, to the service and back', async () => {
    const given = await request(gateway.app).get('/api/check').set('x-request-id', 'trace-123');
    expect(lastTo(identity).headers['x-request-id']).toBe('trace-123');
    expect(given.headers['x-request-id']).toBe('trace-123');
    const made = await request(gateway.app).get('/api/check');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lastTo(identity).headers['x-request-id']).toBe(made.headers['x-request-id']);
    // The request id is not inside the signed context (reused per session for up to a second).
    expect(verifyContext(lastTo(identity).headers[CONTEXT_HEADER] as string, secret)).not.toHaveProperty(
      'requestID',
    );
  });

  it('does not give a session of md001 to md002 (the cookie is resolved inside the host account)', async () => {
    await request(gateway.app)
      .get('/api/check')
      .set('Host', 'md002.localhost')
      .set('Cookie', 'sessionid=session-cadet');
    const context = verifyContext(lastTo(identity).headers[CONTEXT_HEADER] as string, secret);
    expect(context).toMatchObject({ accountID: 'md002', session: null });
  });
});

describe('gateway: routing table and unavailable services', () => {
  it('routes /api/events*, /api/member/attendance* to svc-events with the /api prefix kept', async () => {
    const response = await request(gateway.app).get('/api/events/12?x=1');
    expect(response.body).toMatchObject({ upstream: 'events', url: '/api/events/12?x=1' });
    const attendance = await request(gateway.app)
      .post('/api/member/attendance')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('X-Forwarded-Host', 'evil.example')
      .set('Proxy-Authorization', 'Basic abc')
      .send({ a: 1, token: 'csrf' });
    expect(attendance.body).toMatchObject({
      upstream: 'events',
      method: 'POST',
      url: '/api/member/attendance',
      // The body streams through unparsed.
      body: JSON.stringify({ a: 1, token: 'csrf' }),
    });
    const forwarded = lastTo(events).headers;
    // The address the gateway saw is appended last (svc-identity trusts only the last entry).
    expect(forwarded['x-forwarded-for']).toMatch(/^203\.0\.113\.9, (::ffff:)?127\.0\.0\.1$/);
    expect(forwarded['x-forwarded-host']).not.toBe('evil.example');
    expect(forwarded['proxy-authorization']).toBeUndefined();
    expect(attendance.headers['keep-alive']).toBeUndefined();
    expect(verifyContext(lastTo(events).headers[CONTEXT_HEADER] as string, secret)).not.toBeNull();
  });

  it('forwards only its own signed context when a client repeats x-portal-context (foundation: client context stripped)', async () => {
    const response = await request(gateway.app)
      .get('/api/check')
      .set('Cookie', 'sessionid=session-cadet')
      .set(CONTEXT_HEADER, ['forged.one', 'forged.two'] as unknown as string) // two header lines
      .set('X-Portal-Context', 'forged.three');
    expect(response.status).toBe(200);
    const received = lastTo(identity).headers[CONTEXT_HEADER] as string;
    expect(received).not.toContain('forged');
    expect(verifyContext(received, secret)?.session?.id).toBe(sessionKey('session-cadet'));
  });

  it('adds the security headers and the request id once to proxied /api answers and to its own 503', async () => {
    const proxied = await request(gateway.app).get('/api/check').set('x-request-id', 'trace-sec-1');
    expect(proxied.headers['x-content-type-options']).toBe('nosniff');
    expect(proxied.headers['x-request-id']).toBe('trace-sec-1');
    expect(proxied.headers['content-security-policy']).toBeUndefined(); // page-only header
    const down = await request(gateway.app).get('/api/files/x').set('x-request-id', 'trace-sec-2');
    expect(down.status).toBe(503);
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    expect(down.headers['x-request-id']).toBe('trace-sec-2');
  });

  it('gives the service a Host when an HTTP/1.0 client sent none', async () => {
    const server = http.createServer(gateway.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write('GET /api/events/nohost HTTP/1.0\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    server.close();
    expect(answer.split('\r\n')[0]).toContain('200');
    expect(lastTo(events).headers.host).toBe(new URL(events.url).host);
  });

  it('routes the rest of /api to svc-identity', async () => {
    const response = await request(gateway.app).post('/api/signin').send({ username: 'cadet' });
    expect(response.body).toMatchObject({ upstream: 'identity', url: '/api/signin', method: 'POST' });
  });

  it("answers 503 'The files service is not available right now…' when svc-files is down, and keeps serving", async () => {
    const response = await request(gateway.app).get('/api/files/root/children');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The files service is not available right now. Please try again shortly.',
    });
    expect((await request(gateway.app).get('/api/check')).status).toBe(200);
  });

  it('answers 503 for the identity service when svc-identity is down', async () => {
    const down = createGateway(
      loadConfig({
        IDENTITY_URL: await closedPortUrl(),
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        CONTEXT_SECRET: secret,
      }),
      { logger: pino({ level: 'silent' }) },
    );
    try {
      const response = await request(down.app).get('/api/accountcheck');
      expect(response.status).toBe(503);
      expect(response.body.message).toBe(
        'The identity service is not available right now. Please try again shortly.',
      );
    } finally {
      await down.close();
    }
  });
});

describe('gateway: a hung service (drills: hung, not stopped)', () => {
  it('a service that takes the connection but never answers is answered 502 JSON after UPSTREAM_TIMEOUT_MS, and the next call still works', async () => {
    // a port that accepts connections and reads requests but never answers (a stopped process
    // whose socket is still open looks like this to the gateway)
    const held: net.Socket[] = [];
    const silent = net.createServer((socket) => {
      held.push(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const hung = await startTestGateway({
      IDENTITY_URL: identity.url,
      EVENTS_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      UPSTREAM_TIMEOUT_MS: '400',
    });
    try {
      const started = Date.now();
      const response = await request(hung.app).get('/api/events/health');
      const waited = Date.now() - started;
      expect(response.status).toBe(502);
      expect(response.body).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The events service is not available right now. Please try again shortly.',
      });
      expect(waited).toBeGreaterThanOrEqual(350);
      expect(waited).toBeLessThan(5000);
      expect(loadConfig({}).upstreamTimeoutMs).toBe(30_000);
      const posted = await request(hung.app).post('/api/events/new').send({ name: 'x' });
      expect(posted.status).toBe(502);
    } finally {
      await hung.close();
      for (const socket of held) socket.destroy();
      silent.close();
    }
  });
});

describe('gateway: session cache', () => {
  it('resolves a session once, then evicts it at once when svc-identity publishes session-ended', async () => {
    liveSessions.set('session-pubsub', 'md001');
    const ask = () => request(gateway.app).get('/api/check').set('Cookie', 'sessionid=session-pubsub');
    const before = contextCalls();
    await ask();
    await ask();
    await ask();
    expect(contextCalls() - before).toBe(1);

    liveSessions.delete('session-pubsub');
    // svc-identity publishes the session key (SHA-256 of the cookie value), never the cookie value
    await publisher.publish(sessionEndedChannel(prefix), sessionKey('session-pubsub'));
    // The next request after the message must ask svc-identity again (and then cache once more).
    await expect
      .poll(
        async () => {
          await ask();
          return contextCalls() - before;
        },
        { timeout: 2000, interval: 20 },
      )
      .toBe(2);
    expect(verifyContext(lastTo(identity).headers[CONTEXT_HEADER] as string, secret)?.session).toBeNull();
  });

  it('asks svc-identity on every request while Redis is unreachable (no eviction channel, no reuse)', async () => {
    const noRedis = createGateway(
      loadConfig({
        IDENTITY_URL: identity.url,
        REDIS_URL: await closedPortUrl().then((u) => u.replace('http', 'redis')),
        CONTEXT_SECRET: secret,
      }),
      { logger: pino({ level: 'silent' }) },
    );
    try {
      const before = contextCalls();
      await request(noRedis.app).get('/api/accountcheck');
      await request(noRedis.app).get('/api/accountcheck');
      expect(contextCalls() - before).toBe(2);
      expect(noRedis.cache.enabled).toBe(false);
    } finally {
      await noRedis.close();
    }
  });

  it('evicts the session when a logout passes through the gateway', async () => {
    liveSessions.set('session-logout', 'md001');
    const cookie = 'sessionid=session-logout';
    await request(gateway.app).get('/api/check').set('Cookie', cookie);
    const before = contextCalls();
    await request(gateway.app).post('/api/member/session/logout').set('Cookie', cookie);
    liveSessions.delete('session-logout');
    await request(gateway.app).get('/api/check').set('Cookie', cookie);
    expect(contextCalls() - before).toBe(1);
    expect(verifyContext(lastTo(identity).headers[CONTEXT_HEADER] as string, secret)?.session).toBeNull();
  });
});

describe('gateway: shell, remotes and headers', () => {
  it('serves /config/remotes.json with defaults and REMOTE_<NAME>_MANIFEST overrides', async () => {
    const response = await request(gateway.app).get('/config/remotes.json');
    expect(response.body).toEqual({
      mfe_events: '/mfe/events/mf-manifest.json',
      mfe_admin: '/mfe/admin/mf-manifest.json',
      mfe_drive: 'https://drive.example.org/mf-manifest.json',
      mfe_quiz: '/mfe/quiz/mf-manifest.json',
    });
  });

  it("proxies /mfe/{name}/… to the remote's server at its root, and answers 502/503 when it is down", async () => {
    const response = await request(gateway.app)
      .get('/mfe/admin/mf-manifest.json')
      .set(CONTEXT_HEADER, 'forged.ctx');
    expect(response.body).toMatchObject({ upstream: 'admin remote', url: '/mf-manifest.json' });
    expect(lastTo(remoteAdmin).headers[CONTEXT_HEADER]).toBeUndefined();
    const down = await request(gateway.app).get('/mfe/quiz/mf-manifest.json');
    expect([502, 503]).toContain(down.status);
    expect(down.body.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('serves the shell: index.html (no-cache) for app paths, hashed assets cached for a year', async () => {
    const page = await request(gateway.app).get('/eventviewer/12').set('Host', 'md002.localhost');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>shell</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await request(gateway.app).get('/main.3f9a2c1d7e.js');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends security headers with a same-origin CSP that admits overridden remote origins', async () => {
    const response = await request(gateway.app).get('/');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://drive.example.org");
    expect(csp).toContain('frame-ancestors');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
