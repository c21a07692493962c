// Self-hosted proof-of-work captcha (altcha v2 protocol): the browser widget fetches a signed
// challenge from GET /api/captcha, solves it and sends the base64 payload as the captcha value.
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Redis } from 'ioredis';
import type { CaptchaVerifier } from './types.ts';

const CHALLENGE_TTL_SECONDS = 10 * 60;
const ALGORITHM = 'PBKDF2/SHA-256';
/**
 * Work = counter x cost PBKDF2 rounds: on average ~0.8 M SHA-256 rounds, well under a second in a
 * browser's workers, yet each sign-in attempt costs a script the same.
 */
const COST = 1_000;
const COUNTER_MIN = 200;
const COUNTER_MAX = 1_500;

export function altchaVerifier(options: {
  hmacKey: string;
  redis: Redis;
  redisPrefix: string;
  now: () => Date;
}): CaptchaVerifier {
  const { hmacKey, redis, redisPrefix, now } = options;
  return {
    type: 'altcha',
    async challenge() {
      const expiresAt = Math.floor(now().getTime() / 1000) + CHALLENGE_TTL_SECONDS;
      return createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        // deterministic mode: the server knows the answer's key prefix, verification is one derivation
        counter: randomInt(COUNTER_MIN, COUNTER_MAX),
        deriveKey,
        expiresAt,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: hmacKey,
      });
    },
    async verify(value: string) {
      const payload = decodePayload(value);
      if (!payload) return false;
      const expiresAt = payload.challenge.parameters.expiresAt;
      if (typeof expiresAt !== 'number' || expiresAt * 1000 < now().getTime()) return false;
      let result;
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
          hmacKeySignatureSecret: hmacKey,
        });
      } catch {
        return false;
      }
      if (!result.verified || !payload.challenge.signature) return false;
      // each solved challenge is usable once: remember its signature until it would expire anyway
      const used = await redis.set(
        `${redisPrefix}:captcha:used:${payload.challenge.signature}`,
        '1',
        'EX',
        CHALLENGE_TTL_SECONDS + 60,
        'NX',
      );
      return used === 'OK';
    },
  };
}

function decodePayload(value: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const text = value.trim().startsWith('{') ? value : Buffer.from(value, 'base64').toString('utf8');
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const { challenge, solution } = parsed as { challenge?: Challenge; solution?: Solution };
    if (!challenge?.parameters || typeof challenge.parameters !== 'object') return null;
    if (!solution || typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string')
      return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}
