// http-proxy-middleware for the remotes' static files (/mfe/{name}/…): low rate, mounted under a
// path prefix that Express strips. Tuned anyway: keep-alive agent, only the plugin that wires `on`
// (the default logger and debug plugins add listeners and string work to every request).
// The /api hot path uses leanProxy.ts instead (gateway/README.md, Performance).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type http from 'node:http';
import { createProxyMiddleware, proxyEventsPlugin } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { sendUnavailable, statusForUpstreamError } from '../http/jsonError.ts';
import { createKeepAliveAgent, type ProxyMiddleware } from './keepAlive.ts';

export function createHpmProxy(options: {
  target: string;
  /** Name in the 'The {name} service is not available' message. */
  displayName: string;
  logger: Logger;
  timeoutMs?: number;
}): { handler: ProxyMiddleware; agent: http.Agent } {
  const agent = createKeepAliveAgent();
  const handler = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: options.target,
    agent,
    xfwd: true,
    changeOrigin: false,
    proxyTimeout: options.timeoutMs ?? 15_000,
    ejectPlugins: true,
    plugins: [proxyEventsPlugin],
    on: {
      error: (error, req, res) => {
        options.logger.warn(
          {
            reqId: req.headers['x-request-id'],
            err: (error as Error).message,
            upstream: options.displayName,
          },
          'upstream error',
        );
        if (isServerResponse(res)) sendUnavailable(res, options.displayName, statusForUpstreamError(error));
        else (res as Socket).destroy();
      },
    },
  });
  const noop = () => {};
  return { handler: (req, res, next) => void handler(req, res, next ?? noop), agent };
}

function isServerResponse(res: ServerResponse | Socket): res is ServerResponse {
  return typeof (res as ServerResponse).setHeader === 'function';
}
