// The upload worker runs against real Redis under a random prefix.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import pino from 'pino';
import { createUploadWorker, UPLOAD_QUEUE } from './uploadWorker.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test-files-${randomBytes(6).toString('hex')}`;
const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
const queue = new Queue(UPLOAD_QUEUE, { connection, prefix });
const events = new QueueEvents(UPLOAD_QUEUE, { connection: { url: redisUrl }, prefix } as never);
const worker = createUploadWorker({ redisUrl, prefix, logger: pino({ level: 'silent' }) });

afterAll(async () => {
  await worker.close();
  await events.close();
  await queue.obliterate({ force: true });
  await queue.close();
  const keys = await connection.keys(`${prefix}:*`);
  if (keys.length) await connection.del(...keys);
  connection.disconnect();
});

describe('upload worker', () => {
  it('consumes the upload queue under REDIS_PREFIX; a job of an unknown kind fails once, visibly, unretried', async () => {
    await events.waitUntilReady();
    const job = await queue.add('finish', { kind: 'finishUpload' }, { jobId: 'upload-test-1', attempts: 3 });
    await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow(
      'unknown upload job kind: finishUpload',
    );
    const failed = await queue.getJob('upload-test-1');
    expect(await failed?.getState()).toBe('failed');
    expect(failed?.attemptsMade).toBe(1);
  });
});
