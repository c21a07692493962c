import { randomBytes } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../testing/testApp.ts';
import { createCaptchaVerifier, verifyCaptcha } from './index.ts';

const redis = new Redis(TEST_REDIS_URL);
const prefix = `test-captcha-${randomBytes(6).toString('hex')}`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('captcha (pluggable: altcha default, none)', () => {
  const config = { captcha: 'altcha' as const, captchaHmacKey: 'test-hmac-key', redisPrefix: prefix };

  it('altcha: a solved challenge passes once; the same solution a second time is refused', async () => {
    const verifier = createCaptchaVerifier(config, redis);
    const payload = await solvedPayload((await verifier.challenge()) as Challenge);
    expect(await verifier.verify(payload)).toBe(true);
    expect(await verifier.verify(payload)).toBe(false);
  });

  it('altcha: garbage, an unsolved challenge, or one signed with another key is refused', async () => {
    const verifier = createCaptchaVerifier(config, redis);
    expect(await verifier.verify('not base64 json')).toBe(false);
    const challenge = (await verifier.challenge()) as Challenge;
    const unsolved = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 1, derivedKey: 'ab' } }),
    ).toString('base64');
    expect(await verifier.verify(unsolved)).toBe(false);
    const foreign = createCaptchaVerifier({ ...config, captchaHmacKey: 'another-key' }, redis);
    const foreignPayload = await solvedPayload((await foreign.challenge()) as Challenge);
    expect(await verifier.verify(foreignPayload)).toBe(false);
  });

  it('altcha: an expired challenge is refused', async () => {
    let now = new Date();
    const verifier = createCaptchaVerifier(config, redis, () => now);
    const payload = await solvedPayload((await verifier.challenge()) as Challenge);
    now = new Date(now.getTime() + 11 * 60_000);
    expect(await verifier.verify(payload)).toBe(false);
  });

  it('none: any non-empty value passes, an empty one does not', async () => {
    const verifier = createCaptchaVerifier({ ...config, captcha: 'none' }, redis);
    expect(await verifyCaptcha({ captcha: verifier }, 'anything')).toBe(true);
    expect(await verifyCaptcha({ captcha: verifier }, '  ')).toBe(false);
    expect(await verifyCaptcha({ captcha: verifier }, undefined)).toBe(false);
  });
});
