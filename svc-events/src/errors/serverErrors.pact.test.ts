// Pact consumer: svc-events -> svc-identity, POST /internal/errors/server (platform §2 Error list:
// server crashes of every service are recorded). The real svc-events app answers a request whose
// database is unreachable with a 500, and its shared error handler (@portal/contracts/server)
// reports the crash to the mock svc-identity. Writes contracts/pacts/svc-events-svc-identity.json.
// The context signature cannot match the provider's secret: the provider's request filter re-signs.
import fs from 'node:fs';
import path from 'node:path';
import { PactV3 } from '@pact-foundation/pact';
import {
  CONTEXT_HEADER,
  missingDatabasePool,
  PACT_DIR,
  recordFetches,
  serverCrashReportPact,
  signContext,
  testContext,
} from '@portal/contracts/server';
import type pg from 'pg';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const SECRET = 'pact-secret-events';

const provider = new PactV3({
  consumer: 'svc-events',
  provider: 'svc-identity',
  dir: PACT_DIR,
  logLevel: 'warn',
});

let brokenDb: pg.Pool;
let fetches: ReturnType<typeof recordFetches>;
beforeAll(async () => {
  fs.rmSync(path.join(PACT_DIR, 'svc-events-svc-identity.json'), { force: true });
  brokenDb = await missingDatabasePool();
  fetches = recordFetches();
});
afterAll(async () => {
  fetches?.restore();
  await brokenDb?.end();
});

describe('svc-events -> svc-identity: server crash report', () => {
  it('a 500 of svc-events is reported with service, message, stack, method, path, request id and member', async () => {
    const report = await serverCrashReportPact('svc-events', '/api/events/health');
    provider
      .given(report.state)
      .uponReceiving(report.description)
      .withRequest(report.request)
      .willRespondWith({ status: 204 });

    await provider.executeTest(async (mock) => {
      const app = createApp({
        db: brokenDb,
        contextSecret: SECRET,
        logger: pino({ level: 'silent' }),
        identityUrl: mock.url,
      });
      const res = await request(app)
        .get('/api/events/health')
        .set('x-request-id', 'req-pact-1')
        .set(CONTEXT_HEADER, signContext(testContext(), SECRET));
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 'SERVER_ERROR', message: 'An unknown error occurred' });
      await fetches.settled();
      expect(fetches.sent).toHaveLength(1);
      expect((await fetches.sent[0]!).status).toBe(204);
    });
  });
});
