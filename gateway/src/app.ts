// createGateway(config): the Express edge of docs/foundation.md 'Request path'.
import express, { type Express, type ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import type { GatewayConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { ContextCache } from './context/contextCache.ts';
import { createIdentityClient, type IdentityClient } from './context/identityClient.ts';
import { subscribeSessionEnded, type SessionEndedSubscriber } from './context/sessionEndedSubscriber.ts';
import { sessionEndedChannel, type InternalContextResponse } from './context/contractsAdapter.ts';
import { createApiHandler } from './proxy/apiHandler.ts';
import { createServiceProxy } from './proxy/serviceProxies.ts';
import type { ServiceName, ServiceProxies } from './proxy/routingTable.ts';
import { createRemotesRouter } from './remotes/remotes.ts';
import { createShellRouter } from './shell/shellStatic.ts';
import { requestLog } from './http/requestLog.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { sendJson } from './http/jsonError.ts';
import { SESSION_COOKIE } from './http/sessionCookie.ts';

export interface Gateway {
  app: Express;
  cache: ContextCache<InternalContextResponse>;
  /** Resolves once the session-ended subscription is live (the cache is off until then). */
  ready: Promise<void>;
  close(): Promise<void>;
}

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

  const agents: Array<{ destroy(): void }> = [];
  const proxy = (service: ServiceName) => {
    const { handler, agent } = createServiceProxy({
      target: config.services[service],
      displayName: service,
      logger,
      // Belt and braces beside pub/sub: a logout or a new sign-in through us evicts the old session now.
      onResponse: (proxyRes, req) => {
        const sessionID = (req as { portalSessionID?: string }).portalSessionID;
        if (!sessionID) return;
        const setCookie = proxyRes.headers['set-cookie'];
        if (setCookie?.some((line) => line.startsWith(`${SESSION_COOKIE}=`)) || /\/logout\b/i.test(req.url ?? '')) {
          cache.evictSession(sessionID);
        }
      },
    });
    agents.push(agent);
    return handler;
  };
  const proxies: ServiceProxies = { identity: proxy('identity'), events: proxy('events'), files: proxy('files') };
  const remotes = createRemotesRouter(config, logger);

  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('trust proxy', false);
  app.use(requestLog(logger));
  app.use(securityHeaders(config));
  app.use(createApiHandler({ config, cache, identity, proxies, logger }));
  app.use(remotes.router);
  app.use(createShellRouter(config.shellDir));
  app.use((_req, res) => sendJson(res, 404, { code: 'NOT_FOUND', message: 'Not found' }));
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    logger.error({ reqId: req.headers['x-request-id'], err: String(error) }, 'gateway error');
    sendJson(res, 500, { code: 'SERVER_ERROR', message: 'Something went wrong on our end. Please try again.' });
  };
  app.use(onError);

  return {
    app,
    cache,
    ready: subscriber.ready,
    async close() {
      await subscriber.close();
      identity.close();
      remotes.close();
      agents.forEach((agent) => agent.destroy());
    },
  };
}
