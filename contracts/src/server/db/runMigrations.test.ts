// runMigrations and the test-database helpers on the real local PostgreSQL.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dropTestDatabase, type TestDatabase } from '../../testing/testDatabase.ts';
import { runMigrations } from './runMigrations.ts';

let database: TestDatabase;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase('contracts');
  dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  await writeFile(join(dir, '1700000000000_things.sql'), '-- Up Migration\nCREATE TABLE things (id int);\n');
});

afterAll(async () => {
  await database?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function tablesIn(schema: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const result = await client.query<{ table_name: string }>(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
      [schema],
    );
    return result.rows.map((row) => row.table_name);
  } finally {
    await client.end();
  }
}

describe('createTestDatabase (each test run uses its own fresh database)', () => {
  it('creates test_<prefix>_<random> and refuses names that are not plain identifiers', async () => {
    expect(database.name).toMatch(/^test_contracts_[0-9a-f]{12}$/);
    expect(database.url).toMatch(new RegExp(`/${database.name}$`));
    await expect(createTestDatabase('bad;name')).rejects.toThrow('prefix');
    await expect(dropTestDatabase('portal')).rejects.toThrow('not a test database');
  });

  it('drops the database again, even with a connection open', async () => {
    const other = await createTestDatabase('contracts_drop');
    const client = new pg.Client({ connectionString: other.url });
    await client.connect();
    client.on('error', () => {}); // the forced drop ends this connection
    await other.drop();
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [other.name]);
    await admin.end();
    expect(found.rowCount).toBe(0);
    await client.end().catch(() => {});
  });
});

describe('runMigrations (foundation: each service owns a schema)', () => {
  it("applies the migrations inside the service's schema, with the migrations table there too", async () => {
    await runMigrations({ databaseUrl: database.url, schema: 'things_service', dir, lockValue: 820_999_001 });
    expect(await tablesIn('things_service')).toEqual(['pgmigrations', 'things']);
    expect(await tablesIn('public')).toEqual([]);
  });

  it('applying again is a no-op, as on every start', async () => {
    const log: string[] = [];
    await runMigrations({
      databaseUrl: database.url,
      schema: 'things_service',
      dir,
      log: (m) => log.push(m),
    });
    expect(log.join('\n')).toMatch(/No migrations to run/);
  });
});
