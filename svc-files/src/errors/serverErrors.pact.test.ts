// Pact consumer: svc-files -> svc-identity, POST /internal/errors/server (platform §2 Error list:
// server crashes of every service are recorded). The real svc-files app answers a request whose
// database is unreachable with a 500, and its shared error handler (@portal/contracts/server)
// reports the crash to the mock svc-identity. Writes contracts/pacts/svc-files-svc-identity.json.
// The context signature cannot match the provider's secret: the provider's request filter re-signs.
import os from 'node:os';
import path from 'node:path';
import { crashReportConsumer, signedRequest, testContext } from '@portal/contracts/testing';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createFolderStorage } from '../storage/folderStorage.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const SECRET = 'pact-secret-files';

let consumer: Awaited<ReturnType<typeof crashReportConsumer>>;
beforeAll(async () => {
  consumer = await crashReportConsumer('svc-files');
});
afterAll(async () => {
  await consumer?.close();
});

describe('svc-files -> svc-identity: server crash report', () => {
  it('a 500 of svc-files is reported with service, message, stack, method, path, request id and member', async () => {
    await consumer.expectReport('/api/files/health').executeTest(async (mock) => {
      const app = createApp({
        db: consumer.db,
        storage: createFolderStorage(path.join(os.tmpdir(), 'svc-files-pact-unused')),
        contextSecret: SECRET,
        logger: pino({ level: 'silent' }),
        identityUrl: mock.url,
      });
      const call = request(app).get('/api/files/health').set('x-request-id', 'req-pact-1');
      const res = await signedRequest(call, 'get', testContext(), SECRET);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 'SERVER_ERROR', message: 'An unknown error occurred' });
      await consumer.settled();
      expect(consumer.sent).toHaveLength(1);
      expect((await consumer.sent[0]!).status).toBe(204);
    });
  });
});
