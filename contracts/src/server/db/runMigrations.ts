// Applies a service's migrations (node-pg-migrate, SQL files in `dir`) inside the service's own
// schema, with the migrations table in that schema too (foundation: each service owns a schema).
// node-pg-migrate is imported on first use, so processes that never migrate (gateway) skip it.

export interface MigrationOptions {
  databaseUrl: string;
  /** The service's schema, e.g. 'events'; created when missing. */
  schema: string;
  /** Absolute path of the folder with the migration files. */
  dir: string;
  /** Own advisory-lock id, so services migrating one database at the same time do not collide. */
  lockValue?: number;
  log?: (message: string) => void;
}

const ATTEMPTS = 20;
const RETRY_MS = 250;

export async function runMigrations(options: MigrationOptions): Promise<void> {
  // Another process of the service may be migrating right now (e.g. `npm run migrate` and start): wait for it.
  for (let attempt = 1; ; attempt++) {
    try {
      await runOnce(options);
      return;
    } catch (error) {
      if (attempt >= ATTEMPTS || !String(error).includes('Another migration is already running')) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

async function runOnce({
  databaseUrl,
  schema,
  dir,
  lockValue,
  log = () => {},
}: MigrationOptions): Promise<void> {
  const { runner } = await import('node-pg-migrate');
  await runner({
    databaseUrl,
    dir,
    direction: 'up',
    schema,
    createSchema: true,
    migrationsSchema: schema,
    createMigrationsSchema: true,
    migrationsTable: 'pgmigrations',
    checkOrder: true,
    ...(lockValue === undefined ? {} : { lockValue }),
    log,
  });
}
