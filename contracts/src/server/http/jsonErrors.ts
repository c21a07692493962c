// The last two handlers of a service app: unknown routes answer 404 NOT_FOUND. Errors: a thrown
// HttpError answers its own { code, message, issues? }; else a 4xx when the client is at fault
// (malformed JSON, a body over the limit, a value the database refuses such as a NUL byte; the
// words of API_ERRORS.unreadable / tooLarge), else a logged 500 that is also handed to
// `reportServerError` (the error list's crash report; see serverErrorReporter.ts).
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { API_ERRORS, serviceUnavailable } from '../../errors/apiError.ts';
import { REQUEST_ID_HEADER } from '../../headers.ts';
import { databaseUnavailable } from './databaseUnavailable.ts';
import { HttpError } from './httpError.ts';

/** What the handlers need of a logger (pino fits). */
export interface ErrorLogger {
  error(fields: object, message: string): void;
}

/** invalid_text_representation, character_not_in_repertoire, untranslatable_character, numeric_value_out_of_range */
export const BAD_INPUT_PG_CODES: ReadonlySet<string> = new Set(['22P02', '22021', '22P05', '22003']);

export const notFoundHandler: RequestHandler = (_req, res) => {
  const { status, code, message } = API_ERRORS.notFound;
  res.status(status).json({ code, message });
};

export interface JsonErrorHandlerOptions {
  /** The service's name in the 503 answered while its database cannot be reached ('files'). */
  serviceName?: string;
  /** Called for every 500 (fire-and-forget: it must return at once and never throw). */
  reportServerError?: (error: unknown, req: Request, res: Response) => void;
}

export function jsonErrorHandler(
  logger: ErrorLogger,
  options: JsonErrorHandlerOptions = {},
): ErrorRequestHandler {
  return (error, req, res, _next) => {
    // a stream failed after its answer began: a second answer is impossible, so the connection is
    // cut and the client sees a broken answer rather than a truncated one that looks whole
    if (res.headersSent) {
      logger.error({ reqId: req.header(REQUEST_ID_HEADER), err: String(error) }, 'request failed mid-answer');
      res.destroy();
      return;
    }
    if (error instanceof HttpError) {
      res.status(error.status).json(error.toJSON());
      return;
    }
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      const { code, message } = status === 413 ? API_ERRORS.tooLarge : API_ERRORS.unreadable;
      res.status(status).json({ code, message, issues: [message] });
      return;
    }
    // PostgreSQL refusing a value the client sent (a NUL byte, a lone surrogate in JSON, a number
    // out of range): the input's fault, found by the malformed-input sweep
    const pgCode = (error as { code?: unknown }).code;
    if (typeof pgCode === 'string' && BAD_INPUT_PG_CODES.has(pgCode)) {
      const { status: badInput, code, message } = API_ERRORS.unreadable;
      res.status(badInput).json({ code, message, issues: [message] });
      return;
    }
    // the database is restarting or away: a clear 503 (databaseUnavailable.ts), not an unknown error
    if (options.serviceName && databaseUnavailable(error)) {
      logger.error({ reqId: req.header(REQUEST_ID_HEADER), err: String(error) }, 'database unavailable');
      res.status(503).json(serviceUnavailable(options.serviceName));
      return;
    }
    logger.error({ reqId: req.header(REQUEST_ID_HEADER), err: String(error) }, 'request failed');
    const { code, message } = API_ERRORS.serverError;
    res.status(500).json({ code, message });
    try {
      options.reportServerError?.(error, req, res);
    } catch {
      /* the report is best effort; the answer is already sent */
    }
  };
}
