// Sign-in limits in rate-limiter-flexible's login-protection pattern, on Redis:
// - failures are counted, successes never (a unit behind one address signs in all night);
// - consecutive failures of one username from one address lock that pair; a sign-in with the right
//   password clears them;
// - failures of one username from clients without its device cookie, from any address, lock the
//   username for those clients (a spread-out guessing run);
// - failures from one address, any username, are capped per window (slow brute force, spraying);
// - a client with the username's device cookie (deviceCookie.ts) is counted per device only, so
//   nothing a stranger does locks out a member signing in correctly from a known device.
// Usernames are counted by their normalised key (normaliseUsername), addresses by IPv4 or IPv6 /64.
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { IdentityConfig } from '../config.ts';
import { addressBucket } from '../http/addressBucket.ts';

type LimitConfig = Pick<
  IdentityConfig,
  | 'redisPrefix'
  | 'signinFailuresPerUserAddress'
  | 'signinFailuresPerDevice'
  | 'signinFailuresPerUser'
  | 'signinFailuresPerAddress'
  | 'signinFailureWindowSeconds'
  | 'signinLockSeconds'
>;

export interface SigninAttemptKey {
  accountID: string;
  usernameKey: string;
  address: string;
  /** The nonce of a valid device cookie for this username (deviceCookie.ts), or null. */
  device: string | null;
}

/** Let in (counted as `trusted` when a known device) or refused until `retryAfterSeconds`. */
export type Admission = { ok: true; trusted: boolean } | { ok: false; retryAfterSeconds: number };

export interface SigninLimits {
  /** Before the password is checked: refuses a locked client; counts this attempt where the count is per attempt. */
  admit(key: SigninAttemptKey): Promise<Admission>;
  /** After the password was checked: a failure is counted, a right password clears the pair's and device's counts. */
  settle(key: SigninAttemptKey, admission: { trusted: boolean }, passwordRight: boolean): Promise<void>;
}

function retryAfter(res: RateLimiterRes | null): number {
  return Math.max(1, Math.ceil((res?.msBeforeNext ?? 1000) / 1000));
}

/** consume() rejects with the limiter's answer when over the limit, with an Error when Redis fails. */
async function consumeOrOver(limiter: RateLimiterRedis, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) return error;
    throw error;
  }
}

export function createSigninLimits(redis: Redis, config: LimitConfig): SigninLimits {
  const limiter = (name: string, points: number, blockSeconds: number) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.redisPrefix}:signin-failures:${name}`,
      points: Math.max(1, points),
      duration: config.signinFailureWindowSeconds,
      blockDuration: blockSeconds,
    });
  // counted before the password check (one member never signs in twice at once), cleared by a right one
  const perUserAddress = limiter(
    'user-address',
    config.signinFailuresPerUserAddress,
    config.signinLockSeconds,
  );
  const perDevice = limiter('device', config.signinFailuresPerDevice, config.signinLockSeconds);
  // read before and counted after a wrong password only: a crowd of right ones at once must not count
  const perUser = limiter('user', config.signinFailuresPerUser, 0);
  const perAddress = limiter('address', config.signinFailuresPerAddress, 0);

  const userKey = (k: SigninAttemptKey) => `${k.accountID}:${k.usernameKey}`;
  const pairKey = (k: SigninAttemptKey) => `${userKey(k)}:${addressBucket(k.address)}`;
  const deviceKey = (k: SigninAttemptKey) => `${k.accountID}:${k.device}`;

  async function admitUnknownClient(k: SigninAttemptKey): Promise<Admission> {
    const [byAddress, byUser] = await Promise.all([
      perAddress.get(addressBucket(k.address)),
      perUser.get(userKey(k)),
    ]);
    if (byAddress && byAddress.consumedPoints >= config.signinFailuresPerAddress) {
      return { ok: false, retryAfterSeconds: retryAfter(byAddress) };
    }
    if (byUser && byUser.consumedPoints >= config.signinFailuresPerUser) {
      return { ok: false, retryAfterSeconds: retryAfter(byUser) };
    }
    const pair = await consumeOrOver(perUserAddress, pairKey(k));
    if (pair.consumedPoints > config.signinFailuresPerUserAddress) {
      return { ok: false, retryAfterSeconds: retryAfter(pair) };
    }
    return { ok: true, trusted: false };
  }

  return {
    async admit(k) {
      if (k.device) {
        const device = await consumeOrOver(perDevice, deviceKey(k));
        if (device.consumedPoints <= config.signinFailuresPerDevice) return { ok: true, trusted: true };
        // a device that failed too often is a device no longer known: it meets the stranger's limits
      }
      return admitUnknownClient(k);
    },

    async settle(k, admission, passwordRight) {
      if (passwordRight) {
        await Promise.all([
          perUserAddress.delete(pairKey(k)),
          ...(admission.trusted ? [perDevice.delete(deviceKey(k))] : []),
        ]);
        return;
      }
      // a known device's failure is already counted against it (admit); the stranger's also here
      if (admission.trusted) return;
      const [byUser] = await Promise.all([
        consumeOrOver(perUser, userKey(k)),
        consumeOrOver(perAddress, addressBucket(k.address)),
      ]);
      if (byUser.consumedPoints === config.signinFailuresPerUser && config.signinLockSeconds > 0) {
        await perUser.block(userKey(k), config.signinLockSeconds);
      }
    },
  };
}
