// svc-files process: applies migrations, then listens on FILES_PORT (default 8083).
import pg from 'pg';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { runMigrations } from './db/migrations.ts';
import { createLogger } from './logger.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
await runMigrations(config.databaseUrl);
const db = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
db.on('error', (error) => logger.error({ err: error.message }, 'database pool error'));

const host = process.env.HOST ?? '127.0.0.1';
const server = createApp({ db, contextSecret: config.contextSecret, logger }).listen(
  config.port,
  host,
  () => {
    logger.info({ port: config.port, host }, 'svc-files listening');
  },
);

function stop() {
  server.close(() => void db.end().then(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
