// svc-files process: applies migrations, then listens on FILES_PORT (default 8083).
import { acceptedContextSecrets, runService } from '@portal/contracts/server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { runMigrations } from './db/migrations.ts';
import { createLogger } from './logger.ts';
import { createFolderStorage } from './storage/folderStorage.ts';
import { createMemberTeamsClient } from './teams/memberTeamsClient.ts';

const config = loadConfig();

await runService({
  name: 'svc-files',
  config,
  logger: createLogger(config.logLevel),
  migrate: () => runMigrations(config.databaseUrl),
  start: ({ db, logger }) => ({
    app: createApp({
      db,
      // verifies with the current and, during a rotation, the previous secret; signs with the current
      contextSecret: acceptedContextSecrets(config),
      logger,
      identityUrl: config.identityUrl,
      storage: createFolderStorage(config.filesDir),
      memberTeams: createMemberTeamsClient(config),
      superUserIDs: config.superUserIDs,
    }),
  }),
});
