// TOTP (RFC 6238) with otplib 13 (async API). A code is usable once: the time step it matched is
// stored per login, and a second use of the same step is refused.
import { generate, generateSecret, generateURI, verify } from 'otplib';
import type { Pool } from 'pg';

/** Accept the previous and next 30 s step for clock drift between phone and server. */
const EPOCH_TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpURI(options: { issuer: string; label: string; secret: string }): string {
  return generateURI(options);
}

/** For tests and the e2e journey: the code an authenticator app would show at `now`. */
export function totpCode(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
}

/** Checks the code and, when it is right, spends it; false for a wrong or already used code. */
export async function verifyAndSpendTotp(
  pool: Pool,
  input: { accountID: string; loginID: number; secret: string; code: string; now: Date },
): Promise<boolean> {
  let result;
  try {
    result = await verify({
      secret: input.secret,
      token: input.code,
      epoch: Math.floor(input.now.getTime() / 1000),
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
    });
  } catch {
    return false;
  }
  if (!result.valid) return false;
  // the TOTP result names the matched step; derive it from the drift for the (HOTP-typed) union
  const timeStep =
    'timeStep' in result && typeof result.timeStep === 'number'
      ? result.timeStep
      : Math.floor(input.now.getTime() / 30_000) + result.delta;
  const spent = await pool.query(
    `INSERT INTO identity.used_totp_codes (account_id, login_id, time_step, used_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [input.accountID, input.loginID, timeStep, input.now],
  );
  // old steps can never match again; keep the table small
  await pool.query(`DELETE FROM identity.used_totp_codes WHERE login_id = $1 AND used_at < $2`, [
    input.loginID,
    new Date(input.now.getTime() - 10 * 60_000),
  ]);
  return (spent.rowCount ?? 0) === 1;
}
