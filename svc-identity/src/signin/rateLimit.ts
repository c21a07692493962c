// Sign-in rate limit on Redis: fixed windows per account+username and per client address.
// Counting attempts (not only failures) also caps password spraying from one address. The address
// is the one the gateway saw (http/clientAddress.ts), counted per IPv4 address or IPv6 /64.
import type { Redis } from 'ioredis';
import { addressBucket } from '../http/addressBucket.ts';

export interface RateLimitOptions {
  redis: Redis;
  prefix: string;
  limitPerUser: number;
  limitPerIP: number;
  windowSeconds: number;
}

function keys(o: RateLimitOptions, accountID: string, username: string, ip: string): [string, string] {
  return [
    `${o.prefix}:signin:user:${accountID}:${username.toLowerCase()}`,
    `${o.prefix}:signin:ip:${addressBucket(ip)}`,
  ];
}

/** Counts one attempt; false when either window is already over its limit. */
export async function takeSigninAttempt(
  o: RateLimitOptions,
  accountID: string,
  username: string,
  ip: string,
): Promise<boolean> {
  const [userKey, ipKey] = keys(o, accountID, username, ip);
  const results = await o.redis
    .multi()
    .incr(userKey)
    .expire(userKey, o.windowSeconds, 'NX')
    .incr(ipKey)
    .expire(ipKey, o.windowSeconds, 'NX')
    .exec();
  const userCount = Number(results?.[0]?.[1] ?? 0);
  const ipCount = Number(results?.[2]?.[1] ?? 0);
  return userCount <= o.limitPerUser && ipCount <= o.limitPerIP;
}

/** A successful sign-in clears the username's window (the address window keeps counting). */
export async function clearUserAttempts(
  o: RateLimitOptions,
  accountID: string,
  username: string,
): Promise<void> {
  await o.redis.del(keys(o, accountID, username, '')[0]);
}
