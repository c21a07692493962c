// "graceful shutdown (in-flight requests ... finish on SIGTERM)" for svc-identity,
// whose process used to close its pool and exit at once on SIGTERM: `node --import tsx src/main.ts`
// (as npm start and the Deployment run it) gets SIGTERM while a request body is still arriving; the
// request is answered once its body is complete, a new connection is refused meanwhile, and the
// process exits 0 afterwards. Also its probes (item 6): /healthz, /readyz (database and Redis).
import type { ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectOutcome, freePort, spawnTsx, untilOutput } from '@portal/contracts/testing';
import { createTestDatabase, type TestDatabase } from './testing/database.ts';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let db: TestDatabase;
let child: ChildProcess | undefined;

beforeAll(async () => {
  db = await createTestDatabase('identity_shutdown');
});
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await db?.drop();
});

describe('svc-identity on SIGTERM (graceful shutdown)', () => {
  it('answers the request in flight, refuses new connections, then exits 0', async () => {
    const port = await freePort();
    const proc = spawnTsx(serviceDir, ['src/main.ts'], {
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `test-identity-shutdown-${port}`,
      IDENTITY_PORT: String(port),
      HOST: '127.0.0.1',
      CONTEXT_SECRET: 'test-secret-identity-shutdown',
      CAPTCHA: 'none',
      LOG_LEVEL: 'info',
    });
    child = proc.child;
    const { exited, output } = proc;
    await untilOutput(proc, 'svc-identity listening', 30_000);

    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ready' });

    // a JSON body sent in two halves: the body parser (before any route) waits for the second one
    const body = Buffer.from(JSON.stringify({ note: 'x'.repeat(2000) }));
    let sent: ReturnType<typeof httpRequest> | undefined;
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      sent = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/echo',
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'x-request-id': 'drain-id-1',
        },
      });
      sent.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += String(chunk)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      sent.on('error', reject);
      sent.write(body.subarray(0, 1000));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    child.kill('SIGTERM');
    await untilOutput(proc, 'svc-identity stopping', 10_000);
    expect(await connectOutcome(port)).toBe('ECONNREFUSED');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(child.exitCode, output()).toBeNull(); // still waiting for the request in flight

    sent!.end(body.subarray(1000));
    const { status, text } = await answered;
    // answered by the app (no signed context here, so a 4xx from requireContext), not cut off
    expect(status, text).toBeGreaterThanOrEqual(400);
    expect(status, text).toBeLessThan(500);
    expect(await exited).toBe(0);
    expect(output()).toMatch(/"reqId":"drain-id-1"/);
  }, 60_000);
});
