// The BullMQ `upload` queue (under REDIS_PREFIX) and the job the upload call puts on it: one job per
// file, job id = the file id (the business key), so adding the same file twice is one job.
import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { UPLOAD_QUEUE_NAME, uploadJob, uploadJobID, type UploadJob } from '@portal/contracts';
import { withJobRequestId } from '@portal/contracts/server';

export const UPLOAD_ATTEMPTS = 5;

/** The job for one stored file (also what the message pact's provider test builds). */
export function buildUploadJob(input: { accountID: string; fileID: string; fileName: string; now: Date }): {
  jobId: string;
  job: UploadJob;
} {
  return {
    jobId: uploadJobID(input.fileID),
    job: uploadJob.parse({
      kind: 'finishUpload',
      accountID: input.accountID,
      fileID: input.fileID,
      fileName: input.fileName,
      uploadedAt: input.now.toISOString(),
    }),
  };
}

/** Like svc-identity's email queue: 5 attempts, exponential backoff, kept a while for inspection. */
export function uploadJobOptions(jobId: string, backoffDelayMs = 2_000): JobsOptions {
  return {
    jobId,
    attempts: UPLOAD_ATTEMPTS,
    backoff: { type: 'exponential', delay: backoffDelayMs },
    removeOnComplete: { age: 7 * 24 * 3600 },
    removeOnFail: { age: 30 * 24 * 3600 },
  };
}

export interface UploadQueue {
  queue: Queue;
  enqueue(job: { jobId: string; job: UploadJob }): Promise<void>;
  close(): Promise<void>;
}

export function createUploadQueue(config: { redisUrl: string; prefix: string }): UploadQueue {
  // maxRetriesPerRequest: null as BullMQ asks; a Redis that is down then makes add() wait, so the
  // upload call bounds the wait itself (uploadRoutes.ts).
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(UPLOAD_QUEUE_NAME, { connection, prefix: config.prefix });
  return {
    queue,
    async enqueue({ jobId, job }) {
      // with the upload request's id, which the worker logs (readUploadJob drops it from the job)
      await queue.add(job.kind, withJobRequestId(job), uploadJobOptions(jobId));
    },
    async close() {
      await queue.close();
      connection.disconnect();
    },
  };
}

// The HTTP process builds its queue from its configuration on first use (one per Redis URL and
// prefix), as svc-identity's import queue does, so app wiring needs no Redis of its own.
const shared = new Map<string, UploadQueue>();

export function uploadQueueFor(config: { redisUrl: string; redisPrefix: string }): UploadQueue {
  const key = `${config.redisUrl}|${config.redisPrefix}`;
  let queue = shared.get(key);
  if (!queue) {
    queue = createUploadQueue({ redisUrl: config.redisUrl, prefix: config.redisPrefix });
    shared.set(key, queue);
  }
  return queue;
}

export async function closeUploadQueues(): Promise<void> {
  const queues = [...shared.values()];
  shared.clear();
  await Promise.all(queues.map((queue) => queue.close()));
}
