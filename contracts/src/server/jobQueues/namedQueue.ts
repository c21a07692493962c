// A BullMQ queue (under REDIS_PREFIX) that a service's HTTP process puts jobs on, and the retry
// options of those jobs. The process builds each queue on first use, one per Redis URL and prefix,
// so app wiring needs no Redis of its own.
import { Queue, type JobsOptions } from 'bullmq';
import { bullConnection } from '../email/emailQueue.ts';

export interface NamedQueue {
  queue: Queue;
  close(): Promise<void>;
}

export interface QueueConnection {
  redisUrl: string;
  /** REDIS_PREFIX: every BullMQ key lives under it. */
  prefix: string;
}

export function createNamedQueue(name: string, config: QueueConnection): NamedQueue {
  // maxRetriesPerRequest: null as BullMQ asks; a Redis that is down then makes add() wait
  const connection = bullConnection(config.redisUrl);
  const queue = new Queue(name, { connection, prefix: config.prefix });
  return {
    queue,
    async close() {
      await queue.close();
      connection.disconnect();
    },
  };
}

/** Retried with exponential backoff; finished jobs are kept `keepDays` (completed, failed) for inspection. */
export function retriedJobOptions(
  jobId: string,
  retry: { attempts: number; backoffDelayMs: number; keepDays: { completed: number; failed: number } },
): JobsOptions {
  const day = 24 * 3600;
  return {
    jobId,
    attempts: retry.attempts,
    backoff: { type: 'exponential', delay: retry.backoffDelayMs },
    removeOnComplete: { age: retry.keepDays.completed * day },
    removeOnFail: { age: retry.keepDays.failed * day },
  };
}

/** The queues a process builds from its configuration on first use, by Redis URL and prefix. */
export function queuesByRedis<Q extends { close(): Promise<void> }>(
  build: (config: QueueConnection) => Q,
): { queueFor(config: { redisUrl: string; redisPrefix: string }): Q; closeAll(): Promise<void> } {
  const shared = new Map<string, Q>();
  return {
    queueFor(config) {
      const key = `${config.redisUrl}|${config.redisPrefix}`;
      let queue = shared.get(key);
      if (!queue) {
        queue = build({ redisUrl: config.redisUrl, prefix: config.redisPrefix });
        shared.set(key, queue);
      }
      return queue;
    },
    async closeAll() {
      const queues = [...shared.values()];
      shared.clear();
      await Promise.all(queues.map((queue) => queue.close()));
    },
  };
}
