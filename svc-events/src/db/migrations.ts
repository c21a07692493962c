// Applies svc-events' migrations (node-pg-migrate, SQL files in ../../migrations) inside the
// service's own schema `events`, with the migrations table in that schema too.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';

export const SCHEMA = 'events';
/** Own advisory-lock id, so services migrating one database at the same time do not collide. */
const LOCK_VALUE = 820_200_001;
const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

export async function runMigrations(databaseUrl: string, log: (message: string) => void = () => {}): Promise<void> {
  // A second process of this service may be migrating right now (e.g. `npm run migrate` and start): wait for it.
  for (let attempt = 1; ; attempt++) {
    try {
      await runOnce(databaseUrl, log);
      return;
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('Another migration is already running')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function runOnce(databaseUrl: string, log: (message: string) => void): Promise<void> {
  await runner({
    databaseUrl,
    dir: migrationsDir,
    direction: 'up',
    schema: SCHEMA,
    createSchema: true,
    migrationsSchema: SCHEMA,
    createMigrationsSchema: true,
    migrationsTable: 'pgmigrations',
    checkOrder: true,
    lockValue: LOCK_VALUE,
    log,
  });
}
