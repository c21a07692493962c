// Writing drive rows and their bytes the way a finished upload leaves them (status ready, bytes
// and thumbnail behind FileStorage, sha-256 checksum). Used by the demo seed, the pact provider
// states and the service tests. Idempotent: a row that exists already is left as it is.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { FOLDER_CONTENT_TYPE, type FilePermission, type MemberReference } from '@portal/contracts';
import type { Pool } from 'pg';
import type { FileStorage } from '../storage/storage.ts';

export interface SeedItem {
  accountID: string;
  id: string;
  parentID: string;
  fileName: string;
  owner: MemberReference;
  permissions?: FilePermission[];
  comments?: string;
  /** Absent for folders. */
  bytes?: Buffer;
  contentType?: string;
  thumbnail?: Buffer;
  status?: 'pending' | 'ready' | 'failed';
}

/** The storage keys of a seeded file (account id and hex only: valid storage keys). */
export const seedKeys = (accountID: string, id: string) => ({
  bytes: `${accountID}/files/${id}`,
  thumbnail: `${accountID}/thumbnails/${id}.png`,
});

/** Inserts the row (and stores its bytes) unless a row with that id exists; true when inserted. */
export async function seedItem(db: Pool, storage: FileStorage, item: SeedItem): Promise<boolean> {
  const exists = await db.query('SELECT 1 FROM files.files WHERE account_id = $1 AND id = $2', [
    item.accountID,
    item.id,
  ]);
  if (exists.rowCount) return false;
  const keys = seedKeys(item.accountID, item.id);
  const isFile = item.bytes !== undefined;
  if (item.bytes && item.status !== 'pending') await storage.put(keys.bytes, Readable.from([item.bytes]));
  if (item.thumbnail) await storage.put(keys.thumbnail, Readable.from([item.thumbnail]));
  const result = await db.query(
    `INSERT INTO files.files (account_id, id, parent_id, file_name, content_type, owner, uploader,
                              comments, permissions, status, size, checksum, storage_key, thumbnail_key)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (account_id, id) DO NOTHING`,
    [
      item.accountID,
      item.id,
      item.parentID,
      item.fileName,
      isFile ? (item.contentType ?? 'application/octet-stream') : FOLDER_CONTENT_TYPE,
      JSON.stringify(item.owner),
      item.comments ?? '',
      JSON.stringify(item.permissions ?? []),
      item.status ?? 'ready',
      item.bytes?.length ?? 0,
      item.bytes ? createHash('sha256').update(item.bytes).digest('hex') : null,
      isFile && item.status !== 'pending' ? keys.bytes : null,
      item.thumbnail ? keys.thumbnail : null,
    ],
  );
  return result.rowCount === 1;
}
