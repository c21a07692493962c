// Raising an old hash (weaker scrypt parameters) to the current cost at a successful sign-in, the
// one moment the plain password is at hand. The history row of the same password is raised too:
// left weak, it would hand a database thief the cheap hash the upgrade meant to remove.
import type { Pool } from 'pg';
import { hashPassword, needsRehash } from './hash.ts';

/** Re-hashes when `storedHash` is below the current cost; true when it did. */
export async function upgradeHashIfWeak(
  pool: Pool,
  login: { id: number; passwordHash: string },
  password: string,
): Promise<boolean> {
  if (!needsRehash(login.passwordHash)) return false;
  const upgraded = await hashPassword(password);
  // `password_hash = $2` on both: a password changed meanwhile is left alone
  await pool.query(
    `WITH login AS (
       UPDATE identity.logins SET password_hash = $3 WHERE id = $1 AND password_hash = $2 RETURNING id
     )
     UPDATE identity.password_history SET password_hash = $3
      WHERE login_id IN (SELECT id FROM login) AND password_hash = $2`,
    [login.id, login.passwordHash, upgraded],
  );
  return true;
}
