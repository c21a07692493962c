// Listens until SIGTERM/SIGINT, then drains: /readyz turns 503, the server stops taking
// connections, the requests in flight finish, then the caller closes what it opened (pools, queues)
// and the process exits; a stop that hangs is cut off after SHUTDOWN_TIMEOUT_MS (drain.ts).
// Every request runs inside its x-request-id scope (requestScope.ts); /healthz and /readyz come
// before the app (probes.ts), then the answers a route kept for a repeated read (hotAnswers.ts).
import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { HotAnswers } from '../http/hotAnswers.ts';
import { requestIdScope } from '../http/requestScope.ts';
import { closeAfterStop, drainHttpServer, onStopSignals } from './drain.ts';
import { probeHandler } from './probes.ts';

export interface ServeOptions {
  app: Express;
  /** Answers the app's routes keep, sent without entering the app while they hold. */
  hotAnswers?: HotAnswers;
  name: string;
  port: number;
  host?: string;
  logger: Logger;
  /** Readiness: resolves when the process can serve (e.g. the database answers). */
  ready?: () => Promise<unknown>;
  /** Closes what the process opened; runs after the last request in flight has finished. */
  onStop?: () => Promise<unknown>;
}

export function serveUntilStopped({
  app,
  hotAnswers,
  name,
  port,
  host = '127.0.0.1',
  logger,
  ready,
  onStop,
}: ServeOptions): Server {
  const probes = probeHandler({ ready });
  const scope = requestIdScope();
  const server = createServer((req, res) =>
    probes.handle(req, res, () => {
      const inApp = () => scope(req, res, () => app(req, res));
      if (hotAnswers) hotAnswers.handle(req, res, inApp);
      else inApp();
    }),
  );
  closeAfterStop(server);
  server.keepAliveTimeout = 65_000;
  server.listen(port, host, () => logger.info({ port, host }, `${name} listening`));
  onStopSignals(
    async (signal) => {
      logger.info({ signal }, `${name} stopping`);
      probes.state.draining();
      await drainHttpServer(server);
      logger.info({ signal }, `${name} drained`);
      await onStop?.();
    },
    { log: (fields, msg) => logger.warn(fields, `${name}: ${msg}`) },
  );
  return server;
}
