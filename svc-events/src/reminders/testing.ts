// Tests only: a fresh Redis prefix per test file (as BullMQ's own tests do), removed afterwards; a
// look at the `email` queue's jobs; waiting for a job to finish.
import { EMAIL_QUEUE_NAME } from '@portal/contracts';
import { TEST_REDIS_URL } from '@portal/contracts/testing';
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';

export { deletePrefix, freshPrefix, TEST_REDIS_URL } from '@portal/contracts/testing';

/** The `email` queue under `prefix`, to read what was enqueued (nothing consumes it in these tests). */
export function emailQueueOf(prefix: string): Queue {
  return new Queue(EMAIL_QUEUE_NAME, {
    connection: new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null }),
    prefix,
  });
}

/** The mail jobs waiting on the email queue, by kind. */
export async function mailJobs(queue: Queue, kind?: string): Promise<Job[]> {
  const jobs = await queue.getJobs(['waiting', 'delayed', 'prioritized']);
  return jobs.filter((job) => kind === undefined || job.name === kind);
}

/** Polls a job until it completed or failed; answers the state and its return value. */
export async function waitForJob(
  queue: Queue,
  jobId: string,
  timeoutMs = 10_000,
): Promise<{ state: string; returnvalue: unknown; failedReason?: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await queue.getJobState(jobId);
    if (state === 'completed' || state === 'failed') {
      // read after the state: a job read before it finished carries no return value yet
      const job = (await queue.getJob(jobId))!;
      return { state, returnvalue: job.returnvalue, failedReason: job.failedReason };
    }
    if (Date.now() > deadline) throw new Error(`job ${jobId} stayed ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs a delayed job now (BullMQ's promote) and waits for it to finish. */
export async function promoteAndWait(queue: Queue, jobId: string) {
  const job = await queue.getJob(jobId);
  if (!job) throw new Error(`no job ${jobId}`);
  if ((await job.getState()) === 'delayed') await job.promote();
  return waitForJob(queue, jobId);
}
