// Queries on files.files. Every query takes the caller's account id and filters by it.
import type { Pool } from 'pg';

export async function countFiles(db: Pool, accountID: string): Promise<number> {
  const result = await db.query<{ count: string }>(
    'SELECT count(*) AS count FROM files.files WHERE account_id = $1',
    [accountID],
  );
  return Number(result.rows[0]?.count ?? 0);
}
