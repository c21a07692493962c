import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Queue } from 'bullmq';

/** Test helpers for the email queue: a fresh prefix and mailbox per test, cleaned afterwards. */
export { deletePrefix, freshPrefix, TEST_REDIS_URL } from '@portal/contracts/testing';

export async function freshMailDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'portal-mail-'));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** Polls a job until it reaches a final state. */
export async function waitForJobState(
  queue: Queue,
  jobId: string,
  states: string[] = ['completed', 'failed'],
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await queue.getJob(jobId);
    const state = job ? await job.getState() : 'missing';
    if (states.includes(state)) return state;
    if (Date.now() > deadline) throw new Error(`job ${jobId} stayed ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
