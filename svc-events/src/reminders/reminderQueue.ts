// The producer side of the `event-reminders` queue (under REDIS_PREFIX): the HTTP process adds
// delayed jobs here after attendance changes and event moves; the worker process (src/worker.ts)
// runs them. Adding an id that is already there (waiting, delayed or completed) adds nothing.
import type { MemberReference } from '@portal/contracts';
import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { withJobRequestId } from '@portal/contracts/server';
import type { AttendanceStore } from '../attendance/attendanceRepository.ts';
import {
  DIGEST_WINDOW_MS,
  REMINDER_QUEUE_NAME,
  digestWindow,
  memberReminderJobId,
  reminderDelay,
  signupDigestJobId,
  slipReminderDelay,
  slipReminderJobId,
  type MemberReminderJob,
  type SignupDigestJob,
  type SlipReminderJob,
} from './reminderJobs.ts';

export interface ReminderQueueConfig {
  redisUrl: string;
  prefix: string;
  /** The digest window (tests may shorten it); DIGEST_WINDOW_MS by default. */
  digestWindowMs?: number;
  /** First retry delay in ms, doubling per attempt (tests shorten it). */
  backoffDelayMs?: number;
  /** An add that has not reached Redis in this many ms rejects, so a request never hangs on Redis. */
  timeoutMs?: number;
}

export interface ReminderQueue {
  queue: Queue;
  /** A reminder per member for the meet time (none when reminderDelay says so). Answers the ids added. */
  scheduleReminders(
    store: AttendanceStore,
    meetDateTime: number,
    members: readonly MemberReference[],
    now: number,
    options?: { promoted?: boolean },
  ): Promise<string[]>;
  /** The permission slip reminder for the meet time (none when its time has passed). Answers its id. */
  scheduleSlipReminder(store: AttendanceStore, meetDateTime: number, now: number): Promise<string | null>;
  /** The digest of the window `timestamp` falls in. Answers its id. */
  scheduleDigest(store: AttendanceStore, timestamp: number, now: number): Promise<string>;
  close(): Promise<void>;
}

const DAY_SECONDS = 24 * 3600;

function jobOptions(jobId: string, delay: number, backoffDelayMs: number): JobsOptions {
  return {
    jobId,
    delay,
    attempts: 5,
    backoff: { type: 'exponential', delay: backoffDelayMs },
    // kept past the meet time, so adding the same id again (a record edited after its reminder
    // went) finds the completed job and adds nothing; by then reminderDelay answers null anyway
    removeOnComplete: { age: 3 * DAY_SECONDS },
    removeOnFail: { age: 30 * DAY_SECONDS },
  };
}

export function createReminderQueue(config: ReminderQueueConfig): ReminderQueue {
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  // without a listener ioredis prints every failed reconnect as an unhandled 'error'
  connection.on('error', () => {});
  const queue = new Queue(REMINDER_QUEUE_NAME, { connection, prefix: config.prefix });
  queue.on('error', () => {});
  const windowMs = config.digestWindowMs ?? DIGEST_WINDOW_MS;
  const backoff = config.backoffDelayMs ?? 5_000;

  const add = async (
    job: MemberReminderJob | SignupDigestJob | SlipReminderJob,
    jobId: string,
    delay: number,
  ) => {
    // with the id of the request that scheduled it (the worker logs it and passes it on)
    const added = queue.add(job.kind, withJobRequestId(job), jobOptions(jobId, delay, backoff));
    await (config.timeoutMs === undefined ? added : withTimeout(added, config.timeoutMs, jobId));
    return jobId;
  };

  return {
    queue,
    async scheduleReminders(store, meetDateTime, members, now, options = {}) {
      const delay = reminderDelay(meetDateTime, now);
      if (delay === null) return [];
      return Promise.all(
        members.map((member) => {
          const job: MemberReminderJob = {
            kind: 'memberReminder',
            ...store,
            member,
            meetDateTime,
            ...(options.promoted ? { promoted: true as const } : {}),
          };
          return add(job, memberReminderJobId(job), delay);
        }),
      );
    },
    async scheduleSlipReminder(store, meetDateTime, now) {
      const delay = slipReminderDelay(meetDateTime, now);
      if (delay === null) return null;
      const job: SlipReminderJob = { kind: 'slipReminder', ...store, meetDateTime };
      return add(job, slipReminderJobId(job), delay);
    },
    async scheduleDigest(store, timestamp, now) {
      const { windowStart, delay } = digestWindow(timestamp, now, windowMs);
      const job: SignupDigestJob = { kind: 'signupDigest', ...store, windowStart, windowMs };
      return add(job, signupDigestJobId(job), delay);
    },
    async close() {
      // disconnect first when Redis is unreachable, else close() waits for it
      if (connection.status !== 'ready') connection.disconnect();
      await queue.close().catch(() => {});
      connection.disconnect();
    },
  };
}

async function withTimeout<T>(work: Promise<T>, ms: number, jobId: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not take job ${jobId} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
