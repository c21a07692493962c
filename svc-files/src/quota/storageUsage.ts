// How many bytes a member and their account keep in the drive: every row that holds or will hold
// bytes (ready, and pending uploads whose bytes wait in temporary storage); failed uploads have
// had their bytes removed and do not count. A member's bytes are the files they own, wherever
// they sit in the account's drive.
import type { DriveQuota, MemberReference } from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';
import type { DriveQuotas } from './quotas.ts';

export async function storageUsageOf(
  db: Pool | PoolClient,
  accountID: string,
  member: MemberReference,
  quotas: DriveQuotas,
): Promise<DriveQuota> {
  const { rows } = await db.query<{ member_used: string; account_used: string }>(
    `SELECT coalesce(sum(size) FILTER (WHERE owner = $2::jsonb), 0) AS member_used,
            coalesce(sum(size), 0) AS account_used
       FROM files.files WHERE account_id = $1 AND status <> 'failed'`,
    [accountID, JSON.stringify(member)],
  );
  return {
    member: { used: Number(rows[0]?.member_used ?? 0), quota: quotas.memberBytes },
    account: { used: Number(rows[0]?.account_used ?? 0), quota: quotas.accountBytes },
  };
}
