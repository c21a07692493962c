// The crash hook of the shared error handler: a 500 is answered at once and reported to
// svc-identity's internal call (here a real local HTTP server standing in for it).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../entities/context.ts';
import { CONTEXT_HEADER, REQUEST_ID_HEADER } from '../../headers.ts';
import { signContext, verifyContext } from '../context.ts';
import { jsonErrorHandler } from './jsonErrors.ts';
import { requireSignedContext } from './signedContext.ts';
import { testContext } from '../../testing/contextFixture.ts';
import { createServerErrorReporter, SERVER_ERROR_REPORT_PATH } from './serverErrorReporter.ts';

const SECRET = 'reporter-secret';
const silent = { error: () => undefined };
const context = (over: Partial<RequestContext> = {}): RequestContext => testContext(over);

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

let identity: Server | null = null;
afterEach(async () => {
  await new Promise((done) => (identity ? identity.close(done) : done(undefined)));
  identity = null;
});

/** A stand-in svc-identity: records each call; `hang` never answers. */
async function fakeIdentity(mode: 'ok' | 'hang' = 'ok') {
  const received: Received[] = [];
  let arrived: () => void = () => undefined;
  const firstArrival = new Promise<void>((resolve) => (arrived = resolve));
  identity = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(text) });
      arrived();
      if (mode === 'ok') res.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => identity!.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(identity.address() as AddressInfo).port}`;
  return { url, received, firstArrival };
}

function crashingApp(report: ReturnType<typeof createServerErrorReporter>) {
  const app = express();
  app.use(requireSignedContext(SECRET));
  app.get('/api/events/crash', () => {
    throw new Error('events exploded');
  });
  app.post('/api/permissionslips/sign/:token', () => {
    throw new Error('signing exploded');
  });
  app.use(jsonErrorHandler(silent, { reportServerError: report }));
  return app;
}

describe('server crashes of every service are recorded (platform §2 Error list)', () => {
  it('a 500 is answered and reported to POST /internal/errors/server with a signed context', async () => {
    const fake = await fakeIdentity();
    const app = crashingApp(
      createServerErrorReporter({ service: 'svc-events', identityUrl: fake.url, contextSecret: SECRET }),
    );
    const member = { type: 'CAPNHQMember', id: 546319 } as const;
    const res = await request(app)
      .get('/api/events/crash?secret=1')
      .set(REQUEST_ID_HEADER, 'req-42')
      .set(CONTEXT_HEADER, signContext(context(), SECRET));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'SERVER_ERROR', message: 'An unknown error occurred' });
    await fake.firstArrival;
    const [call] = fake.received;
    expect(call!.path).toBe(SERVER_ERROR_REPORT_PATH);
    const signed = verifyContext(call!.headers[CONTEXT_HEADER] as string, SECRET);
    expect(signed).toMatchObject({ accountID: 'md001', session: null, member: null });
    expect(call!.body).toMatchObject({
      service: 'svc-events',
      message: 'events exploded',
      requestMethod: 'GET',
      requestedPath: '/api/events/crash',
      requestID: 'req-42',
      member,
    });
    expect((call!.body as { stack: unknown[] }).stack.length).toBeGreaterThan(0);
  });

  it("a crash on a guardian's signing link is reported without the link's token", async () => {
    const fake = await fakeIdentity();
    const app = crashingApp(
      createServerErrorReporter({ service: 'svc-events', identityUrl: fake.url, contextSecret: SECRET }),
    );
    const res = await request(app)
      .post('/api/permissionslips/sign/Zx9-secret_Token')
      .set(CONTEXT_HEADER, signContext(context(), SECRET));
    expect(res.status).toBe(500);
    await fake.firstArrival;
    expect(fake.received[0]!.body).toMatchObject({ requestedPath: '/api/permissionslips/sign/[redacted]' });
  });

  it('never blocks the 500 answer: svc-identity hanging does not delay it', async () => {
    const fake = await fakeIdentity('hang');
    const app = crashingApp(
      createServerErrorReporter({
        service: 'svc-files',
        identityUrl: fake.url,
        contextSecret: SECRET,
        timeoutMs: 300,
      }),
    );
    const started = Date.now();
    const res = await request(app)
      .get('/api/events/crash')
      .set(CONTEXT_HEADER, signContext(context(), SECRET));
    expect(res.status).toBe(500);
    expect(Date.now() - started).toBeLessThan(250);
    await fake.firstArrival;
  });

  it('never breaks the 500 answer: svc-identity down is only reported to onFailure', async () => {
    const failures: string[] = [];
    let resolveFailure: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => (resolveFailure = resolve));
    const app = crashingApp(
      createServerErrorReporter({
        service: 'svc-files',
        identityUrl: 'http://127.0.0.1:9',
        contextSecret: SECRET,
        onFailure: (reason) => {
          failures.push(reason);
          resolveFailure();
        },
      }),
    );
    const res = await request(app)
      .get('/api/events/crash')
      .set(CONTEXT_HEADER, signContext(context(), SECRET));
    expect(res.status).toBe(500);
    await failed;
    expect(failures).toHaveLength(1);
  });

  it('is bounded: beyond maxInFlight reports are dropped, not queued', async () => {
    const fake = await fakeIdentity('hang');
    const failures: string[] = [];
    const app = crashingApp(
      createServerErrorReporter({
        service: 'svc-events',
        identityUrl: fake.url,
        contextSecret: SECRET,
        maxInFlight: 2,
        timeoutMs: 5_000,
        onFailure: (reason) => failures.push(reason),
      }),
    );
    for (let i = 0; i < 5; i += 1) {
      const res = await request(app)
        .get('/api/events/crash')
        .set(CONTEXT_HEADER, signContext(context(), SECRET));
      expect(res.status).toBe(500);
    }
    expect(failures.filter((f) => f.includes('dropped'))).toHaveLength(3);
  });

  it('a request refused before it had a context (401) is not a crash and reports nothing', async () => {
    const fake = await fakeIdentity();
    const app = crashingApp(
      createServerErrorReporter({ service: 'svc-events', identityUrl: fake.url, contextSecret: SECRET }),
    );
    expect((await request(app).get('/api/events/crash')).status).toBe(401);
    await new Promise((r) => setTimeout(r, 50));
    expect(fake.received).toHaveLength(0);
  });
});
