// `tsx svc-events/src/seed/cli.ts [demo]`: migrates, then seeds the demo events into DATABASE_URL
// (npm start runs it in 'demo' mode after the drive's seed; the e2e site, 'fixtures', never does).
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { runMigrations } from '../db/migrations.ts';
import { seedDemoEvents } from './demoSeed.ts';

const config = loadConfig();
const mode = process.argv[2] ?? process.env.SEED ?? 'demo';
if (mode !== 'demo') throw new Error(`svc-events has only a 'demo' seed, not '${mode}'`);
await runMigrations(config.databaseUrl);
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
try {
  const summary = await seedDemoEvents(pool);
  console.log(JSON.stringify({ seeded: 'events', mode, ...summary }));
} finally {
  await pool.end();
}
