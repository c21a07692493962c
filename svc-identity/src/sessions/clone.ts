// POST /api/member/session/clone (contracts cloneSessionResponse says what it does and why): only a
// signed-in member's own Regular session is cloned. A scan-mode kiosk, or a session still in a
// sign-in step (MFA pending, password expired), is asked to sign in: cloning must not turn any of
// them into a full session.
import { API_ERRORS, cloneSessionRequest, type CloneSessionResponse } from '@portal/contracts';
import { httpError, parseOrThrow } from '@portal/contracts/server';
import type { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { currentSession } from '../http/currentSession.ts';
import { createSession } from './store.ts';

export function addCloneRoute(router: Router, deps: ServiceDeps): void {
  router.post('/api/member/session/clone', async (req, res) => {
    const session = await currentSession(deps, res, ['Regular']);
    if (!session) throw httpError(API_ERRORS.signInRequired);
    parseOrThrow(cloneSessionRequest, req.body);
    const clone = await createSession(deps, {
      accountID: session.accountID,
      loginID: session.loginID,
      member: session.member,
      type: 'Regular',
    });
    deps.logger.info({ reqId: req.get('x-request-id'), member: session.member }, 'session cloned');
    res.json({
      sessionID: clone.cookieValue,
      expires: clone.expires.getTime(),
    } satisfies CloneSessionResponse);
  });
}
