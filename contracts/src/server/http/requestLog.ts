// One structured log line per request, carrying the gateway's request id as reqId and the browser's
// client version (§9) when it sent one.
import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from '../../headers.ts';
import { CLIENT_VERSION_HEADER } from '../../constants/clientVersion.ts';
import { redactLoggedUrl } from './redactUrl.ts';

/** What requestLog needs of a logger (pino fits). */
export interface RequestLogger {
  info(fields: object): void;
}

export function requestLog(logger: RequestLogger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.info({
        reqId: req.header(REQUEST_ID_HEADER),
        method: req.method,
        url: redactLoggedUrl(req.originalUrl),
        status: res.statusCode,
        clientVersion: req.header(CLIENT_VERSION_HEADER),
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      });
    });
    next();
  };
}
