// Pact consumer: svc-files -> svc-identity, POST /internal/errors/server (platform §2 Error list:
// server crashes of every service are recorded). The real svc-files app answers a request whose
// database is unreachable with a 500, and its shared error handler (@portal/contracts/server)
// reports the crash to the mock svc-identity. Writes contracts/pacts/svc-files-svc-identity.json.
// The context signature cannot match the provider's secret: the provider's request filter re-signs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { CONTEXT_HEADER, signContext, testContext } from '@portal/contracts/server';
import pg from 'pg';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createFolderStorage } from '../storage/folderStorage.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const { like, integer, regex, eachLike } = MatchersV3;
const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../contracts/pacts');
const SECRET = 'pact-secret-files';
// A fixed example, so the pact file does not change from run to run.
const EXAMPLE_CONTEXT = signContext(
  { accountID: 'md001', account: null, session: null, member: null, issuedAt: 1_800_000_000_000 },
  'example-secret',
);

const provider = new PactV3({
  consumer: 'svc-files',
  provider: 'svc-identity',
  dir: pactDir,
  logLevel: 'warn',
});

// A pool whose server is not there: the health probe's query fails, a real 500 of this service.
// A database that does not exist (3D000): an unknown error, so a 500 and a report. (A refused
// connection is 'database unavailable' now: 503, not reported; contracts' databaseUnavailable.ts.)
const brokenDb = new pg.Pool({
  connectionString: 'postgres://postgres@127.0.0.1:5432/pact_no_such_database',
  max: 1,
});

/** Calls made through fetch while a test runs (the reporter is fire-and-forget). */
const sent: Promise<Response>[] = [];
const originalFetch = globalThis.fetch;
beforeAll(() => {
  fs.rmSync(path.join(pactDir, 'svc-files-svc-identity.json'), { force: true });
  globalThis.fetch = (input, init) => {
    const answer = originalFetch(input, init);
    sent.push(answer);
    return answer;
  };
});
afterAll(async () => {
  globalThis.fetch = originalFetch;
  await brokenDb.end();
});

async function firstReport(): Promise<Response> {
  for (let i = 0; i < 100 && sent.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

describe('svc-files -> svc-identity: server crash report', () => {
  it('a 500 of svc-files is reported with service, message, stack, method, path, request id and member', async () => {
    provider
      .given('an account md001 exists')
      .uponReceiving('a server error report from svc-files')
      .withRequest({
        method: 'POST',
        path: '/internal/errors/server',
        headers: {
          'Content-Type': 'application/json',
          [CONTEXT_HEADER]: regex('^[A-Za-z0-9_-]+\\.[0-9a-f]{64}$', EXAMPLE_CONTEXT),
        },
        body: {
          service: 'svc-files',
          message: like('connect ECONNREFUSED 127.0.0.1:1'),
          stack: eachLike({
            filename: like('/srv/node_modules/pg-pool/index.js'),
            line: integer(45),
            column: integer(11),
            name: like('connect'),
          }),
          requestMethod: 'GET',
          requestedPath: '/api/files/health',
          requestID: like('req-pact-1'),
          member: { type: 'CAPNHQMember', id: integer(546319) },
        },
      })
      .willRespondWith({ status: 204 });

    await provider.executeTest(async (mock) => {
      const app = createApp({
        db: brokenDb,
        storage: createFolderStorage(path.join(os.tmpdir(), 'svc-files-pact-unused')),
        contextSecret: SECRET,
        logger: pino({ level: 'silent' }),
        identityUrl: mock.url,
      });
      const res = await request(app)
        .get('/api/files/health')
        .set('x-request-id', 'req-pact-1')
        .set(CONTEXT_HEADER, signContext(testContext(), SECRET));
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 'SERVER_ERROR', message: 'An unknown error occurred' });
      expect((await firstReport()).status).toBe(204);
    });
  });
});
