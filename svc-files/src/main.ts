// svc-files process: applies migrations, then listens on FILES_PORT (default 8083).
import pg from 'pg';
import {
  acceptedContextSecrets,
  databasePoolMax,
  serveUntilStopped,
  startTracing,
} from '@portal/contracts/server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { runMigrations } from './db/migrations.ts';
import { createLogger } from './logger.ts';
import { createFolderStorage } from './storage/folderStorage.ts';
import { createMemberTeamsClient } from './teams/memberTeamsClient.ts';

// Tracing first, only when OTEL_* variables ask for it (why here: gateway/src/main.ts).
const tracing = await startTracing({ serviceName: 'svc-files' });

const config = loadConfig();
const logger = createLogger(config.logLevel);
await runMigrations(config.databaseUrl);
const db = new pg.Pool({ connectionString: config.databaseUrl, max: databasePoolMax(process.env, 10) });
db.on('error', (error) => logger.error({ err: error.message }, 'database pool error'));

serveUntilStopped({
  app: createApp({
    db,
    // verifies with the current and, during a rotation, the previous secret; signs with the current
    contextSecret: acceptedContextSecrets(config),
    logger,
    identityUrl: config.identityUrl,
    storage: createFolderStorage(config.filesDir),
    memberTeams: createMemberTeamsClient({
      identityUrl: config.identityUrl,
      contextSecret: config.contextSecret,
    }),
    superUserIDs: config.superUserIDs,
  }),
  name: 'svc-files',
  port: config.port,
  host: config.host,
  logger,
  // readiness (/readyz): the database answers
  ready: () => db.query('SELECT 1'),
  onStop: async () => {
    await db.end();
    await tracing?.shutdown();
  },
});
