// One http-proxy-middleware instance per service, tuned for a lean hop: keep-alive agents, no
// body parsing (the body streams through), path kept as is (services serve /api/...).
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware, proxyEventsPlugin } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { sendUnavailable, statusForUpstreamError } from '../http/jsonError.ts';

export interface ProxyOptions {
  target: string;
  /** Name in the 'The {name} service is not available' message. */
  displayName: string;
  logger: Logger;
  /** Called with every upstream response before it is sent on (e.g. to spot a logout). */
  onResponse?: (proxyRes: IncomingMessage, req: IncomingMessage) => void;
  timeoutMs?: number;
}

export function createKeepAliveAgent(): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, scheduling: 'lifo' });
}

/** A proxy usable on plain node:http objects and as Express middleware. */
export type ProxyMiddleware = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

export function createServiceProxy(options: ProxyOptions): { handler: ProxyMiddleware; agent: http.Agent } {
  const agent = createKeepAliveAgent();
  const handler = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: options.target,
    agent,
    xfwd: true,
    changeOrigin: false,
    proxyTimeout: options.timeoutMs ?? 60_000,
    // Only the plugin that wires `on` below: the default logger and debug plugins add listeners
    // and string work to every request; errors are answered by our own `on.error`.
    ejectPlugins: true,
    plugins: [proxyEventsPlugin],
    on: {
      ...(options.onResponse ? { proxyRes: options.onResponse } : {}),
      error: (error, req, res) => {
        options.logger.warn(
          { reqId: req.headers['x-request-id'], err: (error as Error).message, upstream: options.displayName },
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

