// Saves an account's registry (PUT /api/registry) and keeps members' flights in step with it, in
// one transaction: members follow a renamed flight; members of a removed flight become Unassigned.
import type { Registry, RegistryUpdate } from '@portal/contracts';
import { inTransaction } from '@portal/contracts/server';
import type { Pool } from 'pg';
import { loadRegistry } from '../accounts/repository.ts';

export type SaveResult = { ok: true; registry: Registry } | { ok: false; message: string };

export async function saveRegistry(
  pool: Pool,
  accountID: string,
  update: RegistryUpdate,
): Promise<SaveResult> {
  const newFlights = update.RankAndFile.Flights;
  const badRename = (update.flightRenames ?? []).find((r) => !newFlights.includes(r.to));
  if (badRename) {
    return { ok: false, message: `Flight rename target '${badRename.to}' is not in the flight list` };
  }
  return inTransaction(pool, async (client) => {
    // the row lock serialises two saves of the same account
    await client.query(`SELECT 1 FROM identity.accounts WHERE id = $1 FOR UPDATE`, [accountID]);
    const stored = await loadRegistry(client as unknown as Pool, accountID);
    const oldFlights = stored.RankAndFile.Flights;
    const renames = (update.flightRenames ?? []).filter(
      (r) => oldFlights.includes(r.from) && r.from !== r.to,
    );
    const registry: Registry = {
      accountID,
      Contact: update.Contact,
      RankAndFile: { Flights: newFlights },
      // the favicon is chosen with the drive's file picker (its filter keeps .png, .ico, .jpg); a
      // body without one keeps what is stored, null clears it
      Website: {
        ...update.Website,
        FaviconID:
          update.Website.FaviconID === undefined
            ? (stored.Website.FaviconID ?? null)
            : update.Website.FaviconID,
      },
    };
    await client.query(`UPDATE identity.accounts SET registry = $2 WHERE id = $1`, [accountID, registry]);
    if (renames.length > 0) {
      // one statement reads the old values, so swapping two names works
      await client.query(
        `UPDATE identity.members m SET flight = r.to_name
           FROM unnest($2::text[], $3::text[]) AS r(from_name, to_name)
          WHERE m.account_id = $1 AND m.flight = r.from_name`,
        [accountID, renames.map((r) => r.from), renames.map((r) => r.to)],
      );
    }
    const renamedAway = new Set(renames.map((r) => r.from));
    const removed = oldFlights.filter((f) => !newFlights.includes(f) && !renamedAway.has(f));
    if (removed.length > 0) {
      await client.query(
        `UPDATE identity.members SET flight = NULL WHERE account_id = $1 AND flight = ANY($2::text[])`,
        [accountID, removed],
      );
    }
    return { ok: true, registry };
  });
}
