// `tsx svc-files/src/seed/cli.ts [demo]`: migrates, then seeds the demo drive into DATABASE_URL,
// bytes into FILES_DIR (npm start runs it after svc-identity's demo seed, 'demo' mode only).
import { runDemoSeedCommand } from '@portal/contracts/server';
import { loadConfig } from '../config.ts';
import { runMigrations } from '../db/migrations.ts';
import { createFolderStorage } from '../storage/folderStorage.ts';
import { seedDemoDrive } from './demoSeed.ts';

const { databaseUrl, filesDir } = loadConfig();
await runDemoSeedCommand('svc-files', 'drive', databaseUrl, runMigrations, async (pool) => ({
  added: await seedDemoDrive(pool, createFolderStorage(filesDir)),
  filesDir,
}));
