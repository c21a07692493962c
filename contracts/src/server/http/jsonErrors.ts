// The last two handlers of a service app: unknown routes answer 404 NOT_FOUND; errors answer
// 400 BAD_REQUEST when the client is at fault (e.g. malformed JSON), else a logged 500 that is also
// handed to `reportServerError` (the error list's crash report; see serverErrorReporter.ts).
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { API_ERRORS } from '../../errors/apiError.ts';
import { REQUEST_ID_HEADER } from '../../headers.ts';

/** What the handlers need of a logger (pino fits). */
export interface ErrorLogger {
  error(fields: object, message: string): void;
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  const { status, code, message } = API_ERRORS.notFound;
  res.status(status).json({ code, message });
};

export interface JsonErrorHandlerOptions {
  /** Called for every 500 (fire-and-forget: it must return at once and never throw). */
  reportServerError?: (error: unknown, req: Request, res: Response) => void;
}

export function jsonErrorHandler(
  logger: ErrorLogger,
  options: JsonErrorHandlerOptions = {},
): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(status).json({ code: 'BAD_REQUEST', message: 'The request could not be read' });
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
