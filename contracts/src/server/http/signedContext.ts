// Express middleware every service puts in front of its routes: a request needs a context signed
// by the gateway (docs/foundation.md), else 401 NO_CONTEXT. The verified context is kept in
// res.locals.context. Types only from express, so importing this entry loads no express.
import type { RequestHandler, Response } from 'express';
import { isSignedIn, type RequestContext } from '../../entities/context.ts';
import { API_ERRORS } from '../../errors/apiError.ts';
import { CONTEXT_HEADER } from '../../headers.ts';
import type { ContextSecret } from '../context.ts';
import { cachedContextVerifier } from './verifiedContextCache.ts';

/**
 * `secret`: the accepted keys during a rotation (acceptedContextSecrets). `now` lets a service with
 * its own clock (tests move it) judge the context's age.
 */
export function requireSignedContext(secret: ContextSecret, now: () => number = Date.now): RequestHandler {
  const verify = cachedContextVerifier(secret);
  return (req, res, next) => {
    const context = verify(req.headers[CONTEXT_HEADER], now());
    if (!context) {
      const { status, code, message } = API_ERRORS.noContext;
      res.status(status).json({ code, message });
      return;
    }
    res.locals.context = context;
    next();
  };
}

/** The verified context of this request (set by requireSignedContext). */
export function contextOf(res: Response): RequestContext {
  const context = res.locals.context as RequestContext | undefined;
  if (!context) throw new Error('requireSignedContext did not run for this route');
  return context;
}

/** Only a Regular session counts as signed in: else 401 'Please sign in'. */
export const requireSignedIn: RequestHandler = (_req, res, next) => {
  if (!isSignedIn(contextOf(res))) {
    const { status, code, message } = API_ERRORS.signInRequired;
    res.status(status).json({ code, message });
    return;
  }
  next();
};
