// Every route needs a valid context signed by the gateway (docs/foundation.md); without one the
// answer is 401 NO_CONTEXT. The verified context is kept in res.locals.context.
import type { RequestHandler, Response } from 'express';
import { API_ERRORS, isSignedIn, type RequestContext } from '@portal/contracts';
import { CONTEXT_HEADER, verifyContext } from '@portal/contracts/server';

export function requireContext(contextSecret: string): RequestHandler {
  return (req, res, next) => {
    const context = verifyContext(req.header(CONTEXT_HEADER), contextSecret);
    if (!context) {
      const { status, code, message } = API_ERRORS.noContext;
      res.status(status).json({ code, message });
      return;
    }
    res.locals.context = context;
    next();
  };
}

/** Only a Regular session counts as signed in for this service's calls. */
export const requireSignedIn: RequestHandler = (_req, res, next) => {
  if (!isSignedIn(contextOf(res))) {
    const { status, code, message } = API_ERRORS.signInRequired;
    res.status(status).json({ code, message });
    return;
  }
  next();
};

export function contextOf(res: Response): RequestContext {
  return res.locals.context as RequestContext;
}

