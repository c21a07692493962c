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
import { httpError, parseOrThrow } from '@portal/contracts/server';
import { Router, type RequestHandler } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { clientNetwork } from '../http/clientAddress.ts';
import { contextOf } from '../http/context.ts';
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

  /** 401/403 unless the caller is the site administrator. */
  const administratorOnly: RequestHandler = (_req, res, next) => {
    const context = contextOf(res);
    if (!(context.session?.type === 'Regular' && context.member)) throw httpError(API_ERRORS.signInRequired);
    if (!isSiteAdministrator(context, deps.config.superUserIDs)) throw httpError(NO_PERMISSION);
    next();
  };

  router.post('/api/errors/clienterror', async (req, res) => {
    const report = parseOrThrow(clientErrorReport, req.body);
    const context = contextOf(res);
    const key = `${deps.config.redisPrefix}:clienterror:ip:${clientNetwork(req, deps.config.trustedProxyHops)}`;
    if (!(await takeFixedWindow(deps.redis, key, CLIENT_ERRORS_PER_WINDOW, CLIENT_ERROR_WINDOW_SECONDS))) {
      throw httpError(TOO_MANY_REQUESTS);
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
    const report = parseOrThrow(serverErrorReport, req.body);
    const { accountID } = contextOf(res);
    const key = `${deps.config.redisPrefix}:servererror:${accountID}:${report.service}`;
    if (!(await takeFixedWindow(deps.redis, key, SERVER_ERRORS_PER_WINDOW, SERVER_ERROR_WINDOW_SECONDS))) {
      throw httpError(TOO_MANY_REQUESTS);
    }
    const stored = await insertServerError(deps.pool, { accountID, ...report, receivedAt: deps.clock() });
    if (!stored) throw httpError(API_ERRORS.accountNotFound);
    res.status(204).end();
  });

  router.get('/api/errors', administratorOnly, async (_req, res) => {
    res.json(await listOpenErrors(deps.pool, contextOf(res).accountID));
  });

  router.get('/api/errors/count', administratorOnly, async (_req, res) => {
    const count = await countOpenErrors(deps.pool, contextOf(res).accountID);
    res.json({ count } satisfies ErrorCountResponse);
  });

  // Marks done: { id } (one entry), or the spec's signature (column, fileName, line, message, type).
  router.post('/api/errors', administratorOnly, async (req, res) => {
    const { accountID } = contextOf(res);
    const byId = typeof req.body === 'object' && req.body !== null && 'id' in req.body;
    if (byId) {
      const request = parseOrThrow(markErrorDoneByIdRequest, req.body);
      const resolved = await markErrorDoneById(deps.pool, accountID, request.id);
      res.json({ resolved } satisfies MarkErrorDoneResponse);
      return;
    }
    const signature = parseOrThrow(markErrorDoneRequest, req.body);
    const resolved = await markErrorsDone(deps.pool, accountID, signature);
    res.json({ resolved } satisfies MarkErrorDoneResponse);
  });

  return router;
}
