// Wrong MFA codes counted per member (their login), across sessions: a new password sign-in gives
// no new tries. After `mfaFailuresBeforeLock` wrong codes the member's MFA is locked; each lock
// lasts twice the one before (from mfaLockSeconds, capped at mfaLockMaxSeconds). The lock level is
// forgotten a day after the last lock ends. Times come from the service clock (deps.clock).
import type { Redis } from 'ioredis';
import type { IdentityConfig } from '../config.ts';

type LockConfig = Pick<
  IdentityConfig,
  'redisPrefix' | 'mfaFailuresBeforeLock' | 'mfaLockSeconds' | 'mfaLockMaxSeconds'
>;

const REMEMBER_MS = 24 * 60 * 60 * 1000;

/**
 * One wrong code, atomically: not counted while locked; the failure that reaches the threshold
 * starts the next lock (and only that one reports it, so one mail is sent per lock).
 * Returns { lockedUntil (ms, 0 = not locked), newLock (1 when this failure started it) }.
 */
const FAIL_SCRIPT = `
local now = tonumber(ARGV[1])
local lockedUntil = tonumber(redis.call('HGET', KEYS[1], 'lockedUntil') or '0')
if lockedUntil > now then return {lockedUntil, 0} end
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
if failures < tonumber(ARGV[2]) then
  redis.call('PEXPIRE', KEYS[1], math.max(redis.call('PTTL', KEYS[1]), tonumber(ARGV[5])))
  return {0, 0}
end
local locks = redis.call('HINCRBY', KEYS[1], 'locks', 1)
local duration = math.min(tonumber(ARGV[3]) * 2 ^ (locks - 1), tonumber(ARGV[4]))
lockedUntil = now + duration
redis.call('HSET', KEYS[1], 'failures', 0, 'lockedUntil', string.format('%d', lockedUntil))
redis.call('PEXPIRE', KEYS[1], duration + tonumber(ARGV[5]))
return {lockedUntil, 1}
`;

export interface MfaLockState {
  /** Seconds until the member may try again; 0 when not locked. */
  retryAfterSeconds: number;
}

export interface MfaFailure extends MfaLockState {
  /** This failure started a lock (tell the member once per lock). */
  newLock: boolean;
  /** When the lock ends (ms), to name the lock (its mail's job id). */
  lockedUntil: number;
}

export interface MfaMemberLock {
  state(accountID: string, loginID: number, now: Date): Promise<MfaLockState>;
  fail(accountID: string, loginID: number, now: Date): Promise<MfaFailure>;
  /** A right code: the failures start again (the lock level stays until forgotten). */
  succeed(accountID: string, loginID: number): Promise<void>;
}

function secondsUntil(untilMs: number, now: Date): number {
  return Math.max(0, Math.ceil((untilMs - now.getTime()) / 1000));
}

export function createMfaMemberLock(redis: Redis, config: LockConfig): MfaMemberLock {
  // "mfa-failures" as before: the Pact provider states clear keys of that name between interactions
  const key = (accountID: string, loginID: number) =>
    `${config.redisPrefix}:mfa-failures:member:${accountID}:${loginID}`;
  return {
    async state(accountID, loginID, now) {
      const lockedUntil = Number((await redis.hget(key(accountID, loginID), 'lockedUntil')) ?? 0);
      return { retryAfterSeconds: secondsUntil(lockedUntil, now) };
    },
    async fail(accountID, loginID, now) {
      const [lockedUntil, newLock] = (await redis.eval(
        FAIL_SCRIPT,
        1,
        key(accountID, loginID),
        now.getTime(),
        config.mfaFailuresBeforeLock,
        config.mfaLockSeconds * 1000,
        config.mfaLockMaxSeconds * 1000,
        REMEMBER_MS,
      )) as [number, number];
      return { retryAfterSeconds: secondsUntil(lockedUntil, now), newLock: newLock === 1, lockedUntil };
    },
    async succeed(accountID, loginID) {
      await redis.hdel(key(accountID, loginID), 'failures');
    },
  };
}
