// Accounts (unit sites) and their registry (site configuration).
import { defaultRegistry, type Account, type Registry } from '@portal/contracts';
import type { Pool } from 'pg';

interface AccountRow {
  id: string;
  type: Account['type'];
  name: string;
  org_ids: number[];
  main_org: number | null;
  main_calendar_id: string;
  parent_account_id: string | null;
}

export async function loadAccount(pool: Pool, id: string): Promise<Account | null> {
  const { rows } = await pool.query<AccountRow>(
    `SELECT id, type, name, org_ids, main_org, main_calendar_id, parent_account_id
       FROM identity.accounts WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    orgIDs: row.org_ids,
    mainOrg: row.main_org,
    mainCalendarID: row.main_calendar_id,
    parent: row.parent_account_id,
  };
}

/** The account's registry, or the default one when it was never set. */
export async function loadRegistry(pool: Pool, accountID: string): Promise<Registry> {
  const { rows } = await pool.query<{ registry: Registry | null }>(
    `SELECT registry FROM identity.accounts WHERE id = $1`,
    [accountID],
  );
  const stored = rows[0]?.registry;
  const defaults = defaultRegistry(accountID);
  if (!stored) return defaults;
  // fill sections added after the row was written
  return {
    accountID,
    Contact: { ...defaults.Contact, ...stored.Contact },
    RankAndFile: { ...defaults.RankAndFile, ...stored.RankAndFile },
    Website: { ...defaults.Website, ...stored.Website },
  };
}
