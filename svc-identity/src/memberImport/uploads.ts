// The uploaded zips waiting for their job (identity.member_import_uploads), keyed by account and job.
import type { Pool } from 'pg';

/** Uploads whose job never ran (a lost queue) are swept after this long. */
const STALE_AFTER = '1 day';

export async function storeUpload(
  pool: Pool,
  input: { accountID: string; jobID: string; zip: Uint8Array; submittedBy: string },
): Promise<void> {
  await pool.query(
    `DELETE FROM identity.member_import_uploads WHERE account_id = $1 AND created_at < now() - $2::interval`,
    [input.accountID, STALE_AFTER],
  );
  await pool.query(
    `INSERT INTO identity.member_import_uploads (account_id, job_id, zip, submitted_by)
     VALUES ($1, $2, $3, $4) ON CONFLICT (account_id, job_id) DO NOTHING`,
    [
      input.accountID,
      input.jobID,
      Buffer.from(input.zip.buffer, input.zip.byteOffset, input.zip.byteLength),
      input.submittedBy,
    ],
  );
}

export async function loadUpload(pool: Pool, accountID: string, jobID: string): Promise<Uint8Array | null> {
  const { rows } = await pool.query<{ zip: Buffer }>(
    'SELECT zip FROM identity.member_import_uploads WHERE account_id = $1 AND job_id = $2',
    [accountID, jobID],
  );
  return rows[0] ? new Uint8Array(rows[0].zip.buffer, rows[0].zip.byteOffset, rows[0].zip.byteLength) : null;
}

export async function deleteUpload(pool: Pool, accountID: string, jobID: string): Promise<void> {
  await pool.query('DELETE FROM identity.member_import_uploads WHERE account_id = $1 AND job_id = $2', [
    accountID,
    jobID,
  ]);
}
