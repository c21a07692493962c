// createApp(deps): svc-files' HTTP app. Every route sits behind the signed-context check.
import express, { type Express } from 'express';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import {
  jsonErrorHandler,
  notFoundHandler,
  requestLog,
  requireSignedContext,
} from '@portal/contracts/server';
import { healthRoutes } from './health/healthRoutes.ts';
import { createLogger } from './logger.ts';

export interface FilesDeps {
  db: Pool;
  contextSecret: string;
  logger?: Logger;
}

export function createApp(deps: FilesDeps): Express {
  const logger = deps.logger ?? createLogger('info');
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLog(logger));
  app.use(requireSignedContext(deps.contextSecret));
  app.use(express.json({ limit: '1mb' }));
  app.use(healthRoutes(deps.db));
  app.use(notFoundHandler);
  app.use(jsonErrorHandler(logger));
  return app;
}
