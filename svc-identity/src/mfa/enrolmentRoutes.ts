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
import { httpError, inTransaction, parseOrThrow } from '@portal/contracts/server';
import { Router, type Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { takeFixedWindow, TOO_MANY_REQUESTS } from '../errors/fixedWindow.ts';
import { currentSession } from '../http/currentSession.ts';
import { findLoginByMember, type Login } from '../logins/repository.ts';
import { verifyPassword } from '../passwords/hash.ts';
import { mfaInvalid } from './mfaInvalid.ts';
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

export function mfaEnrolmentRouter(deps: ServiceDeps): Router {
  const router = Router();

  /** The signed-in member's login; 401 or 400 otherwise. */
  async function signedInLogin(res: Response): Promise<Login> {
    const session = await currentSession(deps, res, ['Regular']);
    if (!session) throw httpError(API_ERRORS.signInRequired);
    const login = await findLoginByMember(deps.pool, session.accountID, session.member);
    if (!login) throw mfaInvalid(MFA_MESSAGES.noLogin);
    return login;
  }

  /** Checks the login's current password; a wrong one is 400 (429 past the tries) and counted. */
  async function confirmPassword(login: Login, password: string): Promise<void> {
    const key = `${deps.config.redisPrefix}:mfa-password:${login.id}`;
    if (Number((await deps.redis.get(key)) ?? 0) >= PASSWORD_TRIES) throw httpError(TOO_MANY_REQUESTS);
    if (await verifyPassword(password, login.passwordHash)) return;
    await takeFixedWindow(deps.redis, key, PASSWORD_TRIES, PASSWORD_WINDOW_SECONDS);
    throw httpError(PASSWORD_INCORRECT);
  }

  router.post('/api/member/session/finishmfasetup', async (req, res) => {
    const login = await signedInLogin(res);
    const body = parseOrThrow(finishMfaSetupRequest, req.body);
    if (!login.mfaPendingSecret) throw mfaInvalid(MFA_MESSAGES.notStarted);
    await confirmPassword(login, body.password);
    const now = deps.clock();
    const codeOK = await verifyAndSpendTotp(deps.pool, {
      accountID: login.accountID,
      loginID: login.id,
      secret: login.mfaPendingSecret,
      code: body.mfaToken,
      now,
    });
    if (!codeOK) throw mfaInvalid(MFA_MESSAGES.invalidToken);
    const recoveryCodes = await inTransaction(deps.pool, async (client) => {
      await client.query(
        `UPDATE identity.logins SET mfa_secret = mfa_pending_secret, mfa_pending_secret = NULL, mfa_enabled = true
          WHERE id = $1`,
        [login.id],
      );
      return replaceRecoveryCodes(client, login.id, now);
    });
    const answer: FinishMfaSetupResponse = { recoveryCodes };
    res.set('cache-control', 'no-store').json(answer);
  });

  router.post('/api/member/session/removemfa', async (req, res) => {
    const login = await signedInLogin(res);
    const body = parseOrThrow(removeMfaRequest, req.body);
    if (!login.mfaEnabled) {
      throw httpError({
        status: 400,
        code: MFA_ENROLMENT_CODES.notEnabled,
        message: MFA_ENROLMENT_MESSAGES.notEnabled,
      });
    }
    await confirmPassword(login, body.password);
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
