// The frame every service app shares, so the order never differs between services: JSON answers
// compressed, a log line per request, the signed-context check, the JSON body, then the service's
// routes, then 404 and the one error handler (HttpError answers, client faults, 503 while the
// database is away, logged and reported 500s).
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { ServerErrorService } from '../../errorList/calls.ts';
import type { ContextSecret } from '../context.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { jsonCompression } from '../http/jsonCompression.ts';
import { jsonErrorHandler, notFoundHandler } from '../http/jsonErrors.ts';
import { requestLog } from '../http/requestLog.ts';
import { createServerErrorReporter } from '../http/serverErrorReporter.ts';
import { requireSignedContext } from '../http/signedContext.ts';

export interface ServiceAppOptions {
  /** The process name in crash reports ('svc-events'); without 'svc-', the 503's words ('events'). */
  service: ServerErrorService;
  contextSecret: ContextSecret;
  logger: Logger;
  /** svc-identity's base URL: every 500 is reported to its error list (platform §2 Error list). */
  identityUrl?: string;
  /** Mounts the service's routes (in the order they must match). */
  routes: (app: Express) => void;
}

export function createServiceApp({
  service,
  contextSecret,
  logger,
  identityUrl,
  routes,
}: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(jsonCompression());
  app.use(requestLog(logger));
  app.use(requireSignedContext(contextSecret));
  app.use(jsonBody({ limit: '1mb' }));
  routes(app);
  app.use(notFoundHandler);
  const reportServerError = identityUrl
    ? createServerErrorReporter({
        service,
        identityUrl,
        contextSecret,
        onFailure: (reason) => logger.warn({ reason }, 'could not report a server error'),
      })
    : undefined;
  app.use(jsonErrorHandler(logger, { reportServerError, serviceName: service.replace(/^svc-/, '') }));
  return app;
}
