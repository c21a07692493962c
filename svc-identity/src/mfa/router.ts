// Multi-factor: POST /api/member/session/startmfasetup, /finishmfa (finishing set-up and removal:
// enrolmentRoutes.ts).
import {
  API_ERRORS,
  MFA_MESSAGES,
  finishMfaRequest,
  MFA_ENROLMENT_MESSAGES,
  mfaLockedError,
  type SigninResponse,
} from '@portal/contracts';
import { httpError, parseOrThrow } from '@portal/contracts/server';
import { Router, type Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { currentSession } from '../http/currentSession.ts';
import { findLoginByID, findLoginByMember } from '../logins/repository.ts';
import { loadMember } from '../members/repository.ts';
import { setSessionCookie } from '../sessions/cookie.ts';
import { createSession, endSession } from '../sessions/store.ts';
import { setDeviceCookie } from '../limits/deviceCookie.ts';
import { createMfaMemberLock } from '../mfaLock/memberLock.ts';
import { sendMfaLockNotice } from '../mfaLock/lockNotice.ts';
import { mfaInvalid } from './mfaInvalid.ts';
import { spendRecoveryCode } from './recoveryCodes.ts';
import { newTotpSecret, totpURI, verifyAndSpendTotp } from './totp.ts';

export function mfaRouter(deps: ServiceDeps): Router {
  const router = Router();
  // wrong codes are counted per member across sessions (mfaLock/memberLock.ts)
  const memberLock = createMfaMemberLock(deps.redis, deps.config);

  /** The lock's answer; the challenge session ends (a new password sign-in is needed after the lock). */
  async function refuseLocked(
    res: Response,
    session: { accountID: string; id: string },
    retryAfterSeconds: number,
  ): Promise<never> {
    await endSession(deps, session.accountID, session.id);
    res.set('retry-after', String(retryAfterSeconds));
    throw httpError(mfaLockedError(retryAfterSeconds));
  }

  router.post('/api/member/session/startmfasetup', async (_req, res) => {
    const session = await currentSession(deps, res, ['Regular']);
    if (!session) throw httpError(API_ERRORS.signInRequired);
    const login = await findLoginByMember(deps.pool, session.accountID, session.member);
    if (!login) throw mfaInvalid(MFA_MESSAGES.noLogin);
    if (login.mfaEnabled) throw mfaInvalid(MFA_MESSAGES.alreadyEnabled);
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

  // finishmfasetup and removemfa (both ask for the password again): enrolmentRoutes.ts

  // The challenge: a right, unused code turns the MFAInProgress session into a Regular one (new id).
  router.post('/api/member/session/finishmfa', async (req, res) => {
    const session = await currentSession(deps, res, ['MFAInProgress']);
    if (!session || session.loginID === null) throw httpError(API_ERRORS.signInRequired);
    const body = parseOrThrow(finishMfaRequest, req.body);
    const login = await findLoginByID(deps.pool, session.accountID, session.loginID);
    const now = deps.clock();
    const locked = await memberLock.state(session.accountID, session.loginID, now);
    if (locked.retryAfterSeconds > 0) await refuseLocked(res, session, locked.retryAfterSeconds);
    // a recovery code (recoveryCodes.ts) stands in for the app's code, once; failures count the same
    const ok =
      !!login?.mfaSecret &&
      (body.recoveryCode !== undefined
        ? await spendRecoveryCode(deps.pool, login.id, body.recoveryCode, now)
        : await verifyAndSpendTotp(deps.pool, {
            accountID: session.accountID,
            loginID: login.id,
            secret: login.mfaSecret,
            code: body.mfaToken ?? '',
            now,
          }));
    if (!ok) {
      const failure = await memberLock.fail(session.accountID, session.loginID, now);
      if (failure.newLock) {
        await sendMfaLockNotice(deps, {
          ...failure,
          accountID: session.accountID,
          loginID: session.loginID,
          member: session.member,
        });
      }
      if (failure.retryAfterSeconds > 0) await refuseLocked(res, session, failure.retryAfterSeconds);
      throw mfaInvalid(
        body.recoveryCode === undefined
          ? MFA_MESSAGES.invalidToken
          : MFA_ENROLMENT_MESSAGES.recoveryCodeInvalid,
      );
    }
    await memberLock.succeed(session.accountID, session.loginID);
    const member = await loadMember(deps.pool, session.accountID, session.member, now);
    if (!member) throw httpError(API_ERRORS.serverError);
    await endSession(deps, session.accountID, session.id);
    const next = await createSession(deps, {
      accountID: session.accountID,
      loginID: session.loginID,
      member: session.member,
      type: 'Regular',
    });
    setSessionCookie(res, deps.config, next);
    // the sign-in is complete: this browser is now a known device of the member (limits/deviceCookie.ts)
    if (login)
      setDeviceCookie(res, deps.config, { accountID: session.accountID, usernameKey: login.usernameKey });
    const response: SigninResponse = { result: 'None', code: 'NONE', member, sessionType: 'Regular' };
    res.set('cache-control', 'no-store').json(response);
  });

  return router;
}
