// A lean node:http reverse proxy for the /api hot path (see gateway/README.md, Performance, for
// why this and not http-proxy-middleware there). Keep-alive agent; the body streams through
// unparsed; hop-by-hop headers are dropped; X-Forwarded-For/-Proto/-Host are set the way
// http-proxy's xfwd does (the client address is appended, so the last entry is trustworthy).
import http from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { sendUnavailable, statusForUpstreamError } from '../http/jsonError.ts';
import { createKeepAliveAgent, type ProxyMiddleware } from './keepAlive.ts';

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const name in headers) {
    if (!hopByHop.has(name)) out[name] = headers[name];
  }
  return out;
}

export function createLeanProxy(options: {
  target: string;
  displayName: string;
  logger: Logger;
  onResponse?: (proxyRes: IncomingMessage, req: IncomingMessage) => void;
  timeoutMs?: number;
}): { handler: ProxyMiddleware; agent: http.Agent } {
  // The idle timeout sits on the agent's sockets (set once per socket, not per request).
  const agent = createKeepAliveAgent(options.timeoutMs ?? 60_000);
  const target = new URL(options.target);

  const fail = (req: IncomingMessage, res: ServerResponse, error: Error) => {
    options.logger.warn(
      { reqId: req.headers['x-request-id'], err: error.message, upstream: options.displayName },
      'upstream error',
    );
    if (!res.headersSent) sendUnavailable(res, options.displayName, statusForUpstreamError(error));
    else res.destroy();
  };

  const handler: ProxyMiddleware = (req, res) => {
    const headers = forwardable(req.headers);
    const remote = req.socket.remoteAddress ?? '';
    const forwardedFor = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${remote}` : remote;
    // The gateway is the edge: what the client claims about proto and host is replaced.
    headers['x-forwarded-proto'] = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
    headers['x-forwarded-host'] = req.headers.host;

    const upstream = http.request(
      { agent, hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (upstreamRes) => {
        options.onResponse?.(upstreamRes, req);
        res.writeHead(upstreamRes.statusCode ?? 502, forwardable(upstreamRes.headers));
        upstreamRes.pipe(res);
        upstreamRes.on('error', () => res.destroy());
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error(`${options.displayName} timed out`)));
    upstream.on('error', (error) => fail(req, res, error));
    // The client went away: stop the upstream call too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
  return { handler, agent };
}
