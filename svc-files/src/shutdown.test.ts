// "graceful shutdown (in-flight requests and running jobs finish on SIGTERM)", and
// item 6 (a readiness endpoint per part, request ids in the logs). The real processes are started
// as npm start and the Deployments start them (`node --import tsx src/main.ts` / `src/worker.ts`):
// - svc-files: an upload whose body is still arriving when SIGTERM comes is answered 201, a new
//   connection is refused meanwhile, then the process exits 0. svc-events runs the same code
//   (serveUntilStopped in @portal/contracts/server); svc-identity and the gateway the same drain.
// - the upload worker: SIGTERM while a job runs lets the job finish (row ready) before exiting 0.
//   The other workers stop the same way (BullMQ worker.close() waits for the jobs in hand).
import type { ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import express from 'express';
import request from 'supertest';
import { requestIdScope } from '@portal/contracts/server';
import { connectOutcome, freePort, spawnTsx, untilOutput } from '@portal/contracts/testing';
import sharp from 'sharp';
import { loadFile } from './upload/uploadRepository.ts';
import {
  SECRET,
  createHarness,
  freshQueue,
  insertFolder,
  multipart,
  redisUrl,
  signedHeaders,
  uploadApp,
  waitFor,
  type UploadHarness,
} from './upload/testing.ts';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await queue.drop();
});

/** A process of this service with the test's database, queue prefix and files; waits for `ready`. */
async function startProcess(script: string, ready: string, env: Record<string, string>) {
  const proc = spawnTsx(serviceDir, [script], {
    DATABASE_URL: h.database.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: queue.prefix,
    FILES_DIR: h.filesDir,
    CONTEXT_SECRET: SECRET,
    HOST: '127.0.0.1',
    // debug: a service logs its successful requests at debug (the gateway's line is the access log)
    LOG_LEVEL: 'debug',
    ...env,
  });
  children.push(proc.child);
  await untilOutput(proc, ready, 30_000);
  return proc;
}

let pngBytes: Buffer;
beforeAll(async () => {
  pngBytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: 'navy' } })
    .png()
    .toBuffer();
});

describe('SIGTERM drains (graceful shutdown)', () => {
  it('svc-files: an upload in flight is answered 201, new connections are refused, then exit 0', async () => {
    const port = await freePort();
    const service = await startProcess('src/main.ts', 'svc-files listening', { FILES_PORT: String(port) });
    const get = (p: string) => fetch(`http://127.0.0.1:${port}${p}`);
    expect((await get('/healthz')).status).toBe(200);
    expect(await (await get('/readyz')).json()).toEqual({ status: 'ready' });

    const folder = await insertFolder(h.db, {});
    const { body, contentType } = multipart([{ name: 'file-in-flight.png', data: pngBytes }]);
    let inFlight: ReturnType<typeof httpRequest> | undefined;
    const answered = new Promise<{ res: IncomingMessage; text: string }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/files/upload/${folder}`,
        headers: {
          ...signedHeaders(),
          'content-type': contentType,
          'content-length': body.length,
          'x-request-id': 'drain-test-1',
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += String(chunk)));
        res.on('end', () => resolve({ res, text }));
      });
      req.on('error', reject);
      // half the body now, the rest after SIGTERM: the request is in flight when the stop begins
      req.write(body.subarray(0, 100));
      inFlight = req;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    service.child.kill('SIGTERM');
    await waitFor(async () => service.output().includes('svc-files stopping'), 10_000);
    expect(await connectOutcome(port)).toBe('ECONNREFUSED');
    expect(service.child.exitCode).toBeNull(); // still finishing the upload

    inFlight!.end(body.subarray(100));
    const { res, text } = await answered;
    expect(res.statusCode, text).toBe(201);
    const id: string = JSON.parse(text)[0].id;
    expect(await loadFile(h.db, 'md001', id)).toMatchObject({ file_name: 'in-flight.png' });
    expect(await service.exited).toBe(0);
    // item 6: the service's log line for that request carries the gateway's request id
    expect(service.output()).toMatch(/"reqId":"drain-test-1"[^\n]*"status":201/);
  }, 60_000);

  it('upload worker: the job running at SIGTERM finishes (file ready) before the process exits 0', async () => {
    const healthPort = await freePort();
    const worker = await startProcess('src/worker.ts', 'upload worker ready', {
      UPLOAD_TEST_PAUSE_MS: '2000',
      UPLOAD_TEST_PAUSE_AT: 'beforeReady',
      HEALTH_PORT: String(healthPort),
    });
    // item 6: the worker's probes (HEALTH_PORT, as the Deployment sets it)
    const probe = (p: string) => fetch(`http://127.0.0.1:${healthPort}${p}`);
    expect((await probe('/healthz')).status).toBe(200);
    expect(await (await probe('/readyz')).json()).toEqual({ status: 'ready' });
    const folder = await insertFolder(h.db, {});
    const { body, contentType } = multipart([{ name: 'file-job.png', data: pngBytes }]);
    // the service's request scope (serveUntilStopped) in front of the upload route, as in main.ts
    const app = express().use(requestIdScope()).use(uploadApp(h, queue));
    const response = await request(app)
      .post(`/api/files/upload/${folder}`)
      .set(signedHeaders())
      .set('x-request-id', 'drain-job-1')
      .set('content-type', contentType)
      .send(body);
    expect(response.status, response.text).toBe(201);
    const id: string = response.body[0].id;

    await waitFor(async () => worker.output().includes('upload test pause'), 20_000);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect((await loadFile(h.db, 'md001', id))?.status).toBe('ready');
    const job = await queue.queue.getJob(id);
    expect(await job?.getState()).toBe('completed');
    // item 6: the job carries the upload request's id into the worker's log line
    expect(worker.output()).toMatch(/"reqId":"drain-job-1"[^\n]*upload finished/);
  }, 60_000);
});
