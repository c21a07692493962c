// Fills identity.logins.username_key for rows that have none (those made before the column,
// migration 15) with normaliseUsername, which PostgreSQL cannot compute the same way (its lower()
// folds U+0130 to 'i'). Run by migrate.ts after the migrations, so every start finishes the job.
import { normaliseUsername } from '@portal/contracts';
import { inTransaction } from '@portal/contracts/server';
import type { Pool } from 'pg';

/** The username a login gets when its key is already another (older) login's: its own id appended. */
function renamed(username: string, id: string): string {
  const suffix = `-${id}`;
  return `${[...username].slice(0, 44 - suffix.length).join('')}${suffix}`;
}

/**
 * Keys every unkeyed login, oldest first. Two logins of an account whose names only now compare
 * equal (e.g. 'ＡＤＭＩＮ' and 'admin') are not merged: the newer is renamed `{name}-{id}` (its
 * member can ask for the username by mail) and the renaming is logged.
 */
export async function keyUnkeyedLogins(pool: Pool, log: (msg: string) => void = () => {}): Promise<number> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ id: string; account_id: string; username: string }>(
      `SELECT id, account_id, username FROM identity.logins WHERE username_key IS NULL ORDER BY id FOR UPDATE`,
    );
    for (const row of rows) {
      let username = row.username;
      const taken = await client.query(
        `SELECT 1 FROM identity.logins WHERE account_id = $1 AND username_key = $2`,
        [row.account_id, normaliseUsername(username)],
      );
      if (taken.rowCount) {
        username = renamed(row.username, row.id);
        log(
          `login ${row.id} of ${row.account_id}: '${row.username}' is taken in its normalised form; renamed '${username}'`,
        );
      }
      await client.query(`UPDATE identity.logins SET username = $2, username_key = $3 WHERE id = $1`, [
        row.id,
        username,
        normaliseUsername(username),
      ]);
    }
    return rows.length;
  });
}
