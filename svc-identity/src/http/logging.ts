// One JSON line per request with the request id the gateway generated (x-request-id), as `reqId`
// like the other services (requestLog in @portal/contracts/server).
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const reqId = req.get('x-request-id') ?? randomUUID();
    res.setHeader('x-request-id', reqId);
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const line = {
        reqId,
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      if (res.statusCode >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    });
    next();
  };
}
