// svc-events process: applies migrations, then listens on EVENTS_PORT (default 8082).
import pg from 'pg';
import { serveUntilStopped } from '@portal/contracts/server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { runMigrations } from './db/migrations.ts';
import { createLogger } from './logger.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
await runMigrations(config.databaseUrl);
const db = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
db.on('error', (error) => logger.error({ err: error.message }, 'database pool error'));

serveUntilStopped({
  app: createApp({
    db,
    contextSecret: config.contextSecret,
    logger,
    identityUrl: config.identityUrl,
    superUserIDs: config.superUserIDs,
  }),
  name: 'svc-events',
  port: config.port,
  host: process.env.HOST,
  logger,
  onStop: () => db.end(),
});
