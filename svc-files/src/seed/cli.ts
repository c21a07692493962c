// `tsx svc-files/src/seed/cli.ts [demo]`: migrates, then seeds the demo drive into DATABASE_URL,
// bytes into FILES_DIR (npm start runs it after svc-identity's demo seed, 'demo' mode only).
import { runDemoSeedCommand } from '@portal/contracts/server';
import { loadConfig } from '../config.ts';
import { runMigrations } from '../db/migrations.ts';
import { createFolderStorage } from '../storage/folderStorage.ts';
import { seedDemoDrive } from './demoSeed.ts';

const config = loadConfig();
await runDemoSeedCommand({
  service: 'svc-files',
  seeded: 'drive',
  databaseUrl: config.databaseUrl,
  migrate: () => runMigrations(config.databaseUrl),
  seed: async (pool) => ({
    added: await seedDemoDrive(pool, createFolderStorage(config.filesDir)),
    filesDir: config.filesDir,
  }),
});
