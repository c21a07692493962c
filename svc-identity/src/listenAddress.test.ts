// Security (a service reachable from the network accepts any context signed with the secret):
// `node --import tsx src/main.ts` without HOST listens on loopback only, like the other services;
// only the gateway is meant to reach it. HOST=0.0.0.0 (containers) is a deliberate choice.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, spawnTsx, untilOutput } from '@portal/contracts/testing';
import { createTestDatabase, type TestDatabase } from './testing/database.ts';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let db: TestDatabase;
let child: ChildProcess | undefined;

beforeAll(async () => {
  db = await createTestDatabase('identity_listen');
});
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await db?.drop();
});

describe('svc-identity listen address', () => {
  it('security: without HOST the service listens on loopback (127.0.0.1) only, not every interface', async () => {
    const port = await freePort();
    const proc = spawnTsx(serviceDir, ['src/main.ts'], {
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `test-identity-listen-${port}`,
      IDENTITY_PORT: String(port),
      HOST: '', // as if unset (a shell may export HOST=<hostname>)
      CAPTCHA: 'none',
      LOG_LEVEL: 'info',
    });
    child = proc.child;
    await untilOutput(proc, 'svc-identity listening', 30_000);
    const line = proc
      .output()
      .split('\n')
      .find((l) => l.includes('svc-identity listening'));
    expect(JSON.parse(line!)).toMatchObject({ port, host: '127.0.0.1' });
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    child.kill('SIGTERM');
    await proc.exited;
  });
});
