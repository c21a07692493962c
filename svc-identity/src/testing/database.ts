// A fresh PostgreSQL database per test file (shared createTestDatabase), migrated, with a pool;
// dropped afterwards. Never touches the demo database `portal`.
import { createTestDatabase as createFreshDatabase } from '@portal/contracts/server';
import pg from 'pg';
import { migrate } from '../migrate.ts';

export interface TestDatabase {
  name: string;
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

export async function createTestDatabase(label = 'identity'): Promise<TestDatabase> {
  const fresh = await createFreshDatabase(label);
  await migrate(fresh.url);
  const pool = new pg.Pool({ connectionString: fresh.url, max: 5 });
  // pool.end() does not wait for its idle clients' goodbye, so the forced DROP DATABASE below can
  // reach one first: its 'terminating connection due to administrator command' (57P01) is expected
  // then. Any other error of an idle client is still reported.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('idle test database client failed', error);
  });
  return {
    name: fresh.name,
    url: fresh.url,
    pool,
    async drop() {
      await pool.end();
      await fresh.drop();
    },
  };
}
