// Everything under /api, on plain node:http objects (no Express on this hot path): account from
// host, account+session resolved once (cached), a signed context added (reused for up to a
// second per session, see signedContextCache.ts), then routed.
// Client-sent context headers are never forwarded (beginRequest and the lean proxy drop them).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.ts';
import { accountFromHost } from '../account/accountFromHost.ts';
import type { ContextCache } from '../context/contextCache.ts';
import type { IdentityClient } from '../context/identityClient.ts';
import {
  CONTEXT_HEADER,
  REQUEST_ID_HEADER,
  sessionKey,
  type InternalContextResponse,
} from '../context/contractsAdapter.ts';
import { createSignedContextCache } from '../context/signedContextCache.ts';
import { sendAccountNotFound, sendJson, sendUnavailable } from '../http/jsonError.ts';
import { sessionIdFromCookie } from '../http/sessionCookie.ts';
import { setHeaderList } from '../http/requestLog.ts';
import { boundedMemo } from './boundedMemo.ts';
import type { ServiceName } from './routingTable.ts';

/**
 * `set`: request headers the gateway sets (flat [name, value, ...]; client-sent ones of these names
 * are dropped); `own`: the gateway's response headers (flat), added to the upstream's answer;
 * `session`: the session key of the request's cookie (null without one), so a logout answer can
 * evict it at once.
 */
export type ProxyHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  set: readonly string[],
  own: readonly string[],
  session: string | null,
) => void;

/** One /api request as the router hands it on: `own` are the gateway's response headers (flat). */
type ApiRequest = [
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  service: ServiceName,
  requestID: string,
  own: readonly string[],
];

export function createApiHandler(deps: {
  config: GatewayConfig;
  cache: ContextCache<InternalContextResponse>;
  identity: IdentityClient;
  proxies: Record<ServiceName, ProxyHandler>;
  logger: Logger;
}) {
  const { config, cache, identity, proxies, logger } = deps;
  const signedContextFor = createSignedContextCache(config.contextSecret);
  // A browser sends the same Host and cookie on every call: map each once, not per request (a
  // SHA-256 and a host parse).
  const accountOfHost = boundedMemo(
    (host) => accountFromHost(host, config.baseDomain, config.defaultAccount),
    1_000,
  );
  const keyOfSession = boundedMemo(sessionKey, 10_000);

  function answer(
    accountID: string,
    session: string | null,
    resolved: InternalContextResponse,
    ...[req, res, path, service, requestID, own]: ApiRequest
  ): void {
    if (!resolved.account) {
      setHeaderList(res, own);
      sendAccountNotFound(res);
      return;
    }
    if (path === '/api/accountcheck' && (req.method === 'GET' || req.method === 'HEAD')) {
      setHeaderList(res, own);
      sendJson(res, 200, resolved.account);
      return;
    }
    // The request id goes to the service in x-request-id, not inside the signed context.
    const set = [CONTEXT_HEADER, signedContextFor(accountID, resolved), REQUEST_ID_HEADER, requestID];
    proxies[service](req, res, set, own, session);
  }

  /**
   * Answers synchronously when the session is cached (no promise on the hot path); otherwise
   * returns the promise of resolving it through svc-identity.
   */
  return function apiHandler(...request: ApiRequest): Promise<void> | undefined {
    const [req, res, , , requestID, own] = request;
    const host = req.headers.host;
    const accountID =
      host === undefined
        ? accountFromHost(host, config.baseDomain, config.defaultAccount)
        : accountOfHost(host);
    if (!accountID) {
      setHeaderList(res, own);
      sendAccountNotFound(res);
      return undefined;
    }
    const sessionID = sessionIdFromCookie(req.headers.cookie);
    // cached (and evicted) by the key svc-identity publishes; the raw cookie only goes to svc-identity
    const key = { accountID, sessionKey: sessionID ? keyOfSession(sessionID) : null };
    const cached = cache.peek(key);
    if (cached) {
      answer(accountID, key.sessionKey, cached, ...request);
      return undefined;
    }
    return cache
      .get(key, () => identity.resolve(accountID, sessionID, requestID))
      .then(
        (resolved) => answer(accountID, key.sessionKey, resolved, ...request),
        (error: unknown) => {
          logger.warn({ reqId: requestID, err: (error as Error).message }, 'cannot resolve context');
          setHeaderList(res, own);
          sendUnavailable(res, 'identity', 503);
        },
      );
  };
}
