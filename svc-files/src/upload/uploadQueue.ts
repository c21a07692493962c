// The BullMQ `upload` queue (under REDIS_PREFIX) and the job the upload call puts on it: one job per
// file, job id = the file id (the business key), so adding the same file twice is one job.
import type { JobsOptions } from 'bullmq';
import { UPLOAD_QUEUE_NAME, uploadJob, uploadJobID, type UploadJob } from '@portal/contracts';
import { withJobRequestId } from '@portal/contracts/server';
import {
  createNamedQueue,
  queuesByRedis,
  retriedJobOptions,
  type NamedQueue,
  type QueueConnection,
} from '@portal/contracts/server/email';

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
  return retriedJobOptions(jobId, {
    attempts: UPLOAD_ATTEMPTS,
    backoffDelayMs,
    keepDays: { completed: 7, failed: 30 },
  });
}

export interface UploadQueue extends NamedQueue {
  enqueue(job: { jobId: string; job: UploadJob }): Promise<void>;
}

export function createUploadQueue(config: QueueConnection): UploadQueue {
  // a Redis that is down makes add() wait, so the upload call bounds the wait itself (uploadRoutes.ts)
  const named = createNamedQueue(UPLOAD_QUEUE_NAME, config);
  return {
    ...named,
    async enqueue({ jobId, job }) {
      // with the upload request's id, which the worker logs (readUploadJob drops it from the job)
      await named.queue.add(job.kind, withJobRequestId(job), uploadJobOptions(jobId));
    },
  };
}

// The HTTP process builds its queue from its configuration on first use, as svc-identity's import
// queue does.
const shared = queuesByRedis(createUploadQueue);

export const uploadQueueFor = shared.queueFor;
export const closeUploadQueues = shared.closeAll;
