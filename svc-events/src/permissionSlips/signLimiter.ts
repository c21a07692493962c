// A fixed-window count per client address in Redis for the public signing calls, so a token
// cannot be guessed at speed and the page cannot be hammered. Fails open when Redis is down
// (the token's 256 bits are the real guard).
import type { Redis } from 'ioredis';

export interface SignLimiter {
  /** Counts one call from `address`; true when it is within the limit. */
  take(address: string): Promise<boolean>;
}

export function createSignLimiter(
  redis: Redis,
  options: { prefix: string; points: number; windowSeconds: number },
): SignLimiter {
  return {
    async take(address) {
      const window = Math.floor(Date.now() / 1000 / options.windowSeconds);
      const key = `${options.prefix}:permission-slip-sign:${address}:${window}`;
      try {
        const count = await redis.incr(key);
        if (count === 1) await redis.expire(key, options.windowSeconds);
        return count <= options.points;
      } catch {
        return true;
      }
    },
  };
}
