// Every /api and /internal request must carry the gateway's signed context (x-portal-context);
// services trust nothing else about account, session or member.
import { API_ERRORS, type RequestContext } from '@portal/contracts';
import { CONTEXT_HEADER, verifyContext } from '@portal/contracts/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ServiceDeps } from '../deps.ts';

export function requireContext(deps: Pick<ServiceDeps, 'config' | 'clock'>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.get(CONTEXT_HEADER);
    const context = header ? verifyContext(header, deps.config.contextSecret, deps.clock().getTime()) : null;
    if (!context) {
      const { status, code, message } = API_ERRORS.noContext;
      res.status(status).json({ code, message });
      return;
    }
    res.locals.context = context;
    next();
  };
}

/** The verified context of this request (set by requireContext). */
export function contextOf(res: Response): RequestContext {
  const context = res.locals.context as RequestContext | undefined;
  if (!context) throw new Error('requireContext did not run for this route');
  return context;
}

/** The full path of the request, whatever router it is mounted in. */
export function fullPath(req: Request): string {
  const path = req.originalUrl.split('?')[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
