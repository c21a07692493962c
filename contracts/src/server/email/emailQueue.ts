// The producer side of the BullMQ `email` queue (foundation.md "Mail"), shared by every service
// that enqueues mail (svc-identity, svc-events). svc-identity's email worker consumes it. Node only:
// it pulls in bullmq and ioredis, so it lives behind '@portal/contracts/server'.
import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { EMAIL_QUEUE_NAME, emailJob, type EmailJob } from '../../email/emailJob.ts';
import { withJobRequestId } from '../http/requestScope.ts';

/**
 * A mail to put on the queue and its business-key job id, so the same business event (one token,
 * one request, one sign-up) can never produce two mails. BullMQ 6 forbids ':' in custom job ids,
 * hence `{kind}-{key}`.
 */
export interface QueuedEmail<J extends EmailJob = EmailJob> {
  jobId: string;
  job: J;
}

export type EnqueueEmail = (email: QueuedEmail) => Promise<void>;

export interface EmailQueueConfig {
  redisUrl: string;
  /** REDIS_PREFIX: every BullMQ key lives under it. */
  prefix: string;
  /** First retry delay in ms; doubles each attempt (tests shorten it). */
  backoffDelayMs?: number;
  /**
   * When set, an enqueue that has not reached Redis within this many ms rejects (Redis down), so a
   * request that enqueues never hangs. Unset: wait for Redis however long it takes.
   */
  timeoutMs?: number;
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

/** BullMQ 6 refuses custom job ids with ':' (and purely numeric ones); fail here with a clear message. */
export function checkEmailJobId(jobId: string): void {
  if (jobId === '' || jobId.includes(':') || /^\d+$/.test(jobId)) {
    throw new Error(`Invalid email job id '${jobId}': non-empty, no ':', not only digits`);
  }
}

export interface EmailQueue {
  queue: Queue;
  enqueueEmail: EnqueueEmail;
  close(): Promise<void>;
}

export function createEmailQueue(config: EmailQueueConfig): EmailQueue {
  const connection = bullConnection(config.redisUrl);
  // Without a listener, ioredis prints every failed reconnect as an unhandled 'error' event.
  connection.on('error', () => {});
  const queue = new Queue(EMAIL_QUEUE_NAME, { connection, prefix: config.prefix });
  queue.on('error', () => {});
  const enqueueEmail: EnqueueEmail = async ({ jobId, job }) => {
    checkEmailJobId(jobId);
    // Validate at the producer too: a bad payload is a bug here, not something to retry later.
    const payload = emailJob.parse(job);
    // the request id of the request that caused the mail rides along (the worker logs it; the
    // worker's schema drops it from the mail itself)
    const added = queue.add(
      payload.kind,
      withJobRequestId(payload),
      emailJobOptions(jobId, config.backoffDelayMs),
    );
    await (config.timeoutMs === undefined ? added : withTimeout(added, config.timeoutMs, jobId));
  };
  return {
    queue,
    enqueueEmail,
    async close() {
      // Disconnect first when Redis is unreachable, else queue.close() waits for it.
      if (connection.status !== 'ready') connection.disconnect();
      await queue.close().catch(() => {});
      connection.disconnect();
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, jobId: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`email job ${jobId} not queued within ${ms} ms (Redis unreachable?)`)),
      ms,
    );
  });
  // The losing add may still settle later; never let its rejection go unhandled.
  promise.catch(() => {});
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
