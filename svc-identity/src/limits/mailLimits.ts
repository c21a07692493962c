// Per-address limits of the three account mail flows, each flow counted apart, so using one up
// (a unit's members all resetting passwords from one network) leaves the others open. Counted
// per request: each answers the same whatever happened, so there is no failure to count instead.
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { IdentityConfig } from '../config.ts';

export type MailFlow = 'passwordReset' | 'usernameRequest' | 'accountRequest';

type MailLimitConfig = Pick<
  IdentityConfig,
  | 'redisPrefix'
  | 'passwordResetLimitPerAddress'
  | 'usernameRequestLimitPerAddress'
  | 'accountRequestLimitPerAddress'
  | 'accountMailWindowSeconds'
>;

/** Counts one request of `flow` from `network` (clientNetwork); null when allowed, else seconds to wait. */
export type TakeMailRequest = (flow: MailFlow, network: string) => Promise<number | null>;

export function createMailLimits(redis: Redis, config: MailLimitConfig): TakeMailRequest {
  const points: Record<MailFlow, number> = {
    passwordReset: config.passwordResetLimitPerAddress,
    usernameRequest: config.usernameRequestLimitPerAddress,
    accountRequest: config.accountRequestLimitPerAddress,
  };
  const limiters = Object.fromEntries(
    (Object.keys(points) as MailFlow[]).map((flow) => [
      flow,
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${config.redisPrefix}:account-mail:${flow}`,
        points: Math.max(1, points[flow]),
        duration: config.accountMailWindowSeconds,
      }),
    ]),
  ) as Record<MailFlow, RateLimiterRedis>;

  return async (flow, network) => {
    try {
      await limiters[flow].consume(network);
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  };
}
