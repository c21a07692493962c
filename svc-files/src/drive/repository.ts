// Queries of the drive calls on files.files. Every query takes the caller's account id and
// filters by it, so another account's file is never found (the calls answer 404).
import {
  FOLDER_CONTENT_TYPE,
  type DriveFile,
  type FilePermission,
  type MemberReference,
} from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';

type Queryable = Pool | PoolClient;

export interface DriveRow {
  account_id: string;
  id: string;
  parent_id: string;
  file_name: string;
  content_type: string;
  owner: MemberReference;
  uploader: MemberReference | null;
  comments: string;
  permissions: FilePermission[];
  created: Date;
  status: 'pending' | 'ready' | 'failed';
  size: string;
  checksum: string | null;
  storage_key: string | null;
  thumbnail_key: string | null;
}

export function rowToFile(row: DriveRow): DriveFile {
  return {
    id: row.id.trim(),
    accountID: row.account_id,
    fileName: row.file_name,
    contentType: row.content_type,
    parentID: row.parent_id,
    owner: row.owner,
    uploader: row.uploader,
    comments: row.comments,
    permissions: row.permissions,
    size: Number(row.size),
    created: row.created.getTime(),
    hasThumbnail: row.thumbnail_key !== null,
    status: row.status,
  };
}

export async function findRow(db: Queryable, accountID: string, id: string): Promise<DriveRow | null> {
  const { rows } = await db.query<DriveRow>('SELECT * FROM files.files WHERE account_id = $1 AND id = $2', [
    accountID,
    id,
  ]);
  return rows[0] ?? null;
}

/** A folder's items: folders first, then files, each by name (the drive's order). */
export async function childRows(db: Queryable, accountID: string, parentID: string): Promise<DriveRow[]> {
  const { rows } = await db.query<DriveRow>(
    `SELECT * FROM files.files WHERE account_id = $1 AND parent_id = $2
      ORDER BY (content_type = $3) DESC, lower(file_name), file_name, id`,
    [accountID, parentID, FOLDER_CONTENT_TYPE],
  );
  return rows;
}

/**
 * The chain of ordinary rows from the top down to `id` (inclusive), with one recursive query.
 * The top row's parent_id is a special folder or a personal folder (or an unknown id for an
 * orphan). Depth is capped so damaged data can never loop.
 */
export async function ancestorChain(
  db: Queryable,
  accountID: string,
  id: string,
): Promise<{ id: string; file_name: string; parent_id: string }[]> {
  const { rows } = await db.query<{ id: string; file_name: string; parent_id: string }>(
    `WITH RECURSIVE chain AS (
       SELECT id, file_name, parent_id, 0 AS depth FROM files.files WHERE account_id = $1 AND id = $2
       UNION ALL
       SELECT f.id, f.file_name, f.parent_id, chain.depth + 1
         FROM files.files f JOIN chain ON f.account_id = $1 AND f.id = chain.parent_id::bpchar
        WHERE chain.depth < 200
     )
     SELECT id, file_name, parent_id FROM chain ORDER BY depth DESC`,
    [accountID, id],
  );
  return rows.map((row) => ({ ...row, id: row.id.trim() }));
}

export async function insertFolder(
  db: Queryable,
  input: { accountID: string; id: string; parentID: string; name: string; owner: MemberReference },
): Promise<DriveRow> {
  const { rows } = await db.query<DriveRow>(
    `INSERT INTO files.files (account_id, id, parent_id, file_name, content_type, owner, uploader, status)
     VALUES ($1, $2, $3, $4, $5, $6, $6, 'ready') RETURNING *`,
    [input.accountID, input.id, input.parentID, input.name, FOLDER_CONTENT_TYPE, JSON.stringify(input.owner)],
  );
  return rows[0]!;
}

export async function updateFile(
  db: Queryable,
  accountID: string,
  id: string,
  change: { comments?: string; permissions?: FilePermission[] },
): Promise<DriveRow | null> {
  const { rows } = await db.query<DriveRow>(
    `UPDATE files.files
        SET comments = COALESCE($3, comments), permissions = COALESCE($4::jsonb, permissions), updated = now()
      WHERE account_id = $1 AND id = $2 RETURNING *`,
    [
      accountID,
      id,
      change.comments ?? null,
      change.permissions === undefined ? null : JSON.stringify(change.permissions),
    ],
  );
  return rows[0] ?? null;
}

export async function setParent(
  db: Queryable,
  accountID: string,
  id: string,
  parentID: string,
): Promise<DriveRow | null> {
  const { rows } = await db.query<DriveRow>(
    `UPDATE files.files SET parent_id = $3, updated = now() WHERE account_id = $1 AND id = $2 RETURNING *`,
    [accountID, id, parentID],
  );
  return rows[0] ?? null;
}

/**
 * Deletes a file or a folder with everything in it (one recursive statement, so it is all or
 * nothing) and answers the storage keys of the deleted rows, to be removed after the commit.
 */
export async function deleteTree(db: Queryable, accountID: string, id: string): Promise<string[]> {
  const { rows } = await db.query<{ storage_key: string | null; thumbnail_key: string | null }>(
    `WITH RECURSIVE tree AS (
       SELECT id FROM files.files WHERE account_id = $1 AND id = $2
       UNION
       SELECT f.id FROM files.files f JOIN tree ON f.account_id = $1 AND f.parent_id = tree.id::text
     )
     DELETE FROM files.files WHERE account_id = $1 AND id IN (SELECT id FROM tree)
     RETURNING storage_key, thumbnail_key`,
    [accountID, id],
  );
  return rows.flatMap((row) => [row.storage_key, row.thumbnail_key].filter((key): key is string => !!key));
}
