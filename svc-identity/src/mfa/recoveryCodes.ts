// Recovery codes: 10 random codes of 10 base32 characters (50 bits each) made at enrolment, shown
// once, stored as SHA-256 hashes (random codes need no slow hash), each spent at most once.
import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function newCode(): string {
  const bytes = randomBytes(10);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte & 31];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The stored form of a code as the member may type it (case, spaces and dashes ignored). */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
}

/** Replaces the login's codes with new ones and returns them (the only time they exist in clear). */
export async function replaceRecoveryCodes(db: PoolClient, loginID: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.query(`DELETE FROM identity.mfa_recovery_codes WHERE login_id = $1`, [loginID]);
  await db.query(
    `INSERT INTO identity.mfa_recovery_codes (login_id, code_hash, created_at)
     SELECT $1, unnest($2::text[]), $3`,
    [loginID, codes.map(recoveryCodeHash), now],
  );
  return codes;
}

/** True once for an unused code of the login (the update is the check, so two uses cannot race). */
export async function spendRecoveryCode(
  pool: Pool,
  loginID: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const spent = await pool.query(
    `UPDATE identity.mfa_recovery_codes SET used_at = $3
      WHERE login_id = $1 AND code_hash = $2 AND used_at IS NULL`,
    [loginID, recoveryCodeHash(code), now],
  );
  return (spent.rowCount ?? 0) === 1;
}
