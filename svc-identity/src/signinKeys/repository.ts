// identity.signin_keys: registered public keys. Listing and revoking stay inside the caller's
// account; only the sign-in check reads a Global key registered in another account.
import { randomUUID } from 'node:crypto';
import type { MemberReference, SigninKey, SigninKeyAlgorithm, SigninKeyScope } from '@portal/contracts';
import type { Pool } from 'pg';
import { referenceFromRow } from '../members/reference.ts';

interface KeyRow {
  id: string;
  account_id: string;
  name: string;
  scope: SigninKeyScope;
  algorithm: SigninKeyAlgorithm;
  public_key: string;
  fingerprint: string;
  member_type: string | null;
  member_id: string | null;
  created_by_type: string;
  created_by_id: string;
  created_at: Date;
  revoked_at: Date | null;
}

export interface StoredKey extends SigninKey {
  accountID: string;
  pem: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isKeyID = (id: string): boolean => UUID.test(id);

function fromRow(row: KeyRow): StoredKey {
  return {
    id: row.id,
    accountID: row.account_id,
    name: row.name,
    scope: row.scope,
    algorithm: row.algorithm,
    fingerprint: row.fingerprint,
    pem: row.public_key,
    member: row.member_type && row.member_id ? referenceFromRow(row.member_type, row.member_id) : null,
    createdBy: referenceFromRow(row.created_by_type, row.created_by_id),
    created: row.created_at.getTime(),
    revoked: row.revoked_at ? row.revoked_at.getTime() : null,
  };
}

/** The public view (no account id or PEM). */
export function publicView(key: StoredKey): SigninKey {
  const { accountID: _a, pem: _p, ...view } = key;
  return view;
}

export async function listKeys(pool: Pool, accountID: string): Promise<StoredKey[]> {
  const { rows } = await pool.query<KeyRow>(
    `SELECT * FROM identity.signin_keys WHERE account_id = $1 ORDER BY created_at DESC, id`,
    [accountID],
  );
  return rows.map(fromRow);
}

export async function insertKey(
  pool: Pool,
  input: {
    accountID: string;
    name: string;
    scope: SigninKeyScope;
    algorithm: SigninKeyAlgorithm;
    pem: string;
    fingerprint: string;
    member: MemberReference | null;
    createdBy: MemberReference;
    now: Date;
  },
): Promise<StoredKey> {
  const { rows } = await pool.query<KeyRow>(
    `INSERT INTO identity.signin_keys (id, account_id, name, scope, algorithm, public_key, fingerprint,
       member_type, member_id, created_by_type, created_by_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
    [
      randomUUID(),
      input.accountID,
      input.name,
      input.scope,
      input.algorithm,
      input.pem,
      input.fingerprint,
      input.member?.type ?? null,
      input.member ? String(input.member.id) : null,
      input.createdBy.type,
      String(input.createdBy.id),
      input.now,
    ],
  );
  return fromRow(rows[0]!);
}

/** A key of this account by id (management calls). */
export async function findOwnKey(pool: Pool, accountID: string, id: string): Promise<StoredKey | null> {
  if (!isKeyID(id)) return null;
  const { rows } = await pool.query<KeyRow>(
    `SELECT * FROM identity.signin_keys WHERE id = $1 AND account_id = $2`,
    [id, accountID],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

/** A key usable for a sign-in to `accountID`: one of its own, or a Global key of any account. */
export async function findKeyForSignin(pool: Pool, accountID: string, id: string): Promise<StoredKey | null> {
  if (!isKeyID(id)) return null;
  const { rows } = await pool.query<KeyRow>(
    `SELECT * FROM identity.signin_keys WHERE id = $1 AND (account_id = $2 OR scope = 'Global')`,
    [id, accountID],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function revokeKey(pool: Pool, accountID: string, id: string, now: Date): Promise<void> {
  await pool.query(
    `UPDATE identity.signin_keys SET revoked_at = COALESCE(revoked_at, $3) WHERE id = $1 AND account_id = $2`,
    [id, accountID, now],
  );
}
