// `tsx svc-events/src/seed/cli.ts [demo]`: migrates, then seeds the demo events into DATABASE_URL
// (npm start runs it in 'demo' mode after the drive's seed; the e2e site, 'fixtures', never does).
import { runDemoSeedCommand } from '@portal/contracts/server';
import { loadConfig } from '../config.ts';
import { runMigrations } from '../db/migrations.ts';
import { seedDemoEvents } from './demoSeed.ts';

const { databaseUrl } = loadConfig();
await runDemoSeedCommand('svc-events', 'events', databaseUrl, runMigrations, (pool) => seedDemoEvents(pool));
