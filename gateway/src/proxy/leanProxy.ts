// A lean reverse proxy for the /api hot path: the client side is undici's connection pool, not
// node:http's ClientRequest and agent. Measured in front of a server sending 4 KiB from memory,
// a hop through it cost 72-79 µs of CPU against 120-130 µs for a bare node:http pipe proxy
// (docs/performance.md). Keep-alive connections; the body streams through unparsed, with
// backpressure both ways; hop-by-hop headers are dropped; X-Forwarded-For/-Proto/-Host are set
// the way http-proxy's xfwd does (the client address is appended, so the last entry is
// trustworthy).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { Pool, type Dispatcher } from 'undici';
import { addTraceHeaders } from '@portal/contracts/server';
import { sendUnavailable, statusForUpstreamError } from '../http/jsonError.ts';
import { setHeaderList } from '../http/requestLog.ts';

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
  // node's server has already answered 100-continue to the client
  'expect',
]);

/**
 * The upstream's response headers without hop-by-hop ones (flat, as writeHead takes them), plus
 * the gateway's own (`own`, flat, lower-case names) that the upstream did not send itself.
 */
function responseHeaderList(headers: IncomingHttpHeaders, own: readonly string[]): string[] {
  const out: string[] = [];
  for (const name in headers) {
    if (hopByHop.has(name)) continue;
    const value = headers[name]!;
    if (typeof value === 'string') out.push(name, value);
    else for (const one of value) out.push(name, one);
  }
  for (let j = 0; j < own.length; j += 2) if (headers[own[j]!] === undefined) out.push(own[j]!, own[j + 1]!);
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

interface ProxyOptions {
  target: string;
  displayName: string;
  logger: Logger;
  /** Called with each upstream answer's headers before it is relayed; `session` as the handler got it. */
  onResponse?: (headers: IncomingHttpHeaders, req: IncomingMessage, session: string | null) => void;
  /** How long the upstream may take to start answering, and then between parts of its answer. */
  timeoutMs?: number;
}

const RELAY = Symbol('relay');
type RelayedResponse = ServerResponse & { [RELAY]?: Relay };

// Listeners shared by every call (a closure made per request costs on the hot path): each finds
// its call through the response.
function onClientClose(this: RelayedResponse): void {
  const relay = this[RELAY]!;
  clearTimeout(relay.idle);
  if (!this.writableFinished) relay.upstream?.abort(new Error('the client went away'));
}
function onClientDrain(this: RelayedResponse): void {
  this[RELAY]!.upstream?.resume();
}

/**
 * One upstream call relayed to the client's response as it arrives; the client going away aborts
 * it. With a body, undici's headers timeout (which runs from the request's start) is off: a slow
 * upload is not a silent upstream. The call then fails after a whole `timeout` without a byte from
 * the client or an answer: between one and two timeouts after the body's last byte.
 */
class Relay implements Dispatcher.DispatchHandler {
  upstream: Dispatcher.DispatchController | undefined;
  idle: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: ProxyOptions,
    private readonly req: IncomingMessage,
    private readonly res: RelayedResponse,
    private readonly own: readonly string[],
    private readonly session: string | null,
    uploading: boolean,
    timeout: number,
  ) {
    res[RELAY] = this;
    res.on('close', onClientClose);
    if (uploading) this.watchUpload(timeout);
  }

  private watchUpload(timeout: number): void {
    // the client socket's bytes tell progress without reading the body (a listener would)
    const client = this.req.socket;
    let seen = client.bytesRead;
    const watch = () => {
      if (client.bytesRead === seen) {
        this.upstream?.abort(new Error(`${this.options.displayName} timed out`));
        return;
      }
      seen = client.bytesRead;
      this.idle = setTimeout(watch, timeout);
    };
    this.idle = setTimeout(watch, timeout);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.upstream = controller;
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
  ): void {
    clearTimeout(this.idle);
    this.options.onResponse?.(headers, this.req, this.session);
    this.res.writeHead(statusCode, responseHeaderList(headers, this.own));
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (!this.res.write(chunk)) {
      controller.pause();
      this.res.once('drain', onClientDrain);
    }
  }

  onResponseEnd(): void {
    this.res.end();
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    clearTimeout(this.idle);
    const { req, res, own, options } = this;
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
  }
}

export function createLeanProxy(options: ProxyOptions): { handler: LeanProxyHandler; pool: Pool } {
  const target = new URL(options.target);
  const timeout = options.timeoutMs ?? 60_000;
  const pool = new Pool(target.origin, { connections: 256, headersTimeout: timeout, bodyTimeout: timeout });

  /**
   * `set`: request headers the gateway sets (flat: the signed context, the request id); `own`:
   * the gateway's response headers (flat, lower-case names), added to every answer.
   */
  const handler: LeanProxyHandler = (req, res, set = [], own = [], session = null) => {
    const headers = requestHeaderList(req, set, target.host);
    // Most /api calls are GETs without a body: nothing to stream.
    const uploading = hasBody(req);
    pool.dispatch(
      {
        method: req.method as Dispatcher.HttpMethod,
        path: req.url ?? '/',
        headers,
        body: uploading ? req : null,
        // null: the pool's own
        headersTimeout: uploading ? 0 : null,
      },
      new Relay(options, req, res, own, session, uploading, timeout),
    );
  };
  return { handler, pool };
}
