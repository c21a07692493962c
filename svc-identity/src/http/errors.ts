// Error answers: bad input is a clear 4xx with the spec's words, never a 500; anything unknown
// is logged with the request id and answered with the generic server error.
import { API_ERRORS, parseBody, serviceUnavailable, type ApiError } from '@portal/contracts';
import { BAD_INPUT_PG_CODES, databaseUnavailable } from '@portal/contracts/server';
import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';

export function sendError(res: Response, error: { status: number; code: string; message: string }): void {
  res.status(error.status).json({ code: error.code, message: error.message });
}

/** Parses the body with a contracts schema or answers 400 VALIDATION; returns null when answered. */
export function bodyOrReject<S extends z.ZodType>(
  schema: S,
  req: Request,
  res: Response,
): z.output<S> | null {
  const parsed = parseBody(schema, req.body ?? {});
  if (parsed.ok) return parsed.value;
  res.status(400).json(parsed.error satisfies ApiError);
  return null;
}

/**
 * Express 5 forwards rejected promises here; so does malformed JSON from express.json().
 * `recordCrash` files every 500 in the error list (errors/serverCrash.ts); it returns at once.
 */
export function errorHandler(
  logger: Logger,
  recordCrash?: (error: unknown, req: Request, res: Response) => void,
): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const e = error as { status?: number; statusCode?: number; type?: string; expose?: boolean };
    const status = e.status ?? e.statusCode;
    // body-parser errors: malformed JSON, too large, wrong charset -> the client's fault
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message =
        e.type === 'entity.parse.failed'
          ? 'Object was unable to be verified'
          : e.type === 'entity.too.large'
            ? 'The request is too large'
            : 'Object was unable to be verified';
      res
        .status(status)
        .json({ code: status === 413 ? 'TOO_LARGE' : 'VALIDATION', message, issues: [message] });
      return;
    }
    // PostgreSQL refusing a value the client sent (a NUL byte, a number out of range): bad input
    const pgCode = (error as { code?: unknown }).code;
    if (typeof pgCode === 'string' && BAD_INPUT_PG_CODES.has(pgCode)) {
      const message = 'Object was unable to be verified';
      res.status(400).json({ code: 'VALIDATION', message, issues: [message] });
      return;
    }
    // the database is restarting or away (fault drills): a clear 503, not an unknown error
    if (databaseUnavailable(error)) {
      logger.error(
        { err: String(error), reqId: req.get('x-request-id'), path: req.path },
        'database unavailable',
      );
      res.status(503).json(serviceUnavailable('identity'));
      return;
    }
    logger.error({ err: error, reqId: req.get('x-request-id'), path: req.path }, 'unhandled error');
    sendError(res, API_ERRORS.serverError);
    try {
      recordCrash?.(error, req, res);
    } catch (e) {
      logger.warn({ err: String(e) }, 'could not record the crash');
    }
  };
}
