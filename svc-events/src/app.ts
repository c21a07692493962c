// createApp(deps): svc-events' HTTP app. Every route sits behind the signed-context check.
import express, { type Express, type ErrorRequestHandler } from 'express';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { API_ERRORS } from '@portal/contracts';
import { requireContext } from './context/requireContext.ts';
import { healthRoutes } from './health/healthRoutes.ts';
import { createLogger, requestLog } from './logger.ts';

export interface EventsDeps {
  db: Pool;
  contextSecret: string;
  logger?: Logger;
}

export function createApp(deps: EventsDeps): Express {
  const logger = deps.logger ?? createLogger('info');
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLog(logger));
  app.use(requireContext(deps.contextSecret));
  app.use(express.json({ limit: '1mb' }));
  app.use(healthRoutes(deps.db));
  app.use((_req, res) => {
    const { status, code, message } = API_ERRORS.notFound;
    res.status(status).json({ code, message });
  });
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(status).json({ code: 'BAD_REQUEST', message: 'The request could not be read' });
      return;
    }
    logger.error({ reqId: req.header('x-request-id'), err: String(error) }, 'request failed');
    const { code, message } = API_ERRORS.serverError;
    res.status(500).json({ code, message });
  };
  app.use(onError);
  return app;
}
