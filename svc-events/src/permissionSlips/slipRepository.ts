// events.permission_slips rows (migration 1732000000800): one slip per event and cadet.
import type { MemberReference, SlipFields, SlipState } from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';

type Db = Pool | PoolClient;

export interface SlipRow {
  account_id: string;
  event_id: number;
  member_type: MemberReference['type'];
  member_id: string;
  member_name: string;
  state: Exclude<SlipState, 'NOT_REQUESTED'>;
  version: number;
  token_hash: string | null;
  token_revoked: boolean;
  expires_at: string;
  sent_at: string;
  reminded_version: number | null;
  signed_at: string | null;
  guardian_name: string | null;
  relationship: string | null;
  phone_during_activity: string | null;
  alternate_phone: string | null;
  signature: string | null;
  signer_ip: string | null;
  signer_user_agent: string | null;
  content_hash: string | null;
  signed_fields: SlipFields | null;
  file_id: string | null;
}

export const memberOfRow = (row: Pick<SlipRow, 'member_type' | 'member_id'>): MemberReference =>
  row.member_type === 'CAPNHQMember'
    ? { type: 'CAPNHQMember', id: Number(row.member_id) }
    : { type: 'CAPProspectiveMember', id: row.member_id };

export async function slipsOfEvent(db: Db, accountID: string, eventID: number): Promise<SlipRow[]> {
  const result = await db.query<SlipRow>(
    'SELECT * FROM events.permission_slips WHERE account_id = $1 AND event_id = $2 ORDER BY member_name',
    [accountID, eventID],
  );
  return result.rows;
}

export async function findSlip(
  db: Db,
  accountID: string,
  eventID: number,
  member: MemberReference,
  lock = false,
): Promise<SlipRow | null> {
  const result = await db.query<SlipRow>(
    `SELECT * FROM events.permission_slips
      WHERE account_id = $1 AND event_id = $2 AND member_type = $3 AND member_id = $4${lock ? ' FOR UPDATE' : ''}`,
    [accountID, eventID, member.type, String(member.id)],
  );
  return result.rows[0] ?? null;
}

/** The slip a token hash names (locked for the answer), or null. */
export async function slipByTokenHash(db: Db, tokenHash: string, lock = false): Promise<SlipRow | null> {
  const result = await db.query<SlipRow>(
    `SELECT * FROM events.permission_slips WHERE token_hash = $1${lock ? ' FOR UPDATE' : ''}`,
    [tokenHash],
  );
  return result.rows[0] ?? null;
}

/**
 * Issues (or re-issues) a slip's link: a new token hash and version; the old hash is gone, so the
 * old link stops working at once. A signed slip keeps its signature until the new answer.
 */
export async function issueSlip(
  db: Db,
  slip: {
    accountID: string;
    eventID: number;
    member: MemberReference;
    memberName: string;
    tokenHash: string;
    expiresAt: number;
    now: number;
    state: 'SENT' | 'NEEDS_RESIGNING';
  },
): Promise<SlipRow> {
  const result = await db.query<SlipRow>(
    `INSERT INTO events.permission_slips
       (account_id, event_id, member_type, member_id, member_name, state, token_hash, expires_at, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (account_id, event_id, member_type, member_id) DO UPDATE SET
       member_name = EXCLUDED.member_name, state = EXCLUDED.state, token_hash = EXCLUDED.token_hash,
       token_revoked = false, expires_at = EXCLUDED.expires_at, sent_at = EXCLUDED.sent_at,
       version = events.permission_slips.version + 1
     RETURNING *`,
    [
      slip.accountID,
      slip.eventID,
      slip.member.type,
      String(slip.member.id),
      slip.memberName,
      slip.state,
      slip.tokenHash,
      slip.expiresAt,
      slip.now,
    ],
  );
  return result.rows[0]!;
}

export async function revokeSlip(db: Db, row: SlipRow): Promise<void> {
  await db.query(
    `UPDATE events.permission_slips SET token_revoked = true
      WHERE account_id = $1 AND event_id = $2 AND member_type = $3 AND member_id = $4`,
    [row.account_id, row.event_id, row.member_type, row.member_id],
  );
}

export interface SlipAnswer {
  state: 'SIGNED' | 'DECLINED';
  at: number;
  guardianName: string;
  relationship: string;
  phoneDuringActivity: string;
  alternatePhone: string;
  signature: string;
  ip: string;
  userAgent: string;
  contentHash: string;
  fields: SlipFields;
}

/**
 * Records the guardian's answer with its audit; the token is spent (its hash is cleared). The
 * previous answer's signed PDF is no longer this slip's (a new one is stored for a new signature).
 */
export async function answerSlip(db: Db, row: SlipRow, answer: SlipAnswer): Promise<void> {
  await db.query(
    `UPDATE events.permission_slips SET state = $5, signed_at = $6, guardian_name = $7, relationship = $8,
            phone_during_activity = $9, alternate_phone = $10, signature = $11, signer_ip = $12,
            signer_user_agent = $13, content_hash = $14, signed_fields = $15, token_hash = NULL,
            file_id = NULL
      WHERE account_id = $1 AND event_id = $2 AND member_type = $3 AND member_id = $4`,
    [
      row.account_id,
      row.event_id,
      row.member_type,
      row.member_id,
      answer.state,
      answer.at,
      answer.guardianName,
      answer.relationship,
      answer.phoneDuringActivity,
      answer.alternatePhone,
      answer.signature,
      answer.ip,
      answer.userAgent,
      answer.contentHash,
      JSON.stringify(answer.fields),
    ],
  );
}

/** A used token: spent hashes are cleared, so "used" is told by a hash kept apart per answer. */
export async function recordSpentToken(db: Db, tokenHash: string, row: SlipRow): Promise<void> {
  await db.query(
    `INSERT INTO events.permission_slip_spent_tokens (token_hash, account_id, event_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [tokenHash, row.account_id, row.event_id],
  );
}

export async function isSpentToken(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM events.permission_slip_spent_tokens WHERE token_hash = $1', [
    tokenHash,
  ]);
  return (result.rowCount ?? 0) > 0;
}

/** Revoked and re-issued hashes are kept too, so their links say "withdrawn" rather than "unknown". */
export async function recordRetiredToken(db: Db, tokenHash: string | null, row: SlipRow): Promise<void> {
  if (!tokenHash) return;
  await db.query(
    `INSERT INTO events.permission_slip_retired_tokens (token_hash, account_id, event_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [tokenHash, row.account_id, row.event_id],
  );
}

export async function isRetiredToken(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM events.permission_slip_retired_tokens WHERE token_hash = $1', [
    tokenHash,
  ]);
  return (result.rowCount ?? 0) > 0;
}

/**
 * Links the signed PDF to the slip, only while the slip still holds the signature it was made of
 * (a later answer has cleared file_id and is recorded by its own PDF).
 */
export async function setSlipFile(
  db: Db,
  row: Pick<SlipRow, 'account_id' | 'event_id' | 'member_type' | 'member_id' | 'signed_at' | 'content_hash'>,
  fileID: string,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE events.permission_slips SET file_id = $5
      WHERE account_id = $1 AND event_id = $2 AND member_type = $3 AND member_id = $4
        AND state IN ('SIGNED', 'NEEDS_RESIGNING') AND signed_at = $6 AND content_hash = $7`,
    [row.account_id, row.event_id, row.member_type, row.member_id, fileID, row.signed_at, row.content_hash],
  );
  return (result.rowCount ?? 0) > 0;
}
