// Moves and deletes of one account take this transaction lock, so two moves cannot together make a
// cycle (A into B while B goes into A) and a folder being deleted cannot gain a child meanwhile.
import type { PoolClient } from 'pg';

export async function lockTree(client: PoolClient, accountID: string): Promise<void> {
  await client.query("SELECT pg_advisory_xact_lock(hashtext('files-tree:' || $1))", [accountID]);
}
