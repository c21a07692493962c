// The last two handlers of a service app: unknown routes answer 404 NOT_FOUND; errors answer
// 400 BAD_REQUEST when the client is at fault (e.g. malformed JSON), else a logged 500.
import type { ErrorRequestHandler, RequestHandler } from 'express';
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

export function jsonErrorHandler(logger: ErrorLogger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(status).json({ code: 'BAD_REQUEST', message: 'The request could not be read' });
      return;
    }
    logger.error({ reqId: req.header(REQUEST_ID_HEADER), err: String(error) }, 'request failed');
    const { code, message } = API_ERRORS.serverError;
    res.status(500).json({ code, message });
  };
}
