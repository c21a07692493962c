// Structured JSON logs (pino); request lines carry the gateway's request id as reqId.
import pino, { type Logger } from 'pino';
import type { RequestHandler } from 'express';

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'svc-events' } });
}

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.info({
        reqId: req.header('x-request-id'),
        method: req.method,
        url: req.originalUrl,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      });
    });
    next();
  };
}
