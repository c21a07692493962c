// First middleware: strips client-sent context headers, settles the request id (also echoed to
// the client) and logs one JSON line per finished request.
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { CONTEXT_HEADER } from '../context/contractsAdapter.ts';
import { requestIdFrom } from './requestId.ts';

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    // Only the gateway may set the context; a browser-sent one is never forwarded.
    delete req.headers[CONTEXT_HEADER];
    const requestID = requestIdFrom(req.headers['x-request-id']);
    req.headers['x-request-id'] = requestID;
    res.setHeader('x-request-id', requestID);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.info({
        reqId: requestID,
        method: req.method,
        url: req.originalUrl,
        host: req.headers.host,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      });
    });
    next();
  };
}
