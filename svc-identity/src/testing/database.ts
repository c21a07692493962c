// A fresh PostgreSQL database per test file (shared createTestDatabase), migrated, with a pool;
// dropped afterwards. Never touches the demo database `portal`.
import { createTestDatabase as createFreshDatabase, expectForcedDrop } from '@portal/contracts/testing';
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
  expectForcedDrop(pool);
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
