// Everything under /api, on plain node:http objects (no Express on this hot path): account from
// host, account+session resolved once (cached), a freshly signed context added, then routed.
// Client context headers were already stripped by beginRequest.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import { accountFromHost } from '../account/accountFromHost.ts';
import type { ContextCache } from '../context/contextCache.ts';
import type { IdentityClient } from '../context/identityClient.ts';
import { CONTEXT_HEADER, signContext, type InternalContextResponse } from '../context/contractsAdapter.ts';
import { sendAccountNotFound, sendJson, sendUnavailable } from '../http/jsonError.ts';
import { sessionIdFromCookie } from '../http/sessionCookie.ts';
import type { ServiceName } from './routingTable.ts';

export type ProxyHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** The session id a proxied request carried, so a logout answer can evict it at once. */
export const sessionOfRequest = new WeakMap<IncomingMessage, string>();

export function createApiHandler(deps: {
  config: GatewayConfig;
  cache: ContextCache<InternalContextResponse>;
  identity: IdentityClient;
  proxies: Record<ServiceName, ProxyHandler>;
  logger: Logger;
}) {
  const { config, cache, identity, proxies, logger } = deps;

  return async function apiHandler(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    service: ServiceName,
    requestID: string,
  ): Promise<void> {
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
    if (path === '/api/accountcheck' && (req.method === 'GET' || req.method === 'HEAD')) {
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
    if (sessionID) sessionOfRequest.set(req, sessionID);
    proxies[service](req, res);
  };
}
