import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLoginByUsername } from '../logins/repository.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import { checkPasswordAge, setPassword } from './setPassword.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { passwordHistoryDepth: 2, passwordMaxAgeDays: 90 } });
});
afterAll(async () => {
  await t?.close();
});

describe('setPassword (policy §5, history InHistory, expiry)', () => {
  it('refuses a password that fails the policy (Complexity) and one of the last N (InHistory); older ones may return', async () => {
    const deps = { pool: t.db.pool, redis: t.redis, config: t.config, clock: t.now };
    const login = (await findLoginByUsername(t.db.pool, 'md001', 'cadet'))!;
    const set = (password: string) => setPassword(deps, { accountID: 'md001', loginID: login.id, password });
    expect(await set('alllowercase')).toBe('Complexity');
    expect(await set(TEST_PASSWORD)).toBe('InHistory');
    expect(await set('Second-Password-22')).toBe('Ok');
    expect(await set('Third-Password-333')).toBe('Ok');
    expect(await set('Second-Password-22')).toBe('InHistory');
    // with a history depth of 2 the first password has dropped out
    expect(await set(TEST_PASSWORD)).toBe('Ok');
    const history = await t.db.pool.query(
      `SELECT count(*)::int AS n FROM identity.password_history WHERE login_id = $1`,
      [login.id],
    );
    expect(history.rows[0].n).toBe(2);
  });

  it('a new password expires after PASSWORD_MAX_AGE_DAYS', async () => {
    const login = (await findLoginByUsername(t.db.pool, 'md001', 'cadet'))!;
    expect(login.passwordExpiresAt).not.toBeNull();
    expect(checkPasswordAge(login, t.now())).toBe('Valid');
    expect(checkPasswordAge(login, new Date(t.now().getTime() + 91 * 86_400_000))).toBe('Expired');
  });
});
