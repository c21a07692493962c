// The consumer of the `event-reminders` queue (run by src/worker.ts, its own process; tests start
// it explicitly). Each job is checked against its schema, then fired (fireJobs.ts).
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { cleanRequestId, withRequestId } from '@portal/contracts/server';
import { fireMemberReminder, fireSignupDigest, type FireDeps } from './fireJobs.ts';
import { REMINDER_QUEUE_NAME, reminderQueueJob } from './reminderJobs.ts';
import { fireSlipReminder, type SlipReminderDeps } from '../permissionSlips/reminder.ts';

export interface ReminderWorkerConfig extends FireDeps {
  /** The permission slips' reminder (src/permissionSlips/reminder.ts); such jobs fail without it. */
  slips?: SlipReminderDeps;
  redisUrl: string;
  prefix: string;
  logger?: Logger;
  concurrency?: number;
}

export interface ReminderWorker {
  worker: Worker;
  close(): Promise<void>;
}

export function startReminderWorker(config: ReminderWorkerConfig): ReminderWorker {
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', () => {});
  const logger = config.logger;

  const processor = async (job: Job): Promise<string> => {
    const parsed = reminderQueueJob.safeParse(job.data);
    // a malformed payload never becomes valid: fail it now rather than retry it
    if (!parsed.success) throw new UnrecoverableError(`Invalid reminder job: ${parsed.error.message}`);
    // the scheduling request's id: in this log line, the mails it enqueues and its calls to identity
    const reqId = cleanRequestId((job.data as { requestId?: unknown } | null)?.requestId);
    const data = parsed.data;
    const outcome = await withRequestId(reqId, () =>
      data.kind === 'memberReminder'
        ? fireMemberReminder(config, data)
        : data.kind === 'slipReminder'
          ? fireSlipReminder(config.slips, data)
          : fireSignupDigest(config, data),
    );
    logger?.info({ jobId: job.id, reqId, kind: data.kind, outcome }, 'reminder job done');
    return outcome;
  };

  const worker = new Worker(REMINDER_QUEUE_NAME, processor, {
    connection,
    prefix: config.prefix,
    concurrency: config.concurrency ?? 2,
  });
  worker.on('failed', (job, error) =>
    logger?.warn({ jobId: job?.id, attempt: job?.attemptsMade, err: error.message }, 'reminder job failed'),
  );
  worker.on('error', (error) => logger?.error({ err: error.message }, 'reminder worker error'));

  return {
    worker,
    async close() {
      await worker.close();
      connection.disconnect();
    },
  };
}
