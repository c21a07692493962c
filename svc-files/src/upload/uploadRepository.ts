// The queries of the upload call and the upload job on files.files. Every query takes the account
// id and filters by it (a file of another account is never found).
import type { Pool } from 'pg';
import {
  FOLDER_CONTENT_TYPE,
  exceededQuota,
  isOrdinaryFileID,
  type MemberReference,
} from '@portal/contracts';
import { inTransaction } from '@portal/contracts/server';
import { findRow, type DriveRow } from '../drive/repository.ts';
import { lockTree } from '../drive/treeLock.ts';
import type { DriveQuotas } from '../quota/quotas.ts';
import { storageUsageOf } from '../quota/storageUsage.ts';

export type FileRow = DriveRow;

/** A file of the host's account by id (null for another account's). */
export const loadFile = (db: Pool, accountID: string, id: string): Promise<FileRow | null> =>
  findRow(db, accountID, id);

export interface PendingFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

export type InsertResult =
  { ok: true; rows: FileRow[] } | { ok: false; reason: 'parentGone' | 'member' | 'account' };

/**
 * Inserts the pending rows of one upload call, all or none. Refused when the parent folder was
 * deleted while the parts streamed in, or when the files would take the caller ('member') or the
 * account past its storage quota. The drive's tree lock (one per account; moves and deletes take
 * it too) makes the checks and the inserts one step: a folder being deleted cannot gain a child
 * meanwhile, and two uploads of one account commit one after the other, each counting the other.
 */
export async function insertPendingFiles(
  db: Pool,
  input: {
    accountID: string;
    parentID: string;
    caller: MemberReference;
    files: PendingFile[];
    quotas: DriveQuotas;
  },
): Promise<InsertResult> {
  // a refusal commits nothing: only reads ran before it
  return inTransaction(db, async (client): Promise<InsertResult> => {
    await lockTree(client, input.accountID);
    if (isOrdinaryFileID(input.parentID) && !(await findRow(client, input.accountID, input.parentID))) {
      return { ok: false, reason: 'parentGone' };
    }
    const usage = await storageUsageOf(client, input.accountID, input.caller, input.quotas);
    const over = exceededQuota(
      usage,
      input.files.reduce((sum, file) => sum + file.size, 0),
    );
    if (over) return { ok: false, reason: over };
    const created: FileRow[] = [];
    for (const file of input.files) {
      const { rows } = await client.query<FileRow>(
        `INSERT INTO files.files
           (account_id, id, parent_id, file_name, content_type, owner, uploader, status, size)
         VALUES ($1, $2, $3, $4, $5, $6, $6, 'pending', $7)
         RETURNING *`,
        [
          input.accountID,
          file.id,
          input.parentID,
          file.fileName,
          file.contentType,
          JSON.stringify(input.caller),
          file.size,
        ],
      );
      created.push(rows[0]!);
    }
    return { ok: true, rows: created };
  });
}

/** Marks pending files failed (the job refused them, or their job could not be queued). */
export async function markFailed(db: Pool, accountID: string, ids: string[]): Promise<void> {
  await db.query(
    `UPDATE files.files SET status = 'failed', updated = now()
      WHERE account_id = $1 AND id = ANY($2::text[]) AND status = 'pending'`,
    [accountID, ids],
  );
}

/**
 * The upload job's last step, in one UPDATE that only a pending row takes: a retried job (after a
 * crash between this and the job's completion) finds nothing to do. True when this call finished it.
 */
export async function markReady(
  db: Pool,
  input: {
    accountID: string;
    id: string;
    size: number;
    checksum: string;
    contentType: string;
    storageKey: string;
    thumbnailKey: string | null;
  },
): Promise<boolean> {
  const result = await db.query(
    `UPDATE files.files
        SET size = $3, checksum = $4, content_type = $5, storage_key = $6, thumbnail_key = $7,
            status = 'ready', updated = now()
      WHERE account_id = $1 AND id = $2 AND status = 'pending' AND content_type <> $8`,
    [
      input.accountID,
      input.id,
      input.size,
      input.checksum,
      input.contentType,
      input.storageKey,
      input.thumbnailKey,
      FOLDER_CONTENT_TYPE,
    ],
  );
  return result.rowCount === 1;
}
