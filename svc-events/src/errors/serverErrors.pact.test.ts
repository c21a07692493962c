// Pact consumer: svc-events -> svc-identity, POST /internal/errors/server (platform §2 Error list:
// server crashes of every service are recorded). The real svc-events app answers a request whose
// database is unreachable with a 500, and its shared error handler (@portal/contracts/server)
// reports the crash to the mock svc-identity. Writes contracts/pacts/svc-events-svc-identity.json.
// The context signature cannot match the provider's secret: the provider's request filter re-signs.
import { crashReportConsumer, signedRequest, testContext } from '@portal/contracts/testing';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const SECRET = 'pact-secret-events';

let consumer: Awaited<ReturnType<typeof crashReportConsumer>>;
beforeAll(async () => {
  consumer = await crashReportConsumer('svc-events');
});
afterAll(async () => {
  await consumer?.close();
});

describe('svc-events -> svc-identity: server crash report', () => {
  it('a 500 of svc-events is reported with service, message, stack, method, path, request id and member', async () => {
    await consumer.expectReport('/api/events/health').executeTest(async (mock) => {
      const app = createApp({
        db: consumer.db,
        contextSecret: SECRET,
        logger: pino({ level: 'silent' }),
        identityUrl: mock.url,
      });
      const call = request(app).get('/api/events/health').set('x-request-id', 'req-pact-1');
      const res = await signedRequest(call, 'get', testContext(), SECRET);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 'SERVER_ERROR', message: 'An unknown error occurred' });
      await consumer.settled();
      expect(consumer.sent).toHaveLength(1);
      expect((await consumer.sent[0]!).status).toBe(204);
    });
  });
});
