// Every /api and /internal request must carry the gateway's signed context (x-portal-context);
// services trust nothing else about account, session or member. The check itself is shared
// (@portal/contracts/server); svc-identity judges the context's age by its own clock.
import { acceptedContextSecrets, requireSignedContext } from '@portal/contracts/server';
import type { Request, RequestHandler } from 'express';
import type { ServiceDeps } from '../deps.ts';

export { contextOf } from '@portal/contracts/server';

export function requireContext(deps: Pick<ServiceDeps, 'config' | 'clock'>): RequestHandler {
  return requireSignedContext(acceptedContextSecrets(deps.config), () => deps.clock().getTime());
}

/** The full path of the request, whatever router it is mounted in. */
export function fullPath(req: Request): string {
  const path = req.originalUrl.split('?')[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
