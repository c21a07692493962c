// POST /api/member/session/logout, /api/member/session/su, /api/member/session/scanadd,
// /api/member/session/clone, /api/member/passwordreset.
import {
  isSuperUser,
  API_ERRORS,
  PASSWORD_SET_MESSAGES,
  passwordResetRequest,
  suRequest,
  type PasswordSetResponse,
} from '@portal/contracts';
import { httpError, parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { currentSession } from '../http/currentSession.ts';
import { findLoginByID } from '../logins/repository.ts';
import { loadMember } from '../members/repository.ts';
import { setPassword } from '../passwords/setPassword.ts';
import { clearSessionCookie, setSessionCookie } from './cookie.ts';
import { addCloneRoute } from './clone.ts';
import { addScanAddRoute } from './scanAdd.ts';
import { changeSessionMember, createSession, endSession } from './store.ts';

export function sessionRouter(deps: ServiceDeps): Router {
  const router = Router();

  // Ends the session server-side (a replayed cookie is refused afterwards) and clears the cookie.
  router.post('/api/member/session/logout', async (_req, res) => {
    const context = contextOf(res);
    if (context.session) await endSession(deps, context.accountID, context.session.id);
    clearSessionCookie(res, deps.config);
    res.status(204).end();
  });

  // The privileged user (SUPER_USER_IDS) takes the place of another member of this account.
  router.post('/api/member/session/su', async (req, res) => {
    const session = await currentSession(deps, res, ['Regular']);
    if (!session) throw httpError(API_ERRORS.signInRequired);
    const { member } = contextOf(res);
    if (!isSuperUser(member, deps.config.superUserIDs)) throw httpError(API_ERRORS.forbidden);
    const target = parseOrThrow(suRequest, req.body);
    const now = deps.clock();
    if (!(await loadMember(deps.pool, session.accountID, target, now))) throw httpError(API_ERRORS.notFound);
    deps.logger.info({ reqId: req.get('x-request-id'), from: member, to: target }, 'su');
    await changeSessionMember(deps, session.accountID, session.id, target);
    res.status(204).end();
  });

  addScanAddRoute(router, deps);
  addCloneRoute(router, deps);

  // The expired-password form: a PasswordReset session chooses a new password.
  router.post('/api/member/passwordreset', async (req, res) => {
    const session = await currentSession(deps, res, ['PasswordReset']);
    if (!session || session.loginID === null) throw httpError(API_ERRORS.signInRequired);
    const body = parseOrThrow(passwordResetRequest, req.body);
    const result = await setPassword(deps, {
      accountID: session.accountID,
      loginID: session.loginID,
      password: body.password,
      keepSessionID: session.id,
    });
    if (result === 'Ok') {
      // the reset session ends; the member continues signed in (or on to the MFA challenge)
      const login = await findLoginByID(deps.pool, session.accountID, session.loginID);
      await endSession(deps, session.accountID, session.id);
      const next = await createSession(deps, {
        accountID: session.accountID,
        loginID: session.loginID,
        member: session.member,
        type: login?.mfaEnabled ? 'MFAInProgress' : 'Regular',
      });
      setSessionCookie(res, deps.config, next);
    }
    const response: PasswordSetResponse =
      result === 'Ok' ? { result } : { result, message: PASSWORD_SET_MESSAGES[result] };
    res.json(response);
  });

  return router;
}
