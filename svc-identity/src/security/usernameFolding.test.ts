// One normalised form of a username (normaliseUsername in @portal/contracts: NFKC, then lower
// case) is stored at creation and used by the lookup and by the sign-in limits alike, so a name
// can never sign in as one member while being counted as another string.
import { normaliseUsername } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyUnkeyedLogins } from '../logins/usernameKeys.ts';
import { createLogin } from '../passwords/setPassword.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('security: usernames are compared in one normalised form', { timeout: 60_000 }, () => {
  it('security: senİor (U+0130) is not senior: it is refused like any unknown name, and counted under the same key the lookup used', async () => {
    const site = t.variant({ signinFailuresPerUserAddress: 2 });
    const browser = () => {
      const b = site.browser();
      b.ip = '198.51.100.201';
      return b;
    };
    expect((await browser().signin('senİor', TEST_PASSWORD)).body.result).toBe('IncorrectCredentials');
    expect((await browser().signin('SENİOR', TEST_PASSWORD)).body.result).toBe('IncorrectCredentials');
    // both spellings are one name to the limit: the third try of it from this address is refused...
    expect((await browser().signin('senİor', TEST_PASSWORD)).status).toBe(429);
    // ...while senior, another name, is not held by it
    expect((await browser().signin('senior', TEST_PASSWORD)).body.result).toBe('None');
  });

  it('security: the case and compatibility forms of a username (SENIOR, full-width ＳＥＮＩＯＲ) sign in as that member', async () => {
    for (const typed of ['SENIOR', 'Senior', 'ＳＥＮＩＯＲ']) {
      const res = await t.browser().signin(typed, TEST_PASSWORD);
      expect(res.body.result).toBe('None');
      expect(res.body.member).toMatchObject({ id: 510005 });
    }
  });

  it('security: a new username that differs from a taken one only by its form is taken too; a new one is stored with its key', async () => {
    const deps = { pool: t.db.pool, redis: t.redis, clock: t.now, config: t.config };
    const member = { type: 'CAPNHQMember' as const, id: 510010 };
    await t.db.pool.query(`DELETE FROM identity.logins WHERE account_id = 'md001' AND member_id = '510010'`);
    const taken = await createLogin(deps, {
      accountID: 'md001',
      username: 'ＣＡＤＥＴ',
      member,
      password: TEST_PASSWORD,
    });
    expect(taken).toEqual({ result: 'UsernameTaken' });
    const made = await createLogin(deps, {
      accountID: 'md001',
      username: 'Ｎｅｗｂｉｅ',
      member,
      password: TEST_PASSWORD,
    });
    expect(made.result).toBe('Ok');
    const { rows } = await t.db.pool.query(
      `SELECT username, username_key FROM identity.logins WHERE member_id = '510010'`,
    );
    expect(rows).toEqual([{ username: 'Ｎｅｗｂｉｅ', username_key: 'newbie' }]);
    expect((await t.browser().signin('newbie', TEST_PASSWORD)).body.result).toBe('None');
  });

  it('security: the migration keys existing logins with the same function; a name that then collides with an older one is renamed, not merged', async () => {
    // rows as they were before the key column: without a key
    await t.db.pool.query(`ALTER TABLE identity.logins DROP CONSTRAINT logins_username_key_set`);
    await t.db.pool.query(`UPDATE identity.logins SET username_key = NULL WHERE account_id = 'md002'`);
    const { rows: before } = await t.db.pool.query<{ id: string }>(
      `UPDATE identity.logins SET username = 'ＡＤＭＩＮ' WHERE account_id = 'md002' AND username = 'cadet' RETURNING id`,
    );
    const renamedID = before[0]!.id;
    await keyUnkeyedLogins(t.db.pool);
    const { rows } = await t.db.pool.query<{ id: string; username: string; username_key: string }>(
      `SELECT id, username, username_key FROM identity.logins WHERE account_id = 'md002' ORDER BY id`,
    );
    for (const row of rows) expect(row.username_key).toBe(normaliseUsername(row.username));
    expect(rows.find((r) => r.id === renamedID)!.username).toBe(`ＡＤＭＩＮ-${renamedID}`);
    expect(rows.filter((r) => r.username_key === 'admin')).toHaveLength(1);
    expect((await t.browser('md002').signin('admin', TEST_PASSWORD)).body.result).toBe('None');
  });
});
