// `tsx svc-identity/src/seed/cli.ts [demo|fixtures]`: migrates, then seeds DATABASE_URL with
// DEMO_PASSWORD. 'demo' (npm start, the default) is the fixtures plus rows that make the demo look
// alive; 'fixtures' (the e2e site) is only the accounts, members and sign-ins the journeys rely on.
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { migrate } from '../migrate.ts';
import { seedDemo, seedFixtures } from './seed.ts';

export const DEFAULT_DEMO_PASSWORD = 'Demo-Password-2024!';

const config = loadConfig();
const password = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
const mode = process.argv[2] ?? process.env.SEED ?? 'demo';
if (mode !== 'demo' && mode !== 'fixtures') throw new Error(`unknown seed mode '${mode}' (demo or fixtures)`);
await migrate(config.databaseUrl);
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
try {
  const summary = await (mode === 'demo' ? seedDemo : seedFixtures)(pool, { password });
  console.log(
    JSON.stringify({
      seeded: summary.accounts,
      mode,
      members: summary.members,
      signins: summary.logins.map((l) => `${l.username}@${l.accountID}`),
      passwordFrom: process.env.DEMO_PASSWORD ? 'DEMO_PASSWORD' : `default (${DEFAULT_DEMO_PASSWORD})`,
    }),
  );
} finally {
  await pool.end();
}
