// Listens until SIGTERM/SIGINT, then stops taking connections, lets the caller close what it
// opened (pools, queues), and exits; a stop that hangs is cut off after 5 s.
import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Logger } from 'pino';

export interface ServeOptions {
  app: Express;
  name: string;
  port: number;
  host?: string;
  logger: Logger;
  /** Closes what the process opened; runs after the server stopped listening. */
  onStop?: () => Promise<unknown>;
}

export function serveUntilStopped({
  app,
  name,
  port,
  host = '127.0.0.1',
  logger,
  onStop,
}: ServeOptions): Server {
  const server = app.listen(port, host, () => logger.info({ port, host }, `${name} listening`));
  const stop = (signal: string) => {
    logger.info({ signal }, `${name} stopping`);
    setTimeout(() => process.exit(0), 5000).unref();
    server.close(() => void Promise.resolve(onStop?.()).finally(() => process.exit(0)));
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return server;
}
