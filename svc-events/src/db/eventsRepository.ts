// Queries on events.events. Every query takes the caller's account id and filters by it.
import type { Pool } from 'pg';

export async function countEvents(db: Pool, accountID: string): Promise<number> {
  const result = await db.query<{ count: string }>(
    'SELECT count(*) AS count FROM events.events WHERE account_id = $1',
    [accountID],
  );
  return Number(result.rows[0]?.count ?? 0);
}
