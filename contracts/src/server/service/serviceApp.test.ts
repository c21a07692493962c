// createServiceApp: the frame around a service's routes, in the order every service needs.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEXT_HEADER, REQUEST_ID_HEADER } from '../../headers.ts';
import { testContext } from '../../testing/contextFixture.ts';
import { signContext } from '../context.ts';
import { HttpError } from '../http/httpError.ts';
import { createServiceApp } from './serviceApp.ts';

const secret = 'test-secret-service-app';
const reports: { service?: string; requestID?: string }[] = [];
let identity: Server;
let app: Express;

function routes(service: Express): void {
  service.post('/echo', (req, res) => void res.json(req.body));
  service.get('/refused', () => {
    throw new HttpError(409, 'CONFLICT', 'Member is already in attendance');
  });
  service.get('/database-away', () => {
    throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  });
  service.get('/crash', () => {
    throw new Error('a bug');
  });
}

beforeAll(async () => {
  // svc-identity's error list, where the 500s are reported
  const fake = express();
  fake.use(express.json());
  fake.post('/internal/errors/server', (req, res) => {
    reports.push(req.body as { service?: string; requestID?: string });
    res.status(204).end();
  });
  await new Promise<void>((resolve) => {
    identity = fake.listen(0, '127.0.0.1', () => resolve());
  });
  app = createServiceApp({
    service: 'svc-events',
    contextSecret: secret,
    logger: pino({ level: 'silent' }),
    identityUrl: `http://127.0.0.1:${(identity.address() as AddressInfo).port}`,
    routes,
  });
});

afterAll(() => new Promise<void>((resolve) => identity?.close(() => resolve())));

const signed = () => signContext(testContext(), secret);

describe('createServiceApp', () => {
  it('refuses a request that did not come through the gateway before any route', async () => {
    const res = await request(app).post('/echo').send({ a: 1 });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('NO_CONTEXT');
  });

  it('reads a JSON body, answers its routes and hides x-powered-by', async () => {
    const res = await request(app).post('/echo').set(CONTEXT_HEADER, signed()).send({ a: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ a: 1 });
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each([
    ['/nowhere', 404, { code: 'NOT_FOUND', message: 'The requested item cannot be found' }],
    ['/refused', 409, { code: 'CONFLICT', message: 'Member is already in attendance' }],
    [
      '/database-away',
      503,
      {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The events service is not available right now. Please try again shortly.',
      },
    ],
    ['/crash', 500, { code: 'SERVER_ERROR', message: 'An unknown error occurred' }],
  ])('%s answers %i', async (path, status, body) => {
    const res = await request(app).get(path).set(CONTEXT_HEADER, signed());
    expect(res.status).toBe(status);
    expect(res.body).toEqual(body);
  });

  it("reports a 500 to svc-identity's error list under the service's name", async () => {
    await request(app).get('/crash').set(CONTEXT_HEADER, signed()).set(REQUEST_ID_HEADER, 'report-me');
    await expect
      .poll(() => reports.find((report) => report.requestID === 'report-me')?.service)
      .toBe('svc-events');
  });
});
