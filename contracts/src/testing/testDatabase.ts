// Tests only: a fresh database per test file (test_<prefix>_<random>) on the local server, dropped
// afterwards. Never touches the demo database. pg is imported on first use, so the runtime entry
// of @portal/contracts/server does not load it.
import { randomBytes } from 'node:crypto';

/** The server's maintenance database, from which test databases are created and dropped. */
function adminUrl(): string {
  return process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function onAdmin(sql: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Creates test_<prefix>_<12 hex>; `prefix` must be a plain identifier part (letters, digits, _). */
export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  if (!/^[a-z0-9_]+$/.test(prefix)) throw new Error(`test database prefix must match [a-z0-9_]+: ${prefix}`);
  const name = `test_${prefix}_${randomBytes(6).toString('hex')}`;
  await onAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropTestDatabase(name) };
}

/** Drops a test database even while connections are still open. */
export async function dropTestDatabase(name: string): Promise<void> {
  if (!/^test_[a-z0-9_]+$/.test(name)) throw new Error(`not a test database: ${name}`);
  await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * A test pool's idle clients may still be saying goodbye when the database is dropped WITH (FORCE)
 * (pg's pool.end() does not wait for them); the server then ends them with 57P01 'terminating
 * connection due to administrator command', which would surface as an uncaught error after the
 * tests passed. Expected then; any other idle-client error is still reported.
 */
export function expectForcedDrop(pool: {
  on(event: 'error', listener: (error: Error) => void): unknown;
}): void {
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('idle test database client failed', error);
  });
}
