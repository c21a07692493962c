// inTransaction on the real local PostgreSQL: the work commits whole, or nothing of it stays.
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, expectForcedDrop, type TestDatabase } from '../../testing/testDatabase.ts';
import { HttpError } from '../http/httpError.ts';
import { inTransaction } from './inTransaction.ts';

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase('contracts_tx');
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  expectForcedDrop(pool);
  await pool.query('CREATE TABLE things (id int PRIMARY KEY)');
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

beforeEach(async () => {
  await pool.query('DELETE FROM things');
});

const stored = async () =>
  (await pool.query<{ id: number }>('SELECT id FROM things ORDER BY id')).rows.map((row) => row.id);

describe('inTransaction', () => {
  it('commits the work and answers its result', async () => {
    const answer = await inTransaction(pool, async (client) => {
      await client.query('INSERT INTO things VALUES (1), (2)');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await stored()).toEqual([1, 2]);
  });

  it.each([
    ['an HttpError (a refusal half-way)', new HttpError(409, 'CONFLICT', 'Member is already in attendance')],
    ['any other error', new Error('the queue is down')],
  ])('rolls everything back on %s and throws that same error', async (_what, error) => {
    const thrown = inTransaction(pool, async (client) => {
      await client.query('INSERT INTO things VALUES (1)');
      await client.query('INSERT INTO things VALUES (2)');
      throw error;
    });
    await expect(thrown).rejects.toBe(error);
    expect(await stored()).toEqual([]);
  });

  it('rolls back a statement the database refuses, with its error', async () => {
    const thrown = inTransaction(pool, async (client) => {
      await client.query('INSERT INTO things VALUES (1)');
      await client.query('INSERT INTO things VALUES (1)');
    });
    await expect(thrown).rejects.toMatchObject({ code: '23505' });
    expect(await stored()).toEqual([]);
  });

  it('gives the connection back every time (more runs than the pool has connections)', async () => {
    for (let i = 0; i < 5; i++) {
      await inTransaction(pool, async (client) => client.query('SELECT 1')).catch(() => undefined);
      await inTransaction(pool, async () => {
        throw new Error('refused');
      }).catch(() => undefined);
    }
    expect(pool.totalCount).toBeLessThanOrEqual(2);
    expect(pool.idleCount).toBe(pool.totalCount);
    expect(pool.waitingCount).toBe(0);
  });

  it('leaves no transaction open on the connection it gives back', async () => {
    const single = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      await inTransaction(single, async (client) => {
        await client.query('INSERT INTO things VALUES (3)');
        await client.query('SELECT 1/0');
      }).catch(() => undefined);
      // the same connection again, outside any transaction: its write stays
      await single.query('INSERT INTO things VALUES (4)');
      expect(await stored()).toEqual([4]);
    } finally {
      await single.end();
    }
  });
});
