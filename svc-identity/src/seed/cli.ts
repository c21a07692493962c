// `tsx svc-identity/src/seed/cli.ts`: migrates, then seeds the demo data into DATABASE_URL with
// DEMO_PASSWORD (never run by tests: they seed their own database).
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { migrate } from '../migrate.ts';
import { seedDemo } from './seed.ts';

export const DEFAULT_DEMO_PASSWORD = 'Demo-Password-2024!';

const config = loadConfig();
const password = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
await migrate(config.databaseUrl);
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
try {
  const summary = await seedDemo(pool, { password });
  console.log(
    JSON.stringify({
      seeded: summary.accounts,
      members: summary.members,
      signins: summary.logins.map((l) => `${l.username}@${l.accountID}`),
      passwordFrom: process.env.DEMO_PASSWORD ? 'DEMO_PASSWORD' : `default (${DEFAULT_DEMO_PASSWORD})`,
    }),
  );
} finally {
  await pool.end();
}
