// The BullMQ `import` queue (under REDIS_PREFIX) and the job the upload call puts on it.
import { createHash } from 'node:crypto';
import type { JobsOptions } from 'bullmq';
import { IMPORT_QUEUE_NAME, importJob, importJobID, type ImportJob } from '@portal/contracts';
import { createNamedQueue, queuesByRedis, retriedJobOptions } from '@portal/contracts/server/email';

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
  // kept a week, so the page can show the result and a second upload of the same file is a no-op
  return retriedJobOptions(jobId, {
    attempts: IMPORT_ATTEMPTS,
    backoffDelayMs,
    keepDays: { completed: 7, failed: 7 },
  });
}

// The HTTP service builds its queue from its own configuration on first use (one per Redis URL
// and prefix), so no other part of the service has to know about it.
const shared = queuesByRedis((config) => createNamedQueue(IMPORT_QUEUE_NAME, config));

export const importQueueFor = shared.queueFor;
/** Closes the queues built by importQueueFor (tests, shutdown). */
export const closeImportQueues = shared.closeAll;
