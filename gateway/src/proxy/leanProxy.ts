// A lean node:http reverse proxy for the /api hot path. Kept hand-written rather than
// http-proxy-middleware: measured with bench/, the hop cost 239-330 µs of CPU per signed-in
// GET /api/check against 384-411 µs with HPM (gateway/README.md, Performance). Keep-alive agent;
// the body streams through unparsed; hop-by-hop headers are dropped; X-Forwarded-For/-Proto/-Host
// are set the way http-proxy's xfwd does (the client address is appended, so the last entry is
// trustworthy).
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { addTraceHeaders } from '@portal/contracts/server';
import { sendUnavailable, statusForUpstreamError } from '../http/jsonError.ts';
import { setHeaderList } from '../http/requestLog.ts';
import { createKeepAliveAgent } from './keepAlive.ts';

export type LeanProxyHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  set?: readonly string[],
  own?: readonly string[],
  session?: string | null,
) => void;

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

/**
 * The upstream's response headers (flat rawHeaders, no object built) without hop-by-hop ones,
 * plus the gateway's own (`own`, flat, lower-case names) that the upstream did not send itself.
 */
function responseHeaderList(raw: readonly string[], own: readonly string[]): string[] {
  const out: string[] = [];
  let ownSent = 0; // bit i: the upstream sent own header i itself (at most 31 own headers)
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (hopByHop.has(name)) continue;
    for (let j = 0; j < own.length; j += 2) if (own[j] === name) ownSent |= 1 << (j >> 1);
    out.push(raw[i]!, raw[i + 1]!);
  }
  for (let j = 0; j < own.length; j += 2) if (!(ownSent & (1 << (j >> 1)))) out.push(own[j]!, own[j + 1]!);
  return out;
}

/**
 * Request headers the gateway sets itself, and the internal ones of contracts/src/headers.ts
 * (svc-identity's /internal/context call): client-sent ones are never forwarded.
 */
const replacedOnRequest = new Set([
  'x-portal-context',
  'x-account-id',
  'x-session-id',
  'x-request-id',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
]);

/**
 * The client's request headers (flat rawHeaders, so node does not build and re-validate an object)
 * without hop-by-hop ones and without those the gateway sets, plus the gateway's: `set` (flat,
 * e.g. the signed context and the request id) and X-Forwarded-For/-Proto/-Host. The client address
 * is appended to any X-Forwarded-For it sent, so the last entry is trustworthy; what the client
 * claims about proto and host is replaced (the gateway is the edge).
 */
function requestHeaderList(req: IncomingMessage, set: readonly string[], targetHost: string): string[] {
  const raw = req.rawHeaders;
  const out: string[] = [];
  let forwardedFor = '';
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (hopByHop.has(name)) continue;
    if (replacedOnRequest.has(name)) {
      if (name === 'x-forwarded-for')
        forwardedFor = forwardedFor ? `${forwardedFor}, ${raw[i + 1]}` : raw[i + 1]!;
      continue;
    }
    out.push(raw[i]!, raw[i + 1]!);
  }
  const remote = req.socket.remoteAddress ?? '';
  out.push('x-forwarded-for', forwardedFor ? `${forwardedFor}, ${remote}` : remote);
  out.push('x-forwarded-proto', (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http');
  if (req.headers.host !== undefined) out.push('x-forwarded-host', req.headers.host);
  // With a header list node adds no Host itself; an HTTP/1.0 client may have sent none.
  else out.push('host', targetHost);
  for (let j = 0; j < set.length; j += 2) if (set[j + 1] !== undefined) out.push(set[j]!, set[j + 1]!);
  // Tracing on (docs/observability.md): the W3C traceparent of this request's span, which the http
  // instrumentation cannot add to a header list. Off: a no-op.
  addTraceHeaders(out);
  return out;
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Streams the upstream answer to the client like pipe() with backpressure, with two listeners
 * instead of pipe's set per request.
 */
function relay(from: IncomingMessage, to: ServerResponse): void {
  from.on('data', (chunk: Buffer) => {
    if (!to.write(chunk)) {
      from.pause();
      to.once('drain', () => from.resume());
    }
  });
  from.on('end', () => to.end());
  from.on('error', () => to.destroy());
}

export function createLeanProxy(options: {
  target: string;
  displayName: string;
  logger: Logger;
  /** Called with each upstream answer before it is relayed; `session` as the handler got it. */
  onResponse?: (proxyRes: IncomingMessage, req: IncomingMessage, session: string | null) => void;
  timeoutMs?: number;
}): { handler: LeanProxyHandler; agent: http.Agent } {
  // The idle timeout sits on the agent's sockets (set once per socket, not per request).
  const agent = createKeepAliveAgent(options.timeoutMs ?? 60_000);
  const target = new URL(options.target);

  const fail = (req: IncomingMessage, res: ServerResponse, own: readonly string[], error: Error) => {
    options.logger.warn(
      { reqId: req.headers['x-request-id'], err: error.message, upstream: options.displayName },
      'upstream error',
    );
    if (res.headersSent) {
      res.destroy();
      return;
    }
    setHeaderList(res, own);
    sendUnavailable(res, options.displayName, statusForUpstreamError(error));
  };

  /**
   * `set`: request headers the gateway sets (flat: the signed context, the request id); `own`:
   * the gateway's response headers (flat, lower-case names), added to every answer.
   */
  const handler: LeanProxyHandler = (req, res, set = [], own = [], session = null) => {
    const headers = requestHeaderList(req, set, target.host);

    const upstream = http.request(
      { agent, hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (upstreamRes) => {
        options.onResponse?.(upstreamRes, req, session);
        res.writeHead(upstreamRes.statusCode ?? 502, responseHeaderList(upstreamRes.rawHeaders, own));
        relay(upstreamRes, res);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error(`${options.displayName} timed out`)));
    upstream.on('error', (error) => fail(req, res, own, error));
    // The client went away: stop the upstream call too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    // Most /api calls are GETs without a body: end the upstream call at once instead of piping an
    // empty stream (pipe wires and unwires half a dozen listeners per request).
    if (hasBody(req)) req.pipe(upstream);
    else upstream.end();
  };
  return { handler, agent };
}
