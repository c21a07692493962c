// Shared pieces of the two proxies: the keep-alive agent and the handler type.
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A proxy usable on plain node:http objects and as Express middleware. */
export type ProxyMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

export function createKeepAliveAgent(timeoutMs?: number): http.Agent {
  return new http.Agent({
    keepAlive: true,
    maxSockets: 256,
    maxFreeSockets: 64,
    scheduling: 'lifo',
    timeout: timeoutMs,
  });
}
