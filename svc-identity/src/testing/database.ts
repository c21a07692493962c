// A fresh PostgreSQL database per test file: created, migrated, dropped afterwards.
// Never touches the demo database `portal`.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../migrate.ts';

export const TEST_SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';

export interface TestDatabase {
  name: string;
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

function adminUrl(database: string): string {
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function createTestDatabase(label = 'identity'): Promise<TestDatabase> {
  const name = `test_${label}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl('postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = adminUrl(name);
  await migrate(url);
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  return {
    name,
    url,
    pool,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl('postgres') });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
