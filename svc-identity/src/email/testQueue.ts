import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';

/** Test helpers for the email queue: a fresh prefix and mailbox per test, cleaned afterwards. */
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export function freshPrefix(label: string): string {
  return `test-${label}-${randomBytes(6).toString('hex')}`;
}

export async function freshMailDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'portal-mail-'));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** Deletes every Redis key under the prefix (queues and sent markers). */
export async function deletePrefix(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
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
