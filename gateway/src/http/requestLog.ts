// Runs first for every request: strips client-sent context headers, settles the request id (also
// echoed to the client), sets the security headers, and logs one JSON line when the answer is done
// (the access log: the services log at info only their error and slow answers).
// With deferHeaders (the /api hot path) the response headers are not set here: the caller adds
// responseHeaders(...) to the proxied answer's writeHead, or applies them before an own answer
// (setHeader before writeHead makes node merge every upstream header one by one).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { CLIENT_VERSION_HEADER } from '@portal/contracts';
import { redactLoggedUrl } from '@portal/contracts/server';
import { CONTEXT_HEADER } from '../context/contractsAdapter.ts';
import { requestIdFrom } from './requestId.ts';
import { applyHeaders, type HeaderList } from './securityHeaders.ts';

export function beginRequest(
  req: IncomingMessage,
  res: ServerResponse,
  logger: Logger,
  securityHeaders: HeaderList,
  options: { deferHeaders?: boolean } = {},
): string {
  // Only the gateway may set the context; a browser-sent one is never forwarded. Deleted only when
  // present: a delete turns the headers object into a slow dictionary for every later read.
  if (req.headers[CONTEXT_HEADER] !== undefined) delete req.headers[CONTEXT_HEADER];
  const requestID = requestIdFrom(req.headers['x-request-id']);
  req.headers['x-request-id'] = requestID;
  if (!options.deferHeaders) {
    res.setHeader('x-request-id', requestID);
    applyHeaders(res, securityHeaders);
  }
  if (logger.isLevelEnabled('info')) {
    const started = process.hrtime.bigint();
    const { method, url } = req;
    res.once('finish', () => {
      logger.info({
        reqId: requestID,
        method,
        url: redactLoggedUrl(url ?? ''),
        host: req.headers.host,
        status: res.statusCode,
        clientVersion: req.headers[CLIENT_VERSION_HEADER],
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      });
    });
  }
  return requestID;
}

/** A header list as a flat [name, value, ...] array with lower-case names (built once at start). */
export function flatHeaders(headers: HeaderList): string[] {
  return headers.flatMap(([name, value]) => [name.toLowerCase(), value]);
}

/** The gateway's own headers of one /api answer: its request id and the flat security headers. */
export function responseHeaders(requestID: string, flatSecurityHeaders: readonly string[]): string[] {
  return ['x-request-id', requestID, ...flatSecurityHeaders];
}

/** Sets a flat header list on a response the gateway answers itself. */
export function setHeaderList(res: ServerResponse, list: readonly string[]): void {
  for (let i = 0; i < list.length; i += 2) res.setHeader(list[i]!, list[i + 1]!);
}
