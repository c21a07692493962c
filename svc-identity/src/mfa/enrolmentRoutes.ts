// Turning multi-factor authentication on (POST /api/member/session/finishmfasetup) and off
// (POST /api/member/session/removemfa): both need the current password again, so a session alone
// (left open, or taken) cannot change how the member signs in. Enrolment answers the recovery codes.
import {
  API_ERRORS,
  finishMfaSetupRequest,
  MFA_ENROLMENT_CODES,
  MFA_ENROLMENT_MESSAGES,
  MFA_MESSAGES,
  removeMfaRequest,
  type FinishMfaSetupResponse,
} from '@portal/contracts';
import { Router, type Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { takeFixedWindow, TOO_MANY_REQUESTS } from '../errors/fixedWindow.ts';
import { currentSession } from '../http/currentSession.ts';
import { bodyOrReject, sendError } from '../http/errors.ts';
import { findLoginByMember, type Login } from '../logins/repository.ts';
import { verifyPassword } from '../passwords/hash.ts';
import { replaceRecoveryCodes } from './recoveryCodes.ts';
import { verifyAndSpendTotp } from './totp.ts';

/** Wrong passwords per login and window before these calls answer 429 (a taken session guessing). */
const PASSWORD_TRIES = 5;
const PASSWORD_WINDOW_SECONDS = 15 * 60;

const PASSWORD_INCORRECT = {
  status: 400,
  code: MFA_ENROLMENT_CODES.passwordIncorrect,
  message: MFA_ENROLMENT_MESSAGES.passwordIncorrect,
} as const;

function mfaError(res: Response, message: string): void {
  res.status(400).json({ code: 'MFA_INVALID', message });
}

export function mfaEnrolmentRouter(deps: ServiceDeps): Router {
  const router = Router();

  /** The signed-in member's login, or null after answering. */
  async function signedInLogin(res: Response): Promise<Login | null> {
    const session = await currentSession(deps, res, ['Regular']);
    if (!session) {
      sendError(res, API_ERRORS.signInRequired);
      return null;
    }
    const login = await findLoginByMember(deps.pool, session.accountID, session.member);
    if (!login) mfaError(res, MFA_MESSAGES.noLogin);
    return login;
  }

  /** True for the login's current password; otherwise answers 400 (or 429 past the tries) and counts it. */
  async function passwordConfirmed(login: Login, password: string, res: Response): Promise<boolean> {
    const key = `${deps.config.redisPrefix}:mfa-password:${login.id}`;
    if (Number((await deps.redis.get(key)) ?? 0) >= PASSWORD_TRIES) {
      sendError(res, TOO_MANY_REQUESTS);
      return false;
    }
    if (await verifyPassword(password, login.passwordHash)) return true;
    await takeFixedWindow(deps.redis, key, PASSWORD_TRIES, PASSWORD_WINDOW_SECONDS);
    sendError(res, PASSWORD_INCORRECT);
    return false;
  }

  router.post('/api/member/session/finishmfasetup', async (req, res) => {
    const login = await signedInLogin(res);
    if (!login) return;
    const body = bodyOrReject(finishMfaSetupRequest, req, res);
    if (!body) return;
    if (!login.mfaPendingSecret) {
      mfaError(res, MFA_MESSAGES.notStarted);
      return;
    }
    if (!(await passwordConfirmed(login, body.password, res))) return;
    const now = deps.clock();
    const codeOK = await verifyAndSpendTotp(deps.pool, {
      accountID: login.accountID,
      loginID: login.id,
      secret: login.mfaPendingSecret,
      code: body.mfaToken,
      now,
    });
    if (!codeOK) {
      mfaError(res, MFA_MESSAGES.invalidToken);
      return;
    }
    const client = await deps.pool.connect();
    let recoveryCodes: string[];
    try {
      await client.query('BEGIN');
      await client.query(
        `UPDATE identity.logins SET mfa_secret = mfa_pending_secret, mfa_pending_secret = NULL, mfa_enabled = true
          WHERE id = $1`,
        [login.id],
      );
      recoveryCodes = await replaceRecoveryCodes(client, login.id, now);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
    const answer: FinishMfaSetupResponse = { recoveryCodes };
    res.set('cache-control', 'no-store').json(answer);
  });

  router.post('/api/member/session/removemfa', async (req, res) => {
    const login = await signedInLogin(res);
    if (!login) return;
    const body = bodyOrReject(removeMfaRequest, req, res);
    if (!body) return;
    if (!login.mfaEnabled) {
      sendError(res, {
        status: 400,
        code: MFA_ENROLMENT_CODES.notEnabled,
        message: MFA_ENROLMENT_MESSAGES.notEnabled,
      });
      return;
    }
    if (!(await passwordConfirmed(login, body.password, res))) return;
    // the recovery codes go with it (ON DELETE is not enough: the login stays)
    await deps.pool.query(
      `WITH off AS (
         UPDATE identity.logins SET mfa_enabled = false, mfa_secret = NULL, mfa_pending_secret = NULL
          WHERE id = $1 RETURNING id)
       DELETE FROM identity.mfa_recovery_codes WHERE login_id IN (SELECT id FROM off)`,
      [login.id],
    );
    deps.logger.info(
      { accountID: login.accountID, loginID: login.id },
      'multi-factor authentication removed',
    );
    res.status(204).end();
  });

  return router;
}
