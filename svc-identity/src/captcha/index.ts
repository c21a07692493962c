// Pluggable captcha: CAPTCHA=altcha (default, self-hosted proof of work) or CAPTCHA=none
// (development and tests: any non-empty value passes).
import type { Redis } from 'ioredis';
import type { IdentityConfig } from '../config.ts';
import { altchaVerifier } from './altcha.ts';
import type { CaptchaVerifier } from './types.ts';

export type { CaptchaVerifier } from './types.ts';

export function createCaptchaVerifier(
  config: Pick<IdentityConfig, 'captcha' | 'captchaHmacKey' | 'redisPrefix'>,
  redis: Redis,
  now: () => Date = () => new Date(),
): CaptchaVerifier {
  if (config.captcha === 'none') return noCaptcha;
  return altchaVerifier({ hmacKey: config.captchaHmacKey, redis, redisPrefix: config.redisPrefix, now });
}

export const noCaptcha: CaptchaVerifier = {
  type: 'none',
  challenge: async () => undefined,
  verify: async (value: string) => value.trim().length > 0,
};

/** For the account flows: `await verifyCaptcha(deps, body.captchaToken)`. */
export function verifyCaptcha(deps: { captcha: CaptchaVerifier }, value: unknown): Promise<boolean> {
  if (typeof value !== 'string' || value.trim().length === 0) return Promise.resolve(false);
  return deps.captcha.verify(value);
}
