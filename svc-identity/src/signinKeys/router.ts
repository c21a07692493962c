// Signature sign-in keys: GET /api/signin/nonce (anyone: the nonce a trusted client signs), and the
// management calls GET/POST /api/signin/keys, DELETE /api/signin/keys/{id} (PermissionManagement
// FULL; Global scope only for super users).
import {
  API_ERRORS,
  mayManageScope,
  registerSigninKeyRequest,
  SIGNIN_KEY_MESSAGES,
  SIGNIN_NONCE_TTL_SECONDS,
  toMemberReference,
  type RegisterSigninKeyResponse,
  type SigninKeyListResponse,
  type SigninNonceResponse,
} from '@portal/contracts';
import { httpError, parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { takeFixedWindow, TOO_MANY_REQUESTS } from '../errors/fixedWindow.ts';
import { clientNetwork } from '../http/clientAddress.ts';
import { contextOf } from '../http/context.ts';
import { invalid } from '../http/errors.ts';
import { isSuperUserRequest, requirePermission, signedInMember } from '../http/permissions.ts';
import { loadMember } from '../members/repository.ts';
import { parsePublicKey } from './publicKeys.ts';
import { findOwnKey, insertKey, listKeys, publicView, revokeKey } from './repository.ts';
import { issueNonce } from './signatureToken.ts';

/** Nonces per client address per minute: plenty for trusted clients, not for filling Redis. */
export const NONCES_PER_MINUTE = 60;

const globalOnly = { status: 403, code: 'FORBIDDEN', message: SIGNIN_KEY_MESSAGES.globalSuperUserOnly };

export function signinKeysRouter(deps: ServiceDeps): Router {
  const router = Router();
  const allowed = requirePermission(deps, 'PermissionManagement', 'FULL');

  router.get('/api/signin/nonce', async (req, res) => {
    // public and it writes to Redis: one address gets a bounded number per minute
    const key = `${deps.config.redisPrefix}:signin-nonce-ip:${clientNetwork(req, deps.config.trustedProxyHops)}`;
    if (!(await takeFixedWindow(deps.redis, key, NONCES_PER_MINUTE, 60))) throw httpError(TOO_MANY_REQUESTS);
    const nonce = await issueNonce(deps, contextOf(res).accountID);
    res
      .set('cache-control', 'no-store')
      .json({ nonce, expiresIn: SIGNIN_NONCE_TTL_SECONDS } satisfies SigninNonceResponse);
  });

  router.get('/api/signin/keys', allowed, async (_req, res) => {
    const keys = await listKeys(deps.pool, contextOf(res).accountID);
    res.json({ keys: keys.map(publicView) } satisfies SigninKeyListResponse);
  });

  router.post('/api/signin/keys', allowed, async (req, res) => {
    const body = parseOrThrow(registerSigninKeyRequest, req.body);
    if (!mayManageScope(body.scope, isSuperUserRequest(deps, res))) throw httpError(globalOnly);
    const parsed = parsePublicKey(body.publicKey);
    if (!parsed) throw invalid(SIGNIN_KEY_MESSAGES.publicKeyInvalid);
    const accountID = contextOf(res).accountID;
    const member = body.scope === 'User' ? body.member! : null;
    if (member && !(await loadMember(deps.pool, accountID, member, deps.clock())))
      throw invalid(SIGNIN_KEY_MESSAGES.memberNotFound);
    const key = await insertKey(deps.pool, {
      accountID,
      name: body.name,
      scope: body.scope,
      algorithm: parsed.algorithm,
      pem: parsed.pem,
      fingerprint: parsed.fingerprint,
      member,
      createdBy: toMemberReference(signedInMember(res)!),
      now: deps.clock(),
    });
    res.json({ key: publicView(key) } satisfies RegisterSigninKeyResponse);
  });

  router.delete('/api/signin/keys/:id', allowed, async (req, res) => {
    const accountID = contextOf(res).accountID;
    const key = await findOwnKey(deps.pool, accountID, String(req.params.id));
    if (!key) throw httpError({ ...API_ERRORS.notFound, message: SIGNIN_KEY_MESSAGES.notFound });
    if (!mayManageScope(key.scope, isSuperUserRequest(deps, res))) throw httpError(globalOnly);
    await revokeKey(deps.pool, accountID, key.id, deps.clock());
    res.status(204).end();
  });

  return router;
}
