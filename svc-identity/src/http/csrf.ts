// CSRF: every POST/PUT/DELETE made with a session carries the token of GET /api/token in the JSON
// body field `token` (uploads: header x-csrf-token). Sign-in is the exception: its `token` is
// the captcha (platform §3), and it runs before any session exists. The two calls that finish an
// emailed link are exempt too: their body `token` is the emailed secret (§7), which an attacker
// cannot know, so it already does what a CSRF token does. The header wins over the body field so a
// client can send both.
import { API_ERRORS } from '@portal/contracts';
import { acceptedContextSecrets, checkCsrfToken, httpError } from '@portal/contracts/server';
import type { RequestHandler } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf, fullPath } from './context.ts';

const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const EXEMPT = new Set([
  '/api/signin',
  '/api/member/account/finishsetup',
  '/api/member/account/finishpasswordreset',
]);

export function requireCsrfToken(deps: Pick<ServiceDeps, 'config'>): RequestHandler {
  return (req, res, next) => {
    const context = contextOf(res);
    if (!MUTATING.has(req.method) || !context.session || EXEMPT.has(fullPath(req))) {
      next();
      return;
    }
    const body = req.body as { token?: unknown } | undefined;
    const sent = req.get('x-csrf-token') ?? (typeof body?.token === 'string' ? body.token : undefined);
    const subject = { sessionID: context.session.id, accountID: context.accountID };
    if (!checkCsrfToken(sent, subject, acceptedContextSecrets(deps.config)))
      throw httpError(API_ERRORS.tokenInvalid);
    next();
  };
}
