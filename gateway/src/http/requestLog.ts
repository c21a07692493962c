// Runs first for every request: strips client-sent context headers, settles the request id (also
// echoed to the client), sets the security headers, and logs one JSON line when the answer is done.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { CONTEXT_HEADER } from '../context/contractsAdapter.ts';
import { requestIdFrom } from './requestId.ts';
import { applyHeaders, type HeaderList } from './securityHeaders.ts';

export function beginRequest(
  req: IncomingMessage,
  res: ServerResponse,
  logger: Logger,
  securityHeaders: HeaderList,
): string {
  // Only the gateway may set the context; a browser-sent one is never forwarded.
  delete req.headers[CONTEXT_HEADER];
  const requestID = requestIdFrom(req.headers['x-request-id']);
  req.headers['x-request-id'] = requestID;
  res.setHeader('x-request-id', requestID);
  applyHeaders(res, securityHeaders);
  if (logger.isLevelEnabled('info')) {
    const started = process.hrtime.bigint();
    const { method, url } = req;
    res.once('finish', () => {
      logger.info({
        reqId: requestID,
        method,
        url,
        host: req.headers.host,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      });
    });
  }
  return requestID;
}
