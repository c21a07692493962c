// Password storage at OWASP cost, old hashes upgraded at sign-in.
// OWASP Password Storage Cheat Sheet, scrypt: N=2^17 (128 MiB), r=8, p=1 at the least.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, OWASP_SCRYPT, parseHash, verifyPassword } from '../passwords/hash.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

/** Every test here signs in (a full scrypt hash each): generous, as the machine may be busy. */
const HASH_HEAVY_TIMEOUT_MS = 180_000;

let t: TestApp;
// The test run hashes at a lower cost (vitest.config.ts); this file checks the real one.
const testCost = process.env.PASSWORD_HASH_LOG_N;
beforeAll(async () => {
  delete process.env.PASSWORD_HASH_LOG_N;
  t = await createTestApp();
});
afterAll(async () => {
  if (testCost !== undefined) process.env.PASSWORD_HASH_LOG_N = testCost;
  await t?.close();
});

async function storedHash(username: string): Promise<string> {
  const { rows } = await t.db.pool.query<{ password_hash: string }>(
    `SELECT password_hash FROM identity.logins WHERE account_id = 'md001' AND username = $1`,
    [username],
  );
  return rows[0]!.password_hash;
}

async function historyHashes(username: string): Promise<string[]> {
  const { rows } = await t.db.pool.query<{ password_hash: string }>(
    `SELECT h.password_hash FROM identity.password_history h JOIN identity.logins l ON l.id = h.login_id
      WHERE l.account_id = 'md001' AND l.username = $1 ORDER BY h.set_at`,
    [username],
  );
  return rows.map((r) => r.password_hash);
}

/** Replaces the login's hash (and its history entry) with one made at weaker parameters. */
async function giveWeakHash(username: string, password: string): Promise<string> {
  const weak = await hashPassword(password, { logN: 10, r: 8, p: 1 });
  await t.db.pool.query(
    `UPDATE identity.password_history SET password_hash = $2
      WHERE login_id = (SELECT id FROM identity.logins WHERE account_id = 'md001' AND username = $1)`,
    [username, weak],
  );
  await t.db.pool.query(
    `UPDATE identity.logins SET password_hash = $2 WHERE account_id = 'md001' AND username = $1`,
    [username, weak],
  );
  return weak;
}

describe('security: password storage at OWASP cost', { timeout: HASH_HEAVY_TIMEOUT_MS }, () => {
  it('security: the current scrypt parameters meet the OWASP minimum (N=2^17, r=8, p=1)', () => {
    expect(OWASP_SCRYPT.logN).toBeGreaterThanOrEqual(17);
    expect(OWASP_SCRYPT.r).toBeGreaterThanOrEqual(8);
    expect(OWASP_SCRYPT.p).toBeGreaterThanOrEqual(1);
  });

  it('security: a password set through the service is stored as scrypt N=2^17, r=8, p=1 with its own 16-byte salt', async () => {
    await t.db.pool.query(
      `UPDATE identity.logins SET password_expires_at = now() WHERE account_id = 'md001' AND username IN ('manager', 'staff')`,
    );
    for (const username of ['manager', 'staff']) {
      const browser = t.browser();
      expect((await browser.signin(username, TEST_PASSWORD)).body.result).toBe('PasswordExpired');
      const set = await browser.postWithToken('/api/member/passwordreset', {
        password: 'Same-New-Password-4',
      });
      expect(set.body).toEqual({ result: 'Ok' });
    }
    const [manager, staff] = [await storedHash('manager'), await storedHash('staff')];
    for (const stored of [manager, staff]) {
      expect(stored).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
      const parsed = parseHash(stored)!;
      expect(parsed.salt.length).toBe(16);
      expect(parsed.key.length).toBe(32);
      expect(stored).not.toContain('Same-New-Password-4');
    }
    // the same password, two logins: different salts, different hashes
    expect(manager).not.toBe(staff);
    expect((await historyHashes('manager')).at(-1)).toBe(manager);
  });

  it('security: an old, weaker hash is upgraded to the current cost at a successful sign-in (login and its history entry)', async () => {
    const weak = await giveWeakHash('cadet', TEST_PASSWORD);
    const res = await t.browser().signin('cadet', TEST_PASSWORD);
    expect(res.body.result).toBe('None');

    const upgraded = await storedHash('cadet');
    expect(upgraded).not.toBe(weak);
    expect(parseHash(upgraded)!.params).toEqual({ logN: 17, r: 8, p: 1 });
    expect(await verifyPassword(TEST_PASSWORD, upgraded)).toBe(true);
    // no copy of the cheap hash is left behind in the password history
    const history = await historyHashes('cadet');
    expect(history).not.toContain(weak);
    expect(history).toContain(upgraded);
    // and the upgraded password still signs in and still counts as in history
    expect((await t.browser().signin('cadet', TEST_PASSWORD)).body.result).toBe('None');
  });

  it('security: a wrong password leaves an old hash alone (only the right password is re-hashed)', async () => {
    const weak = await giveWeakHash('admin', TEST_PASSWORD);
    const res = await t.browser().signin('admin', 'Wrong-Password-2024!');
    expect(res.body.result).toBe('IncorrectCredentials');
    expect(await storedHash('admin')).toBe(weak);
  });
});
