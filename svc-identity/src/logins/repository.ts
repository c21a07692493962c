// Sign-in accounts: a username (unique per account by its normalised key) bound to one member.
import { normaliseUsername, type MemberReference } from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';
import { referenceFromRow, referenceToRow } from '../members/reference.ts';

export interface Login {
  id: number;
  accountID: string;
  username: string;
  /** normaliseUsername(username): what lookups, uniqueness and the sign-in limits compare. */
  usernameKey: string;
  member: MemberReference;
  passwordHash: string;
  passwordSetAt: Date;
  passwordExpiresAt: Date | null;
  accountExpiresAt: Date | null;
  mfaEnabled: boolean;
  mfaSecret: string | null;
  mfaPendingSecret: string | null;
}

interface LoginRow {
  id: string;
  account_id: string;
  username: string;
  username_key: string | null;
  member_type: string;
  member_id: string;
  password_hash: string;
  password_set_at: Date;
  password_expires_at: Date | null;
  account_expires_at: Date | null;
  mfa_enabled: boolean;
  mfa_secret: string | null;
  mfa_pending_secret: string | null;
}

function fromRow(row: LoginRow): Login {
  return {
    id: Number(row.id),
    accountID: row.account_id,
    username: row.username,
    usernameKey: row.username_key ?? normaliseUsername(row.username),
    member: referenceFromRow(row.member_type, row.member_id),
    passwordHash: row.password_hash,
    passwordSetAt: row.password_set_at,
    passwordExpiresAt: row.password_expires_at,
    accountExpiresAt: row.account_expires_at,
    mfaEnabled: row.mfa_enabled,
    mfaSecret: row.mfa_secret,
    mfaPendingSecret: row.mfa_pending_secret,
  };
}

type Queryable = Pool | PoolClient;

export async function findLoginByUsername(
  db: Queryable,
  accountID: string,
  username: string,
): Promise<Login | null> {
  const { rows } = await db.query<LoginRow>(
    `SELECT * FROM identity.logins WHERE account_id = $1 AND username_key = $2`,
    [accountID, normaliseUsername(username)],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function findLoginByMember(
  db: Queryable,
  accountID: string,
  member: MemberReference,
): Promise<Login | null> {
  const ref = referenceToRow(member);
  const { rows } = await db.query<LoginRow>(
    `SELECT * FROM identity.logins WHERE account_id = $1 AND member_type = $2 AND member_id = $3`,
    [accountID, ref.type, ref.id],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function findLoginByID(db: Queryable, accountID: string, id: number): Promise<Login | null> {
  const { rows } = await db.query<LoginRow>(
    `SELECT * FROM identity.logins WHERE account_id = $1 AND id = $2`,
    [accountID, id],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}
