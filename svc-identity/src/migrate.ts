// Applies svc-identity's migrations (schema `identity`, migrations table inside it).
// Run directly (`npm run migrate -w @portal/svc-identity`) or from main.ts on start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMigrations } from '@portal/contracts/server';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

export async function migrate(databaseUrl: string, log?: (msg: string) => void): Promise<void> {
  await runMigrations({ databaseUrl, schema: 'identity', dir: MIGRATIONS_DIR, log });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { loadConfig } = await import('./config.ts');
  await migrate(loadConfig().databaseUrl, (msg) => console.log(msg));
}
