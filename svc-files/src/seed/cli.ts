// `tsx svc-files/src/seed/cli.ts [demo]`: migrates, then seeds the demo drive into DATABASE_URL,
// bytes into FILES_DIR (npm start runs it after svc-identity's demo seed, 'demo' mode only).
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { runMigrations } from '../db/migrations.ts';
import { createFolderStorage } from '../storage/folderStorage.ts';
import { seedDemoDrive } from './demoSeed.ts';

const config = loadConfig();
const mode = process.argv[2] ?? process.env.SEED ?? 'demo';
if (mode !== 'demo') throw new Error(`svc-files has only a 'demo' seed, not '${mode}'`);
await runMigrations(config.databaseUrl);
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
try {
  const added = await seedDemoDrive(pool, createFolderStorage(config.filesDir));
  console.log(JSON.stringify({ seeded: 'drive', mode, added, filesDir: config.filesDir }));
} finally {
  await pool.end();
}
