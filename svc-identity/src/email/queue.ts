import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { EMAIL_QUEUE_NAME, emailJob } from '@portal/contracts';
import type { QueuedEmail } from './jobs.ts';

export type EnqueueEmail = (email: QueuedEmail) => Promise<void>;

export interface EmailQueueConfig {
  redisUrl: string;
  /** REDIS_PREFIX: every BullMQ key lives under it. */
  prefix: string;
  /** First retry delay in ms; doubles each attempt (tests shorten it). */
  backoffDelayMs?: number;
}

/** BullMQ needs maxRetriesPerRequest: null on its connections (blocking commands). */
export function bullConnection(redisUrl: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null });
}

export function emailJobOptions(jobId: string, backoffDelayMs = 5_000): JobsOptions {
  return {
    jobId,
    attempts: 5,
    backoff: { type: 'exponential', delay: backoffDelayMs },
    // Completed jobs are kept so a second add of the same business key is a no-op for 30 days.
    removeOnComplete: { age: 30 * 24 * 3600 },
    removeOnFail: { age: 30 * 24 * 3600 },
  };
}

export interface EmailQueue {
  queue: Queue;
  enqueueEmail: EnqueueEmail;
  close(): Promise<void>;
}

export function createEmailQueue(config: EmailQueueConfig): EmailQueue {
  const connection = bullConnection(config.redisUrl);
  const queue = new Queue(EMAIL_QUEUE_NAME, { connection, prefix: config.prefix });
  const enqueueEmail: EnqueueEmail = async ({ jobId, job }) => {
    // Validate at the producer too: a bad payload is a bug here, not something to retry later.
    const payload = emailJob.parse(job);
    await queue.add(payload.kind, payload, emailJobOptions(jobId, config.backoffDelayMs));
  };
  return {
    queue,
    enqueueEmail,
    async close() {
      await queue.close();
      connection.disconnect();
    },
  };
}
