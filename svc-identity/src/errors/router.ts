// Error list calls (platform §7 "errors"): crash reports from the shell, and the list that only
// the site administrator sees and marks done. Paths are absolute: app.use(errorsRouter(deps)).
import {
  ACCESS_MESSAGES,
  API_ERRORS,
  clientErrorReport,
  derivedLevel,
  isSuperUser,
  markErrorDoneRequest,
  toMemberReference,
  type MarkErrorDoneResponse,
  type RequestContext,
} from '@portal/contracts';
import { Router, type Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { clientAddress } from '../http/clientAddress.ts';
import { contextOf } from '../http/context.ts';
import { bodyOrReject, sendError } from '../http/errors.ts';
import { takeFixedWindow, TOO_MANY_REQUESTS } from './fixedWindow.ts';
import { insertClientError, listOpenErrors, markErrorsDone } from './repository.ts';

/** Crash reports per client address per window: a crash loop must not flood the list. */
export const CLIENT_ERRORS_PER_WINDOW = 30;
export const CLIENT_ERROR_WINDOW_SECONDS = 10 * 60;

const NO_PERMISSION = {
  status: 403,
  code: 'FORBIDDEN',
  message: ACCESS_MESSAGES.noPermissionViewPage,
} as const;

/** §6: the error list is for the site administrator: a super user or an Admin-level member. */
export function isSiteAdministrator(context: RequestContext, superUserIDs: readonly number[]): boolean {
  const member = context.session?.type === 'Regular' ? context.member : null;
  if (!member) return false;
  if (isSuperUser(member, superUserIDs)) return true;
  return context.account !== null && derivedLevel(member.permissions, context.account.type) === 'Admin';
}

export function errorsRouter(deps: ServiceDeps): Router {
  const router = Router();

  /** Answers 401/403 and returns false unless the caller is the site administrator. */
  function administratorOnly(res: Response): boolean {
    const context = contextOf(res);
    if (!(context.session?.type === 'Regular' && context.member)) {
      sendError(res, API_ERRORS.signInRequired);
      return false;
    }
    if (!isSiteAdministrator(context, deps.config.superUserIDs)) {
      sendError(res, NO_PERMISSION);
      return false;
    }
    return true;
  }

  router.post('/api/errors/clienterror', async (req, res) => {
    const report = bodyOrReject(clientErrorReport, req, res);
    if (!report) return;
    const context = contextOf(res);
    const key = `${deps.config.redisPrefix}:clienterror:ip:${clientAddress(req)}`;
    if (!(await takeFixedWindow(deps.redis, key, CLIENT_ERRORS_PER_WINDOW, CLIENT_ERROR_WINDOW_SECONDS))) {
      sendError(res, TOO_MANY_REQUESTS);
      return;
    }
    // The reporter is whoever the session says, not what the browser claims.
    const member = context.session && context.member ? toMemberReference(context.member) : null;
    await insertClientError(deps.pool, {
      accountID: context.accountID,
      report,
      member,
      receivedAt: deps.clock(),
    });
    res.status(204).end();
  });

  router.get('/api/errors', async (_req, res) => {
    if (!administratorOnly(res)) return;
    res.json(await listOpenErrors(deps.pool, contextOf(res).accountID));
  });

  router.post('/api/errors', async (req, res) => {
    if (!administratorOnly(res)) return;
    const signature = bodyOrReject(markErrorDoneRequest, req, res);
    if (!signature) return;
    const resolved = await markErrorsDone(deps.pool, contextOf(res).accountID, signature);
    res.json({ resolved } satisfies MarkErrorDoneResponse);
  });

  return router;
}
