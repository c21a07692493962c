// Multi-factor: POST /api/member/session/startmfasetup, /finishmfasetup, /finishmfa.
import { API_ERRORS, MFA_MESSAGES, mfaTokenRequest, type SigninResponse } from '@portal/contracts';
import { Router, type Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { currentSession } from '../http/currentSession.ts';
import { bodyOrReject, sendError } from '../http/errors.ts';
import { findLoginByID, findLoginByMember } from '../logins/repository.ts';
import { loadMember } from '../members/repository.ts';
import { setSessionCookie } from '../sessions/cookie.ts';
import { createSession, endSession } from '../sessions/store.ts';
import { newTotpSecret, totpURI, verifyAndSpendTotp } from './totp.ts';

/** Wrong codes allowed per MFAInProgress session before it ends (sign-in itself is rate limited). */
const MAX_CHALLENGE_FAILURES = 5;

function mfaError(res: Response, message: string): void {
  res.status(400).json({ code: 'MFA_INVALID', message });
}

export function mfaRouter(deps: ServiceDeps): Router {
  const router = Router();

  router.post('/api/member/session/startmfasetup', async (_req, res) => {
    const session = await currentSession(deps, res, ['Regular']);
    if (!session) {
      sendError(res, API_ERRORS.signInRequired);
      return;
    }
    const login = await findLoginByMember(deps.pool, session.accountID, session.member);
    if (!login) {
      mfaError(res, MFA_MESSAGES.noLogin);
      return;
    }
    if (login.mfaEnabled) {
      mfaError(res, MFA_MESSAGES.alreadyEnabled);
      return;
    }
    const secret = newTotpSecret();
    await deps.pool.query(`UPDATE identity.logins SET mfa_pending_secret = $2 WHERE id = $1`, [
      login.id,
      secret,
    ]);
    res.set('cache-control', 'no-store').json({
      url: totpURI({
        issuer: deps.config.mfaIssuer,
        label: `${login.username} (${session.accountID})`,
        secret,
      }),
    });
  });

  router.post('/api/member/session/finishmfasetup', async (req, res) => {
    const session = await currentSession(deps, res, ['Regular']);
    if (!session) {
      sendError(res, API_ERRORS.signInRequired);
      return;
    }
    const body = bodyOrReject(mfaTokenRequest, req, res);
    if (!body) return;
    const login = await findLoginByMember(deps.pool, session.accountID, session.member);
    if (!login?.mfaPendingSecret) {
      mfaError(res, MFA_MESSAGES.notStarted);
      return;
    }
    const ok = await verifyAndSpendTotp(deps.pool, {
      accountID: session.accountID,
      loginID: login.id,
      secret: login.mfaPendingSecret,
      code: body.mfaToken,
      now: deps.clock(),
    });
    if (!ok) {
      mfaError(res, MFA_MESSAGES.invalidToken);
      return;
    }
    await deps.pool.query(
      `UPDATE identity.logins SET mfa_secret = mfa_pending_secret, mfa_pending_secret = NULL, mfa_enabled = true
        WHERE id = $1`,
      [login.id],
    );
    res.status(204).end();
  });

  // The challenge: a right, unused code turns the MFAInProgress session into a Regular one (new id).
  router.post('/api/member/session/finishmfa', async (req, res) => {
    const session = await currentSession(deps, res, ['MFAInProgress']);
    if (!session || session.loginID === null) {
      sendError(res, API_ERRORS.signInRequired);
      return;
    }
    const body = bodyOrReject(mfaTokenRequest, req, res);
    if (!body) return;
    const login = await findLoginByID(deps.pool, session.accountID, session.loginID);
    const now = deps.clock();
    const ok =
      !!login?.mfaSecret &&
      (await verifyAndSpendTotp(deps.pool, {
        accountID: session.accountID,
        loginID: login.id,
        secret: login.mfaSecret,
        code: body.mfaToken,
        now,
      }));
    if (!ok) {
      const failuresKey = `${deps.config.redisPrefix}:mfa-failures:${session.id}`;
      const failures = await deps.redis.incr(failuresKey);
      await deps.redis.expire(failuresKey, deps.config.shortSessionMinutes * 60);
      if (failures >= MAX_CHALLENGE_FAILURES) await endSession(deps, session.accountID, session.id);
      mfaError(res, MFA_MESSAGES.invalidToken);
      return;
    }
    const member = await loadMember(deps.pool, session.accountID, session.member, now);
    if (!member) {
      sendError(res, API_ERRORS.serverError);
      return;
    }
    await endSession(deps, session.accountID, session.id);
    const next = await createSession(deps, {
      accountID: session.accountID,
      loginID: session.loginID,
      member: session.member,
      type: 'Regular',
    });
    setSessionCookie(res, deps.config, next);
    const response: SigninResponse = { result: 'None', code: 'NONE', member, sessionType: 'Regular' };
    res.set('cache-control', 'no-store').json(response);
  });

  return router;
}
