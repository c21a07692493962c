// svc-events' migrations (SQL files in ../../migrations) applied inside its own schema `events`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMigrations as runServiceMigrations } from '@portal/contracts/server';

export const SCHEMA = 'events';
/** Own advisory-lock id, so services migrating one database at the same time do not collide. */
const LOCK_VALUE = 820_200_001;
const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

export async function runMigrations(databaseUrl: string, log?: (message: string) => void): Promise<void> {
  await runServiceMigrations({ databaseUrl, schema: SCHEMA, dir: migrationsDir, lockValue: LOCK_VALUE, log });
}
