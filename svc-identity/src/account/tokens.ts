// Single-use emailed tokens (finish account setup, finish password reset). The link carries 32
// random bytes; only their SHA-256 is stored, so the table alone gives no usable links.
import { createHash, randomBytes } from 'node:crypto';
import type { MemberReference } from '@portal/contracts';
import { inTransaction } from '@portal/contracts/server';
import type { Pool } from 'pg';
import { referenceFromRow, referenceToRow } from '../members/reference.ts';

export type AccountTokenKind = 'AccountSetup' | 'PasswordReset';

export const TOKEN_LIFETIME_MS: Record<AccountTokenKind, number> = {
  AccountSetup: 24 * 3600_000,
  // a reset link is a password equivalent: keep its window short
  PasswordReset: 3600_000,
};

export interface AccountToken {
  tokenHash: string;
  accountID: string;
  kind: AccountTokenKind;
  member: MemberReference;
  email: string | null;
  expiresAt: Date;
  usedAt: Date | null;
}

interface TokenRow {
  token_hash: string;
  account_id: string;
  kind: AccountTokenKind;
  member_type: string;
  member_id: string;
  email: string | null;
  expires_at: Date;
  used_at: Date | null;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A short, non-secret id of a token (for job ids and logs): a prefix of its hash. */
export function tokenID(tokenHash: string): string {
  return tokenHash.slice(0, 24);
}

function fromRow(row: TokenRow): AccountToken {
  return {
    tokenHash: row.token_hash,
    accountID: row.account_id,
    kind: row.kind,
    member: referenceFromRow(row.member_type, row.member_id),
    email: row.email,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  };
}

/**
 * Issues a new token. Earlier unused tokens of the same kind for the member are retired, so only
 * the newest link works.
 */
export async function issueToken(
  pool: Pool,
  input: {
    accountID: string;
    kind: AccountTokenKind;
    member: MemberReference;
    email: string | null;
    now: Date;
  },
): Promise<{ token: string; tokenHash: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const expiresAt = new Date(input.now.getTime() + TOKEN_LIFETIME_MS[input.kind]);
  const ref = referenceToRow(input.member);
  await inTransaction(pool, async (client) => {
    await client.query(
      `UPDATE identity.account_tokens SET used_at = $5
        WHERE account_id = $1 AND kind = $2 AND member_type = $3 AND member_id = $4 AND used_at IS NULL`,
      [input.accountID, input.kind, ref.type, ref.id, input.now],
    );
    await client.query(
      `INSERT INTO identity.account_tokens (token_hash, account_id, kind, member_type, member_id, email, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [tokenHash, input.accountID, input.kind, ref.type, ref.id, input.email, input.now, expiresAt],
    );
  });
  return { token, tokenHash, expiresAt };
}

/**
 * Claims a live token atomically (one winner under concurrency). Returns null when the token is
 * unknown, of another account or kind, already used, or expired.
 */
export async function claimToken(
  pool: Pool,
  input: { accountID: string; kind: AccountTokenKind; token: string; now: Date },
): Promise<AccountToken | null> {
  const { rows } = await pool.query<TokenRow>(
    `UPDATE identity.account_tokens SET used_at = $4
      WHERE token_hash = $1 AND account_id = $2 AND kind = $3 AND used_at IS NULL AND expires_at > $4
      RETURNING *`,
    [hashToken(input.token), input.accountID, input.kind, input.now],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

/** Gives a claimed token back when the member's input was refused (e.g. a weak password). */
export async function releaseToken(pool: Pool, claimed: AccountToken, claimedAt: Date): Promise<void> {
  await pool.query(
    `UPDATE identity.account_tokens SET used_at = NULL WHERE token_hash = $1 AND account_id = $2 AND used_at = $3`,
    [claimed.tokenHash, claimed.accountID, claimedAt],
  );
}
