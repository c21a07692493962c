// Error list calls (platform §7 "errors"): crash reports from the shell, server crashes of the other
// services (internal), and the list that only the site administrator sees and marks done. Paths are
// absolute: app.use(errorsRouter(deps)); /internal paths sit behind app.ts's signed-context check.
import {
  ACCESS_MESSAGES,
  API_ERRORS,
  clientErrorReport,
  isSiteAdministrator as isSiteAdministratorViewer,
  isSuperUser,
  markErrorDoneByIdRequest,
  markErrorDoneRequest,
  serverErrorReport,
  toMemberReference,
  type ErrorCountResponse,
  type MarkErrorDoneResponse,
  type RequestContext,
} from '@portal/contracts';
import { Router, type Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { clientNetwork } from '../http/clientAddress.ts';
import { contextOf } from '../http/context.ts';
import { bodyOrReject, sendError } from '../http/errors.ts';
import { takeFixedWindow, TOO_MANY_REQUESTS } from './fixedWindow.ts';
import { SERVER_ERROR_WINDOW_SECONDS, SERVER_ERRORS_PER_WINDOW } from './limits.ts';
import {
  countOpenErrors,
  insertClientError,
  insertServerError,
  listOpenErrors,
  markErrorDoneById,
  markErrorsDone,
} from './repository.ts';

/** Crash reports per client address per window: a crash loop must not flood the list. */
export const CLIENT_ERRORS_PER_WINDOW = 30;
export const CLIENT_ERROR_WINDOW_SECONDS = 10 * 60;
export { SERVER_ERRORS_PER_WINDOW } from './limits.ts';

const NO_PERMISSION = {
  status: 403,
  code: 'FORBIDDEN',
  message: ACCESS_MESSAGES.noPermissionViewPage,
} as const;

/**
 * §6: the error list is for the site administrator (contracts' isSiteAdministrator: a super user,
 * or RegistryEdit YES and PermissionManagement FULL).
 */
export function isSiteAdministrator(context: RequestContext, superUserIDs: readonly number[]): boolean {
  const member = context.session?.type === 'Regular' ? context.member : null;
  if (!member) return false;
  return isSiteAdministratorViewer({ member, superUser: isSuperUser(member, superUserIDs) });
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
    const key = `${deps.config.redisPrefix}:clienterror:ip:${clientNetwork(req, deps.config.trustedProxyHops)}`;
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

  // Another service's 500 (svc-events, svc-files through @portal/contracts/server's reporter).
  router.post('/internal/errors/server', async (req, res) => {
    const report = bodyOrReject(serverErrorReport, req, res);
    if (!report) return;
    const { accountID } = contextOf(res);
    const key = `${deps.config.redisPrefix}:servererror:${accountID}:${report.service}`;
    if (!(await takeFixedWindow(deps.redis, key, SERVER_ERRORS_PER_WINDOW, SERVER_ERROR_WINDOW_SECONDS))) {
      sendError(res, TOO_MANY_REQUESTS);
      return;
    }
    const stored = await insertServerError(deps.pool, { accountID, ...report, receivedAt: deps.clock() });
    if (!stored) {
      sendError(res, API_ERRORS.accountNotFound);
      return;
    }
    res.status(204).end();
  });

  router.get('/api/errors', async (_req, res) => {
    if (!administratorOnly(res)) return;
    res.json(await listOpenErrors(deps.pool, contextOf(res).accountID));
  });

  router.get('/api/errors/count', async (_req, res) => {
    if (!administratorOnly(res)) return;
    const count = await countOpenErrors(deps.pool, contextOf(res).accountID);
    res.json({ count } satisfies ErrorCountResponse);
  });

  // Marks done: { id } (one entry), or the spec's signature (column, fileName, line, message, type).
  router.post('/api/errors', async (req, res) => {
    if (!administratorOnly(res)) return;
    const { accountID } = contextOf(res);
    const byId = typeof req.body === 'object' && req.body !== null && 'id' in req.body;
    if (byId) {
      const request = bodyOrReject(markErrorDoneByIdRequest, req, res);
      if (!request) return;
      const resolved = await markErrorDoneById(deps.pool, accountID, request.id);
      res.json({ resolved } satisfies MarkErrorDoneResponse);
      return;
    }
    const signature = bodyOrReject(markErrorDoneRequest, req, res);
    if (!signature) return;
    const resolved = await markErrorsDone(deps.pool, accountID, signature);
    res.json({ resolved } satisfies MarkErrorDoneResponse);
  });

  return router;
}
