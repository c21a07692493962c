// Server-side permission checks shared by every svc-identity router (platform §6). Rules are
// "at least this level" (contracts' hasPermission); the configured super users pass every check.
import {
  API_ERRORS,
  hasPermission,
  isSignedIn,
  isSuperUser,
  type Member,
  type PermissionName,
  type PermissionValue,
} from '@portal/contracts';
import { httpError } from '@portal/contracts/server';
import type { RequestHandler, Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from './context.ts';

/** The signed-in member (Regular session) of this request, or null. */
export function signedInMember(res: Response): Member | null {
  const context = contextOf(res);
  return isSignedIn(context) ? context.member : null;
}

/** Whether the request's member is one of the configured super users. */
export function isSuperUserRequest(deps: Pick<ServiceDeps, 'config'>, res: Response): boolean {
  return isSuperUser(signedInMember(res), deps.config.superUserIDs);
}

/** 401 'Please sign in' without a signed-in member. */
export const requireMember: RequestHandler = (_req, res, next) => {
  if (!signedInMember(res)) throw httpError(API_ERRORS.signInRequired);
  next();
};

/** 401 without a member; 403 'You do not have permission to do that' below the level. */
export function requirePermission<N extends PermissionName>(
  deps: Pick<ServiceDeps, 'config'>,
  name: N,
  atLeast: PermissionValue<N>,
): RequestHandler {
  return (_req, res, next) => {
    const member = signedInMember(res);
    if (!member) throw httpError(API_ERRORS.signInRequired);
    if (!hasPermission(member, name, atLeast, deps.config.superUserIDs))
      throw httpError(API_ERRORS.forbidden);
    next();
  };
}
