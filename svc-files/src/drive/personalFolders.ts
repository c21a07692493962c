// Personal folders (virtual, id = member reference string). The 'personalfolders' list shows one
// per member who has items in theirs or asked for it (opened their own drive: registered with
// their name then), so a new member's empty folder appears once they have looked at it.
import { isOrdinaryFileID, isSpecialFolderID } from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';

type Queryable = Pool | PoolClient;

/** Registers (or renames) a member's folder; `keepName` (the demo seed) leaves a registered one as it is. */
export async function registerPersonalFolder(
  db: Queryable,
  accountID: string,
  id: string,
  name: string,
  options: { keepName?: boolean } = {},
): Promise<void> {
  const onConflict = options.keepName
    ? 'DO NOTHING'
    : `DO UPDATE SET name = EXCLUDED.name
      WHERE files.personal_folders.name IS DISTINCT FROM EXCLUDED.name`;
  await db.query(
    `INSERT INTO files.personal_folders (account_id, member, name) VALUES ($1, $2, $3)
     ON CONFLICT (account_id, member) ${onConflict}`,
    [accountID, id, name],
  );
}

export async function personalFolderName(
  db: Queryable,
  accountID: string,
  id: string,
): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM files.personal_folders WHERE account_id = $1 AND member = $2',
    [accountID, id],
  );
  return rows[0]?.name ?? null;
}

/** Every personal folder of the account: registered ones and those holding items. */
export async function listPersonalFolders(
  db: Queryable,
  accountID: string,
): Promise<{ id: string; name: string | null }[]> {
  const { rows } = await db.query<{ id: string; name: string | null }>(
    `SELECT ids.id, pf.name FROM (
       SELECT member AS id FROM files.personal_folders WHERE account_id = $1
       UNION
       SELECT DISTINCT parent_id FROM files.files
        WHERE account_id = $1 AND parent_id !~ '^[0-9a-f]{32}$'
     ) ids LEFT JOIN files.personal_folders pf ON pf.account_id = $1 AND pf.member = ids.id
     ORDER BY lower(coalesce(pf.name, ids.id)), ids.id`,
    [accountID],
  );
  return rows.filter((row) => !isSpecialFolderID(row.id) && !isOrdinaryFileID(row.id));
}
