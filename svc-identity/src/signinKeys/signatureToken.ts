// The Signature sign-in token (platform §3): a registered, unrevoked key whose scope covers the
// account and user signed the single-use nonce the server handed out. Then it counts as a solved
// captcha; anything else is TokenInvalid ('Invalid reCAPTCHA'), like a failed captcha.
import { randomBytes } from 'node:crypto';
import { SIGNIN_NONCE_TTL_SECONDS, signinKeyCovers } from '@portal/contracts';
import type { ServiceDeps } from '../deps.ts';
import { findLoginByUsername } from '../logins/repository.ts';
import { verifySignature } from './publicKeys.ts';
import { findKeyForSignin } from './repository.ts';

type Deps = Pick<ServiceDeps, 'pool' | 'redis' | 'config'>;

const nonceKey = (deps: Deps, nonce: string) => `${deps.config.redisPrefix}:signin-nonce:${nonce}`;

/** A new nonce for this account, stored with a short expiry. */
export async function issueNonce(deps: Deps, accountID: string): Promise<string> {
  const nonce = randomBytes(32).toString('base64url');
  await deps.redis.set(nonceKey(deps, nonce), accountID, 'EX', SIGNIN_NONCE_TTL_SECONDS);
  return nonce;
}

/** Takes the nonce (GETDEL: one winner, even under concurrency); true if it was issued for this account. */
export async function consumeNonce(deps: Deps, accountID: string, nonce: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(nonce)) return false;
  return (await deps.redis.getdel(nonceKey(deps, nonce))) === accountID;
}

export async function signatureTokenValid(
  deps: Deps,
  accountID: string,
  username: string,
  token: { keyID?: string | undefined; nonce?: string | undefined; signature: string },
): Promise<boolean> {
  if (!token.keyID || !token.nonce || !token.signature) return false;
  // the nonce is spent by any attempt, good or bad: a signature cannot be retried or replayed
  if (!(await consumeNonce(deps, accountID, token.nonce))) return false;
  const key = await findKeyForSignin(deps.pool, accountID, token.keyID);
  if (!key) return false;
  const login = await findLoginByUsername(deps.pool, accountID, username);
  const covers = signinKeyCovers(
    { scope: key.scope, accountID: key.accountID, member: key.member, revoked: key.revoked !== null },
    { accountID, member: login?.member ?? null },
  );
  return covers && verifySignature(key, token.nonce, token.signature);
}
