// Everything under /api: account from host, account+session resolved once (cached), client
// context headers stripped (earlier, in app.ts), a freshly signed context added, then routed.
import type { Request, RequestHandler, Response, NextFunction } from 'express';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import { accountFromHost } from '../account/accountFromHost.ts';
import type { ContextCache } from '../context/contextCache.ts';
import type { IdentityClient } from '../context/identityClient.ts';
import { CONTEXT_HEADER, signContext, type InternalContextResponse } from '../context/contractsAdapter.ts';
import { sendAccountNotFound, sendJson, sendUnavailable } from '../http/jsonError.ts';
import { sessionIdFromCookie } from '../http/sessionCookie.ts';
import { serviceForPath, type ServiceProxies } from './routingTable.ts';

export function createApiHandler(deps: {
  config: GatewayConfig;
  cache: ContextCache<InternalContextResponse>;
  identity: IdentityClient;
  proxies: ServiceProxies;
  logger: Logger;
}): RequestHandler {
  const { config, cache, identity, proxies, logger } = deps;

  return async function apiHandler(req: Request, res: Response, next: NextFunction) {
    const service = serviceForPath(req.path);
    if (!service) {
      next();
      return;
    }
    const requestID = req.headers['x-request-id'] as string;
    const accountID = accountFromHost(req.headers.host, config.baseDomain, config.defaultAccount);
    if (!accountID) {
      sendAccountNotFound(res);
      return;
    }
    const sessionID = sessionIdFromCookie(req.headers.cookie);

    let resolved: InternalContextResponse;
    try {
      resolved = await cache.get({ accountID, sessionID }, () => identity.resolve(accountID, sessionID, requestID));
    } catch (error) {
      logger.warn({ reqId: requestID, err: (error as Error).message }, 'cannot resolve context');
      sendUnavailable(res, 'identity', 503);
      return;
    }
    if (!resolved.account) {
      sendAccountNotFound(res);
      return;
    }
    if (req.path === '/api/accountcheck' && (req.method === 'GET' || req.method === 'HEAD')) {
      sendJson(res, 200, resolved.account);
      return;
    }

    req.headers[CONTEXT_HEADER] = signContext(
      {
        requestID,
        accountID,
        account: resolved.account,
        session: resolved.session,
        member: resolved.member,
        issuedAt: Date.now(),
      },
      config.contextSecret,
    );
    // Remember which session this request carried, so a logout answer can evict it at once.
    if (sessionID) (req as Request & { portalSessionID?: string }).portalSessionID = sessionID;
    proxies[service](req, res, next);
  };
}
