import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import { closeImportQueues } from './queue.ts';
import { SAMPLE_COUNTS, sampleZip } from './sample.ts';
import { uploadZip, waitForResult } from './testing.ts';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// node with tsx's loader, not the tsx wrapper: the wrapper SIGKILLs the process (exit 143) when
// it does not confirm a relayed SIGTERM within 30 ms, which a loaded machine misses

describe('the worker process runs the import queue (npm start and the e2e stack start src/worker.ts)', () => {
  let t: TestApp;
  let child: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    t = await createTestApp();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: serviceDir,
      env: {
        ...process.env,
        DATABASE_URL: t.db.url,
        REDIS_URL: t.config.redisUrl,
        REDIS_PREFIX: t.config.redisPrefix,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    const deadline = Date.now() + 20_000;
    while (!output.includes('import worker ready')) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`worker did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await closeImportQueues();
    await t?.close();
  });

  it('an upload is imported by `tsx src/worker.ts` to None, and the process stops cleanly', async () => {
    const admin = t.browser('md001');
    await admin.signin('admin', TEST_PASSWORD);
    const res = await uploadZip(t, admin, sampleZip());
    expect(res.status).toBe(202);
    const { status } = await waitForResult(admin, res.body.jobID);
    expect(status).toMatchObject({ result: 'None', counts: SAMPLE_COUNTS });
    expect(output).toContain('import finished');

    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 40_000);
});
