import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { seedProspectiveDemo } from './demoSeed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('prospective member demo seed', () => {
  it('adds two prospective members to md001, idempotently, and new ids continue after them', async () => {
    await seedProspectiveDemo(t.db.pool, t.now());
    await seedProspectiveDemo(t.db.pool, t.now());
    const { rows } = await t.db.pool.query(
      `SELECT id FROM identity.members WHERE account_id = 'md001' AND type = 'CAPProspectiveMember' ORDER BY id`,
    );
    expect(rows.map((r) => r.id)).toEqual(['md001-1', 'md001-2']);
    const counter = await t.db.pool.query(
      `SELECT last_number FROM identity.prospective_counters WHERE account_id = 'md001'`,
    );
    expect(counter.rows[0].last_number).toBe(2);
  });
});
