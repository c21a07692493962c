// Graceful shutdown (in-flight requests finish on SIGTERM), request ids from the gateway through
// every service and a health and readiness endpoint per part,
// for the gateway process. Real processes as npm start runs them: svc-identity (seeded with the
// e2e fixtures) and the gateway (`node --import tsx src/main.ts`). A POST whose body is still
// arriving when the gateway gets SIGTERM is proxied to svc-identity and answered in full; a new
// connection to the gateway is refused meanwhile; the gateway exits 0; svc-identity logged the
// request under the gateway's request id.
import type { ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectOutcome,
  createTestDatabase,
  freePort,
  spawnTsx,
  untilOutput,
  type TestDatabase,
} from '@portal/contracts/testing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test-gateway-shutdown-${process.pid}`;

let database: TestDatabase;
const children: ChildProcess[] = [];

/** A part's process (node with tsx's loader) with the test's database, Redis prefix and secret. */
function start(part: string, args: string[], env: Record<string, string>) {
  const proc = spawnTsx(path.join(root, part), args, {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    CONTEXT_SECRET: 'test-secret-gateway-shutdown',
    CAPTCHA: 'none',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ...env,
  });
  children.push(proc.child);
  return proc;
}

beforeAll(async () => {
  database = await createTestDatabase('gateway_shutdown');
  const seed = start('svc-identity', ['src/seed/cli.ts', 'fixtures'], {});
  expect(await seed.exited, seed.output()).toBe(0);
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 200));
  await database?.drop();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describe('gateway on SIGTERM (graceful shutdown)', () => {
  it('finishes the proxied request in flight, refuses new connections, exits 0; the id reaches the service', async () => {
    const [identityPort, gatewayPort] = [await freePort(), await freePort()];
    // debug: a service logs its successful requests at debug (the gateway's line is the access log)
    const identity = start('svc-identity', ['src/main.ts'], {
      IDENTITY_PORT: String(identityPort),
      LOG_LEVEL: 'debug',
    });
    await untilOutput(identity, 'svc-identity listening', 30_000);
    const gateway = start('gateway', ['src/main.ts'], {
      PORT: String(gatewayPort),
      BASE_DOMAIN: 'localhost',
      IDENTITY_URL: `http://127.0.0.1:${identityPort}`,
    });
    await untilOutput(gateway, 'gateway listening', 30_000);

    const base = `http://127.0.0.1:${gatewayPort}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ready' });

    const body = Buffer.from(JSON.stringify({ note: 'y'.repeat(3000) }));
    let sent: ReturnType<typeof httpRequest> | undefined;
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      sent = httpRequest({
        host: '127.0.0.1',
        port: gatewayPort,
        method: 'POST',
        path: '/api/echo',
        headers: {
          host: `md001.localhost:${gatewayPort}`,
          'content-type': 'application/json',
          'content-length': body.length,
          'x-request-id': 'gw-drain-1',
        },
      });
      sent.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += String(chunk)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      sent.on('error', reject);
      sent.write(body.subarray(0, 1500));
    });
    await new Promise((resolve) => setTimeout(resolve, 500));

    gateway.child.kill('SIGTERM');
    await untilOutput(gateway, 'gateway stopping', 10_000);
    expect(await connectOutcome(gatewayPort)).toBe('ECONNREFUSED');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(gateway.child.exitCode, gateway.output()).toBeNull();

    sent!.end(body.subarray(1500));
    const { status, text } = await answered;
    expect(status, text).toBe(200);
    expect(JSON.parse(text)).toEqual({ note: 'y'.repeat(3000) });
    expect(await gateway.exited).toBe(0);
    // item 6: the gateway's request id in its own log line and in the service's
    expect(gateway.output()).toMatch(/"reqId":"gw-drain-1"[^\n]*"status":200/);
    expect(identity.output()).toMatch(/"reqId":"gw-drain-1"[^\n]*"status":200/);
    identity.child.kill('SIGTERM');
    expect(await identity.exited).toBe(0);
  }, 90_000);
});
