import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { seedDemo } from './seed.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('identity_seed');
});
afterAll(async () => {
  await db?.drop();
});

describe('demo seed', () => {
  it('seeds md001, md002, md000 with site names, ~60 md001 members and the five demo sign-ins; twice is the same', async () => {
    const first = await seedDemo(db.pool, { password: 'Demo-Password-2024!' });
    const second = await seedDemo(db.pool, { password: 'Demo-Password-2024!' });
    expect(second).toEqual(first);
    const accounts = await db.pool.query(
      `SELECT id, type, registry->'Website'->>'Name' AS site FROM identity.accounts ORDER BY id`,
    );
    expect(accounts.rows).toEqual([
      { id: 'md000', type: 'CAPWING', site: 'Maryland Demo Wing' },
      { id: 'md001', type: 'CAPSQUADRON', site: 'Maryland Demo Composite Squadron' },
      { id: 'md002', type: 'CAPSQUADRON', site: 'Maryland Demo Cadet Squadron' },
    ]);
    const members = await db.pool.query(
      `SELECT count(*)::int AS n, count(DISTINCT flight)::int AS flights FROM identity.members WHERE account_id = 'md001'`,
    );
    expect(members.rows[0].n).toBeGreaterThanOrEqual(55);
    expect(members.rows[0].flights).toBe(4);
    const logins = await db.pool.query(
      `SELECT l.username, m.senior_member, p.permissions->>'PermissionManagement' AS pm,
              array(SELECT duty FROM identity.duty_positions d WHERE d.member_id = m.id AND d.account_id = m.account_id) AS duties
         FROM identity.logins l
         JOIN identity.members m ON m.account_id = l.account_id AND m.id = l.member_id
         JOIN identity.permissions p ON p.account_id = l.account_id AND p.member_id = l.member_id
        WHERE l.account_id = 'md001' ORDER BY l.username`,
    );
    const byName = Object.fromEntries(logins.rows.map((r) => [r.username, r]));
    expect(Object.keys(byName)).toEqual(['admin', 'cadet', 'manager', 'senior', 'staff']);
    expect(byName.admin).toMatchObject({ senior_member: true, pm: 'FULL', duties: ['Commander'] });
    expect(byName.staff).toMatchObject({ senior_member: false, duties: ['Cadet Flight Commander'] });
    expect(byName.senior.senior_member).toBe(true);
    expect(byName.cadet.senior_member).toBe(false);
    const temporary = await db.pool.query(
      `SELECT count(*)::int AS n FROM identity.duty_positions WHERE type = 'CAPUnit' AND expires IS NOT NULL`,
    );
    expect(temporary.rows[0].n).toBeGreaterThan(0);
  });

  it('the demo (not the test fixtures) adds two prospective members and change-log notes to md001', async () => {
    const prospects = await db.pool.query(
      `SELECT count(*)::int AS n FROM identity.members WHERE account_id = 'md001' AND type = 'CAPProspectiveMember'`,
    );
    expect(prospects.rows[0].n).toBe(2);
    const notes = await db.pool.query(
      `SELECT count(*)::int AS n FROM identity.changelog_entries WHERE account_id = 'md001'`,
    );
    expect(notes.rows[0].n).toBeGreaterThanOrEqual(2);
  });

  it("the demo adds a member whose password has expired (sign-in 'expired'), for the §2 reset-password sub-screen", async () => {
    const { rows } = await db.pool.query(
      `SELECT member_id, password_expires_at <= now() AS expired FROM identity.logins
        WHERE account_id = 'md001' AND username = 'expired'`,
    );
    expect(rows).toEqual([{ member_id: '510018', expired: true }]);
  });
});
