// "a worker crash mid-job is retried without a duplicate or a half file". The worker runs
// as its own process (`tsx src/worker.ts`, as npm start runs it), is killed with SIGKILL while a job
// is active (UPLOAD_TEST_PAUSE_MS makes a slow step there), and a new worker process finishes the
// file: one ready row, one stored object (plus its thumbnail), nothing left in tmp.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir, rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { loadFile } from './uploadRepository.ts';
import {
  createHarness,
  freshQueue,
  insertFolder,
  multipart,
  redisUrl,
  signedHeaders,
  storedKeys,
  uploadApp,
  waitFor,
  type UploadHarness,
} from './testing.ts';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let h: UploadHarness;
let queue: Awaited<ReturnType<typeof freshQueue>>;
const children: ChildProcess[] = [];

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  queue = await freshQueue();
  await rm(h.filesDir, { recursive: true, force: true });
  await mkdir(h.filesDir);
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await queue.drop();
});

/** Starts `tsx src/worker.ts`; resolves when it logs that it is ready. */
async function startWorkerProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  // node itself with tsx's loader, not the tsx wrapper: SIGKILL must reach the worker process, and
  // the wrapper would die alone, leaving its node child running
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: serviceDir,
    env: {
      ...process.env,
      DATABASE_URL: h.database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: queue.prefix,
      FILES_DIR: h.filesDir,
      LOG_LEVEL: 'info',
      UPLOAD_LOCK_MS: '1500',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`worker exited:\n${output}`);
    return output.includes('upload worker ready');
  }, 30_000);
  return { child, output: () => output };
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('upload worker killed mid-job (SIGKILL)', () => {
  for (const pauseAt of ['beforeMove', 'beforeReady'] as const) {
    it(`finishes the file exactly once after a restart (killed ${pauseAt === 'beforeMove' ? 'after the thumbnail, before the move' : 'after the move, before the UPDATE'})`, async () => {
      const first = await startWorkerProcess({
        UPLOAD_TEST_PAUSE_MS: '60000',
        UPLOAD_TEST_PAUSE_AT: pauseAt,
      });
      const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: 'navy' } })
        .png()
        .toBuffer();
      const folder = await insertFolder(h.db, {});
      const { body, contentType } = multipart([{ name: 'file-crash.png', data: png }]);
      const response = await request(uploadApp(h, queue))
        .post(`/api/files/upload/${folder}`)
        .set(signedHeaders())
        .set('content-type', contentType)
        .send(body);
      expect(response.status).toBe(201);
      const id: string = response.body[0].id;

      await waitFor(async () => first.output().includes('upload test pause'), 20_000);
      const killed = new Promise((resolve) => first.child.once('exit', resolve));
      first.child.kill('SIGKILL');
      await killed;
      expect((await loadFile(h.db, 'md001', id))?.status).toBe('pending');

      const second = await startWorkerProcess({});
      const row = await waitFor(async () => {
        const now = await loadFile(h.db, 'md001', id);
        return now?.status === 'ready' ? now : null;
      }, 30_000).catch(async (error: Error) => {
        const state = await (await queue.queue.getJob(id))?.getState();
        throw new Error(`${error.message}; job ${state}\n${first.output()}\n---\n${second.output()}`);
      });
      expect(row).toMatchObject({ storage_key: `md001/files/${id}`, thumbnail_key: `md001/thumbs/${id}` });
      // the state first, then the job read again: a job read before it completed carries no
      // return value even when its state, asked a moment later, is already 'completed'
      const job = await waitFor(async () => {
        if ((await queue.queue.getJobState(id)) !== 'completed') return null;
        return (await queue.queue.getJob(id)) ?? null;
      });
      expect(job.returnvalue).toEqual({ outcome: 'ready' });
      // one ready row, one object and its thumbnail, no temporary and no half file (.part)
      const { rows } = await h.db.query(
        "SELECT id FROM files.files WHERE parent_id = $1 AND status = 'ready'",
        [folder],
      );
      expect(rows).toHaveLength(1);
      expect(await storedKeys(h.filesDir)).toEqual([`md001/files/${id}`, `md001/thumbs/${id}`]);
      expect(count(first.output() + second.output(), '"outcome":"ready"')).toBe(1);
    }, 90_000);
  }
});
