// Personal feed tokens: one active per member per account (events.calendar_feed_tokens). A token is
// HMAC-SHA256(secret, account, member, nonce) in base64url (32 bytes, 43 characters), the nonce 32
// random bytes. The table keeps the nonce and sha256(token): the member's page can show the same
// link again (recomputed with the secret), a calendar's fetch finds the member by the hash, and the
// database alone gives no working link. A reset draws a new nonce, so the old token no longer
// matches any row. If the secret changes, links change with it: old links 404 at once (a lookup
// derives the token again with the current secret) and the hash is refreshed on the next
// GET /api/calendar/feed, which is what rotating a secret should do.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FEED_TOKEN_BYTES, type MemberReference } from '@portal/contracts';
import type { Pool } from 'pg';

export interface FeedTokenDeps {
  db: Pool;
  secret: string;
  now: () => number;
}

interface TokenRow {
  nonce: string;
  token_hash: string;
  created_at: string;
}

export interface PersonalToken {
  token: string;
  created: number;
}

export const sha256Hex = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function deriveFeedToken(
  secret: string,
  accountID: string,
  member: { type: string; id: string | number },
  nonce: string,
) {
  return createHmac('sha256', secret)
    .update(['calendar-feed', accountID, member.type, String(member.id), nonce].join('\n'))
    .digest()
    .subarray(0, FEED_TOKEN_BYTES)
    .toString('base64url');
}

const safeEqual = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const newNonce = () => randomBytes(32).toString('base64url');
const key = (accountID: string, member: MemberReference) => [accountID, member.type, String(member.id)];

/** The member's token, made on first use. */
export async function ensureFeedToken(
  deps: FeedTokenDeps,
  accountID: string,
  member: MemberReference,
): Promise<PersonalToken> {
  const made = deriveFor(deps, accountID, member, newNonce());
  // two first calls at once: one insert wins, both then read the same row
  await deps.db.query(
    `INSERT INTO events.calendar_feed_tokens (account_id, member_type, member_id, nonce, token_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (account_id, member_type, member_id) DO NOTHING`,
    [...key(accountID, member), made.nonce, made.hash, deps.now()],
  );
  const result = await deps.db.query<TokenRow>(
    `SELECT nonce, token_hash, created_at FROM events.calendar_feed_tokens
     WHERE account_id = $1 AND member_type = $2 AND member_id = $3`,
    key(accountID, member),
  );
  const row = result.rows[0]!;
  const current = deriveFor(deps, accountID, member, row.nonce);
  if (current.hash !== row.token_hash) {
    // the secret changed since the row was written: the link changes with it
    await deps.db.query(
      `UPDATE events.calendar_feed_tokens SET token_hash = $4
       WHERE account_id = $1 AND member_type = $2 AND member_id = $3`,
      [...key(accountID, member), current.hash],
    );
  }
  return { token: current.token, created: Number(row.created_at) };
}

/** A new token; the old one stops working at once. */
export async function resetFeedToken(
  deps: FeedTokenDeps,
  accountID: string,
  member: MemberReference,
): Promise<PersonalToken> {
  const made = deriveFor(deps, accountID, member, newNonce());
  const created = deps.now();
  await deps.db.query(
    `INSERT INTO events.calendar_feed_tokens (account_id, member_type, member_id, nonce, token_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (account_id, member_type, member_id)
     DO UPDATE SET nonce = EXCLUDED.nonce, token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at`,
    [...key(accountID, member), made.nonce, made.hash, created],
  );
  return { token: made.token, created };
}

/**
 * Whose feed a token opens in this account, or null (unknown, revoked, another account's). The
 * row is found by the token's hash, then the token is derived again from the row with the current
 * secret: after CONTEXT_SECRET is rotated every old link is refused at once, not only once its
 * member opens the page again.
 */
export async function memberForFeedToken(
  deps: Pick<FeedTokenDeps, 'db' | 'secret'>,
  accountID: string,
  token: string,
): Promise<{ type: string; id: string } | null> {
  const result = await deps.db.query<{ member_type: string; member_id: string; nonce: string }>(
    `SELECT member_type, member_id, nonce FROM events.calendar_feed_tokens
     WHERE account_id = $1 AND token_hash = $2`,
    [accountID, sha256Hex(token)],
  );
  const row = result.rows[0];
  if (!row) return null;
  const member = { type: row.member_type, id: row.member_id };
  const current = deriveFeedToken(deps.secret, accountID, member, row.nonce);
  return safeEqual(current, token) ? member : null;
}

function deriveFor(deps: FeedTokenDeps, accountID: string, member: MemberReference, nonce: string) {
  const token = deriveFeedToken(deps.secret, accountID, member, nonce);
  return { nonce, token, hash: sha256Hex(token) };
}
