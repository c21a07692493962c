// One structured log line per request, carrying the gateway's request id as reqId and the browser's
// client version (§9) when it sent one. The gateway already logs every request at info with the same
// reqId, so a service logs at info only what needs its own eye (an error answer, a slow one) and
// the rest at debug: a line written per request is a measurable share of a fast call's cost.
import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from '../../headers.ts';
import { CLIENT_VERSION_HEADER } from '../../constants/clientVersion.ts';
import { redactLoggedUrl } from './redactUrl.ts';

/** What requestLog needs of a logger (pino fits). */
export interface RequestLogger {
  info(fields: object): void;
  debug(fields: object): void;
  isLevelEnabled(level: string): boolean;
}

/** An answer that took this long is logged at info whatever its status. */
export const SLOW_REQUEST_MS = 1_000;

export function requestLog(logger: RequestLogger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const notable = res.statusCode >= 400 || ms >= SLOW_REQUEST_MS;
      if (!notable && !logger.isLevelEnabled('debug')) return;
      const fields = {
        reqId: req.header(REQUEST_ID_HEADER),
        method: req.method,
        url: redactLoggedUrl(req.originalUrl),
        status: res.statusCode,
        clientVersion: req.header(CLIENT_VERSION_HEADER),
        ms,
      };
      if (notable) logger.info(fields);
      else logger.debug(fields);
    });
    next();
  };
}
