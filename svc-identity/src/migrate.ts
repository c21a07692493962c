// Applies svc-identity's migrations (schema `identity`, migrations table inside it).
// Run directly (`npm run migrate -w @portal/svc-identity`) or from main.ts on start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMigrations } from '@portal/contracts/server';
import pg from 'pg';
import { keyUnkeyedLogins } from './logins/usernameKeys.ts';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

export async function migrate(databaseUrl: string, log?: (msg: string) => void): Promise<void> {
  await runMigrations({ databaseUrl, schema: 'identity', dir: MIGRATIONS_DIR, log });
  // the usernames' keys are computed in JavaScript (normaliseUsername), not by a SQL migration
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await keyUnkeyedLogins(pool, log);
  } finally {
    await pool.end();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { loadConfig } = await import('./config.ts');
  await migrate(loadConfig().databaseUrl, (msg) => console.log(msg));
}
