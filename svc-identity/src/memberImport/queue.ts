// The BullMQ `import` queue (under REDIS_PREFIX) and the job the upload call puts on it.
import { createHash } from 'node:crypto';
import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { IMPORT_QUEUE_NAME, importJob, importJobID, type ImportJob } from '@portal/contracts';

export interface QueuedImport {
  jobId: string;
  job: ImportJob;
}

/** The job for one upload: its id is the business key (account + file), so a double submit is one job. */
export function buildImportJob(input: {
  accountID: string;
  submitterID: number;
  zip: Uint8Array;
  now: Date;
}): QueuedImport {
  const sha256 = createHash('sha256').update(input.zip).digest('hex');
  return {
    jobId: importJobID(input.accountID, sha256),
    job: importJob.parse({
      kind: 'capwatch',
      accountID: input.accountID,
      submitter: { type: 'CAPNHQMember', id: input.submitterID },
      sha256,
      size: input.zip.byteLength,
      submittedAt: input.now.toISOString(),
    }),
  };
}

export const IMPORT_ATTEMPTS = 3;

export function importJobOptions(jobId: string, backoffDelayMs = 5_000): JobsOptions {
  return {
    jobId,
    attempts: IMPORT_ATTEMPTS,
    backoff: { type: 'exponential', delay: backoffDelayMs },
    // kept a week, so the page can show the result and a second upload of the same file is a no-op
    removeOnComplete: { age: 7 * 24 * 3600 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}

export interface ImportQueue {
  queue: Queue;
  close(): Promise<void>;
}

export function createImportQueue(config: { redisUrl: string; prefix: string }): ImportQueue {
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(IMPORT_QUEUE_NAME, { connection, prefix: config.prefix });
  return {
    queue,
    async close() {
      await queue.close();
      connection.disconnect();
    },
  };
}

// The HTTP service builds its queue from its own configuration on first use (one per Redis URL
// and prefix), so no other part of the service has to know about it.
const shared = new Map<string, ImportQueue>();

export function importQueueFor(config: { redisUrl: string; redisPrefix: string }): ImportQueue {
  const key = `${config.redisUrl}|${config.redisPrefix}`;
  let queue = shared.get(key);
  if (!queue) {
    queue = createImportQueue({ redisUrl: config.redisUrl, prefix: config.redisPrefix });
    shared.set(key, queue);
  }
  return queue;
}

/** Closes the queues built by importQueueFor (tests, shutdown). */
export async function closeImportQueues(): Promise<void> {
  const queues = [...shared.values()];
  shared.clear();
  await Promise.all(queues.map((q) => q.close()));
}
