// A fixed-window counter on Redis: enough to stop one address flooding a public endpoint
// (crash reports, account-flow mails) without any state in the process.
import type { Redis } from 'ioredis';

/** Counts one hit on the key; false when the window already holds `limit` hits. */
export async function takeFixedWindow(
  redis: Redis,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<boolean> {
  const results = await redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec();
  const count = Number(results?.[0]?.[1] ?? 0);
  return count <= limit;
}

export const TOO_MANY_REQUESTS = {
  status: 429,
  code: 'RATE_LIMITED',
  message: 'Too many requests. Please wait a few minutes and try again.',
} as const;
