// createGateway(config): the edge of docs/foundation.md 'Request path'. /api is handled on plain
// node:http objects with a lean proxy (the hot path: no Express routing, no http-proxy per call;
// see README, Performance); the remotes (http-proxy-middleware), the shell and the rest go
// through a small Express app.
import type { IncomingHttpHeaders, IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import express, { type ErrorRequestHandler } from 'express';
import { API_ERRORS } from '@portal/contracts';
import type { Logger } from 'pino';
import type { GatewayConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { ContextCache } from './context/contextCache.ts';
import { createIdentityClient, type IdentityClient } from './context/identityClient.ts';
import { subscribeSessionEnded, type SessionEndedSubscriber } from './context/sessionEndedSubscriber.ts';
import { sessionEndedChannel, type InternalContextResponse } from './context/contractsAdapter.ts';
import { createApiHandler, type ProxyHandler } from './proxy/apiHandler.ts';
import { createLeanProxy } from './proxy/leanProxy.ts';
import { serviceForPath, type ServiceName } from './proxy/routingTable.ts';
import { createRemotesRouter } from './remotes/remotes.ts';
import { createShellRouter } from './shell/shellStatic.ts';
import { beginRequest, flatHeaders, responseHeaders, setHeaderList } from './http/requestLog.ts';
import { apiSecurityHeaders, isEmbedUrl, overHttps, pageHeaderSets } from './http/securityHeaders.ts';
import { sendJson } from './http/jsonError.ts';
import { CROSS_SITE_REFUSED, isCrossSiteMutation } from './http/originCheck.ts';
import { SESSION_COOKIE } from './http/sessionCookie.ts';
import { createOpenApiRoutes } from './openapi/openapiRoutes.ts';

export interface Gateway {
  /** The request listener: `http.createServer(gateway.app)` (supertest takes it as is). */
  app: RequestListener;
  cache: ContextCache<InternalContextResponse>;
  /** Resolves once the session-ended subscription is live (the cache is off until then). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** Whether an answer sets the session cookie. */
function setsSessionCookie(headers: IncomingHttpHeaders): boolean {
  const cookies: string | string[] | undefined = headers['set-cookie'];
  if (cookies === undefined) return false;
  return (typeof cookies === 'string' ? [cookies] : cookies).some((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

const serverError = { code: API_ERRORS.serverError.code, message: API_ERRORS.serverError.message };

export function createGateway(config: GatewayConfig, options: { logger?: Logger } = {}): Gateway {
  const logger = options.logger ?? createLogger(config.logLevel);
  const cache = new ContextCache<InternalContextResponse>({
    ttlMs: config.contextCacheMs,
    maxEntries: config.contextCacheMax,
  });
  const identity: IdentityClient = createIdentityClient({
    baseUrl: config.services.identity,
    contextSecret: config.contextSecret,
  });
  const subscriber: SessionEndedSubscriber = subscribeSessionEnded({
    redisUrl: config.redisUrl,
    channel: sessionEndedChannel(config.redisPrefix),
    cache: cache as ContextCache<unknown>,
    logger,
  });

  const pools: Array<{ destroy(): Promise<void> }> = [];
  // Belt and braces beside pub/sub: a logout or a new sign-in through us evicts the old session now.
  const evictOnSessionChange = (headers: IncomingHttpHeaders, req: IncomingMessage, key: string | null) => {
    if (!key) return; // no session cookie on the request
    if (/\/logout\b/i.test(req.url ?? '') || setsSessionCookie(headers)) cache.evictSession(key);
  };
  const proxy = (service: ServiceName): ProxyHandler => {
    const { handler, pool } = createLeanProxy({
      target: config.services[service],
      displayName: service,
      logger,
      onResponse: evictOnSessionChange,
      timeoutMs: config.upstreamTimeoutMs,
    });
    pools.push(pool);
    return handler;
  };
  const apiHandler = createApiHandler({
    config,
    cache,
    identity,
    proxies: { identity: proxy('identity'), events: proxy('events'), files: proxy('files') },
    logger,
  });

  const remotes = createRemotesRouter(config, logger);
  const site = express();
  site.disable('x-powered-by');
  site.disable('etag');
  site.use(remotes.router);
  site.use(createShellRouter(config.shellDir));
  site.use((_req, res) =>
    sendJson(res, 404, { code: 'NOT_FOUND', message: 'The requested item cannot be found' }),
  );
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    logger.error({ reqId: req.headers['x-request-id'], err: String(error) }, 'gateway error');
    sendJson(res, 500, serverError);
  };
  site.use(onError);

  // HSTS only on answers to https requests (browsers ignore it over http); embed-mode pages may be
  // framed by FRAME_ANCESTORS, the others only by their own origin (securityHeaders.ts).
  const pageHeaders = pageHeaderSets(config);
  const apiHeaders = {
    plain: apiSecurityHeaders(pageHeaders.own.plain),
    https: apiSecurityHeaders(pageHeaders.own.https),
  };
  const apiHeadersFlat = { plain: flatHeaders(apiHeaders.plain), https: flatHeaders(apiHeaders.https) };
  const openApi = createOpenApiRoutes();
  function answerFailure(res: ServerResponse, own: readonly string[], requestID: string, error: unknown) {
    logger.error({ reqId: requestID, err: String(error) }, 'gateway error');
    if (!res.headersSent) setHeaderList(res, own);
    sendJson(res, 500, serverError);
  }
  const app: RequestListener = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    const scheme = overHttps(req) ? 'https' : 'plain';
    // The API description (/api/openapi.json, /api/docs): answered here, before account and proxy.
    if (openApi.owns(path)) {
      beginRequest(req, res, logger, pageHeaders.own[scheme]);
      openApi.answer(req, res, path);
      return;
    }
    const service = serviceForPath(path);
    if (!service) {
      beginRequest(req, res, logger, pageHeaders[isEmbedUrl(url) ? 'embed' : 'own'][scheme]);
      site(req, res);
      return;
    }
    // /api: the headers go into the answer's writeHead (see beginRequest's deferHeaders).
    const requestID = beginRequest(req, res, logger, apiHeaders[scheme], { deferHeaders: true });
    const own = responseHeaders(requestID, apiHeadersFlat[scheme]);
    if (isCrossSiteMutation(req)) {
      setHeaderList(res, own);
      sendJson(res, CROSS_SITE_REFUSED.status, {
        code: CROSS_SITE_REFUSED.code,
        message: CROSS_SITE_REFUSED.message,
      });
      return;
    }
    // Anonymous callbacks: a named closure made per request costs a keepNames call under tsx.
    try {
      apiHandler(req, res, path, service, requestID, own)?.catch((error: unknown) =>
        answerFailure(res, own, requestID, error),
      );
    } catch (error) {
      answerFailure(res, own, requestID, error);
    }
  };

  return {
    app,
    cache,
    ready: subscriber.ready,
    async close() {
      await subscriber.close();
      identity.close();
      remotes.close();
      await Promise.all(pools.map((pool) => pool.destroy()));
    },
  };
}
