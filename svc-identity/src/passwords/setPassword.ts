// Changing a password: policy (§5), history (InHistory against the last N passwords), expiry,
// and ending the member's other sessions (a stolen session does not survive a password change).
import {
  normaliseUsername,
  type MemberReference,
  type PasswordCheckResult,
  type PasswordSetResult,
} from '@portal/contracts';
import { inTransaction } from '@portal/contracts/server';
import type { AppDeps } from '../deps.ts';
import { endOtherSessions } from '../sessions/store.ts';
import { hashPassword, verifyPassword } from './hash.ts';
import { passwordMeetsPolicy, PASSWORD_POLICY_EFFECTIVE } from './policy.ts';

type Deps = Pick<AppDeps, 'pool' | 'redis' | 'config' | 'clock'>;

export interface SetPasswordInput {
  accountID: string;
  loginID: number;
  password: string;
  /** The session to keep (the one changing the password); every other session of the member ends. */
  keepSessionID?: string | null;
}

/** The expiry stamp for a password set now (null = never expires). */
export function passwordExpiry(config: Deps['config'], now: Date): Date | null {
  return config.passwordMaxAgeDays > 0
    ? new Date(now.getTime() + config.passwordMaxAgeDays * 86_400_000)
    : null;
}

/**
 * Valid, or Expired when its expiry passed or it was set before the policy took effect
 * (those passwords may not meet the policy, so the member must choose a new one).
 */
export function checkPasswordAge(
  login: { passwordSetAt: Date; passwordExpiresAt: Date | null },
  now: Date,
): PasswordCheckResult {
  if (login.passwordExpiresAt !== null && login.passwordExpiresAt.getTime() <= now.getTime())
    return 'Expired';
  if (login.passwordSetAt.getTime() < PASSWORD_POLICY_EFFECTIVE.getTime()) return 'Expired';
  return 'Valid';
}

/** True when the password equals one of the login's last `depth` passwords (current included). */
export async function isInHistory(deps: Deps, loginID: number, password: string): Promise<boolean> {
  const { rows } = await deps.pool.query<{ password_hash: string }>(
    `SELECT password_hash FROM identity.password_history WHERE login_id = $1 ORDER BY set_at DESC LIMIT $2`,
    [loginID, Math.max(1, deps.config.passwordHistoryDepth)],
  );
  // one at a time: each verification holds ~256 MiB at the OWASP cost
  for (const row of rows) {
    if (await verifyPassword(password, row.password_hash)) return true;
  }
  return false;
}

export async function setPassword(deps: Deps, input: SetPasswordInput): Promise<PasswordSetResult> {
  if (!passwordMeetsPolicy(input.password)) return 'Complexity';
  const login = await deps.pool.query<{ member_type: string; member_id: string }>(
    `SELECT member_type, member_id FROM identity.logins WHERE id = $1 AND account_id = $2`,
    [input.loginID, input.accountID],
  );
  const row = login.rows[0];
  if (!row) return 'ServerError';
  if (await isInHistory(deps, input.loginID, input.password)) return 'InHistory';

  const now = deps.clock();
  const hash = await hashPassword(input.password);
  await inTransaction(deps.pool, async (client) => {
    await client.query(
      `UPDATE identity.logins SET password_hash = $3, password_set_at = $4, password_expires_at = $5
        WHERE id = $1 AND account_id = $2`,
      [input.loginID, input.accountID, hash, now, passwordExpiry(deps.config, now)],
    );
    await client.query(
      `INSERT INTO identity.password_history (account_id, login_id, password_hash, set_at) VALUES ($1, $2, $3, $4)`,
      [input.accountID, input.loginID, hash, now],
    );
    // only the last `depth` passwords matter; older ones need not be kept
    await client.query(
      `DELETE FROM identity.password_history WHERE login_id = $1 AND set_at < (
         SELECT min(set_at) FROM (
           SELECT set_at FROM identity.password_history WHERE login_id = $1 ORDER BY set_at DESC LIMIT $2
         ) AS kept)`,
      [input.loginID, Math.max(1, deps.config.passwordHistoryDepth)],
    );
  });

  const member: MemberReference =
    row.member_type === 'CAPNHQMember'
      ? { type: 'CAPNHQMember', id: Number(row.member_id) }
      : { type: 'CAPProspectiveMember', id: row.member_id };
  await endOtherSessions(deps, input.accountID, member, input.keepSessionID ?? null);
  return 'Ok';
}

export type CreateLoginResult =
  { result: 'Ok'; loginID: number } | { result: 'Complexity' | 'UsernameTaken' | 'MemberHasLogin' };

/**
 * Creates the sign-in account of a member (finish account setup). The username must be free
 * in the account (case-insensitive) and the member may have only one.
 */
export async function createLogin(
  deps: Deps,
  input: { accountID: string; username: string; member: MemberReference; password: string },
): Promise<CreateLoginResult> {
  if (!passwordMeetsPolicy(input.password)) return { result: 'Complexity' };
  const now = deps.clock();
  const hash = await hashPassword(input.password);
  try {
    const loginID = await inTransaction(deps.pool, async (client) => {
      const inserted = await client.query<{ id: string }>(
        `INSERT INTO identity.logins (account_id, username, username_key, member_type, member_id, password_hash, password_set_at, password_expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          input.accountID,
          input.username,
          normaliseUsername(input.username),
          input.member.type,
          String(input.member.id),
          hash,
          now,
          passwordExpiry(deps.config, now),
        ],
      );
      const loginID = Number(inserted.rows[0]!.id);
      await client.query(
        `INSERT INTO identity.password_history (account_id, login_id, password_hash, set_at) VALUES ($1, $2, $3, $4)`,
        [input.accountID, loginID, hash, now],
      );
      return loginID;
    });
    return { result: 'Ok', loginID };
  } catch (error) {
    const constraint = (error as { constraint?: string }).constraint;
    if (constraint === 'logins_username_idx') return { result: 'UsernameTaken' };
    if (constraint === 'logins_member_idx') return { result: 'MemberHasLogin' };
    throw error;
  }
}
