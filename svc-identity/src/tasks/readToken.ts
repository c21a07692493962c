// Platform §7 tasks: "token needed even for reads". A GET carries no body, so its token travels in
// the x-csrf-token header (the header that uploads and the kit's csrf: 'header' calls use). The
// app-wide check (http/csrf.ts) covers POST/PUT/DELETE only; task reads add this one. Same token,
// same check: per session, or per account for an anonymous visitor (who is then told to sign in).
import { API_ERRORS } from '@portal/contracts';
import { acceptedContextSecrets, checkCsrfToken, httpError } from '@portal/contracts/server';
import type { RequestHandler } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';

export function requireReadToken(deps: Pick<ServiceDeps, 'config'>): RequestHandler {
  return (req, res, next) => {
    const context = contextOf(res);
    const subject = { sessionID: context.session?.id ?? null, accountID: context.accountID };
    if (!checkCsrfToken(req.get('x-csrf-token'), subject, acceptedContextSecrets(deps.config)))
      throw httpError(API_ERRORS.tokenInvalid);
    next();
  };
}
