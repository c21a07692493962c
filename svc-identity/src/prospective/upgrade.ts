// Deleting a prospective member, and upgrading one to a national member (platform §2 "Prospective
// member management": replaced by the national member with the entered reference). Both atomic.
//
// What an upgrade moves from the prospective member to the national member (docs in README):
// - the login (username, password, password history, MFA) — refused if the national member
//   already has one (one username per member number, §5);
// - the stored permission set, unless the national member already has one of their own;
// - temporary duty positions;
// - the flight, when the national member has none;
// - an unused finish-account link, so an emailed link still works;
// - the chat-service (Discord) registration, when the national member has none;
// - team memberships and leader roles, notifications and tasks (carryOver.ts).
// NHQ data (names, contact, rank) stays the national member's. The prospective member's sessions
// end (they sign in again, now as the national member), the upgrade is recorded in
// identity.prospective_upgrades, and the prospective member is removed.
import { PROSPECTIVE_MESSAGES, type Member, type MemberReference } from '@portal/contracts';
import { HttpError, inTransaction } from '@portal/contracts/server';
import type { PoolClient } from 'pg';
import type { ServiceDeps } from '../deps.ts';
import { loadMember } from '../members/repository.ts';
import { publishSessionEnded } from '../sessions/events.ts';
import { carryOverToNationalMember } from './carryOver.ts';

const P = 'CAPProspectiveMember';
const N = 'CAPNHQMember';

async function lockProspective(client: PoolClient, accountID: string, id: string): Promise<void> {
  const { rowCount } = await client.query(
    `SELECT 1 FROM identity.members WHERE account_id = $1 AND type = $2 AND id = $3 FOR UPDATE`,
    [accountID, P, id],
  );
  if (!rowCount) throw new HttpError(404, 'NOT_FOUND', PROSPECTIVE_MESSAGES.notFound);
}

async function endSessionsOf(client: PoolClient, accountID: string, id: string): Promise<string[]> {
  const { rows } = await client.query<{ key: string }>(
    `DELETE FROM identity.sessions WHERE account_id = $1 AND member_type = $2 AND member_id = $3 RETURNING key`,
    [accountID, P, id],
  );
  return rows.map((r) => r.key);
}

/** Rows without a foreign key to the member go explicitly; the rest cascade with the member row. */
async function removeProspective(client: PoolClient, accountID: string, id: string): Promise<void> {
  await client.query(
    `DELETE FROM identity.account_tokens WHERE account_id = $1 AND member_type = $2 AND member_id = $3`,
    [accountID, P, id],
  );
  await client.query(
    `DELETE FROM identity.discord_accounts WHERE account_id = $1 AND member_type = $2 AND member_id = $3`,
    [accountID, P, id],
  );
  await client.query(`DELETE FROM identity.members WHERE account_id = $1 AND type = $2 AND id = $3`, [
    accountID,
    P,
    id,
  ]);
}

async function publishAll(deps: ServiceDeps, keys: string[]): Promise<void> {
  for (const key of keys) await publishSessionEnded(deps, key);
}

export async function deleteProspectiveMember(
  deps: ServiceDeps,
  accountID: string,
  id: string,
): Promise<void> {
  const ended = await inTransaction(deps.pool, async (client) => {
    await lockProspective(client, accountID, id);
    const keys = await endSessionsOf(client, accountID, id);
    await removeProspective(client, accountID, id);
    return keys;
  });
  await publishAll(deps, ended);
}

export async function upgradeProspectiveMember(
  deps: ServiceDeps,
  accountID: string,
  id: string,
  nhqID: number,
  by: MemberReference,
): Promise<Member> {
  const nhq = String(nhqID);
  const ended = await inTransaction(deps.pool, async (client) => {
    await lockProspective(client, accountID, id);
    const found = await client.query(
      `SELECT 1 FROM identity.members WHERE account_id = $1 AND type = $2 AND id = $3 FOR UPDATE`,
      [accountID, N, nhq],
    );
    if (!found.rowCount) throw new HttpError(400, 'MEMBER_NOT_FOUND', PROSPECTIVE_MESSAGES.nhqMemberNotFound);

    const has = async (table: string) =>
      ((
        await client.query(
          `SELECT 1 FROM identity.${table} WHERE account_id = $1 AND member_type = $2 AND member_id = $3`,
          [accountID, N, nhq],
        )
      ).rowCount ?? 0) > 0;
    const move = (table: string) =>
      client.query(
        `UPDATE identity.${table} SET member_type = $4, member_id = $5
          WHERE account_id = $1 AND member_type = $2 AND member_id = $3`,
        [accountID, P, id, N, nhq],
      );

    const prospectiveLogin = await client.query(
      `SELECT 1 FROM identity.logins WHERE account_id = $1 AND member_type = $2 AND member_id = $3`,
      [accountID, P, id],
    );
    if (prospectiveLogin.rowCount && (await has('logins'))) {
      throw new HttpError(400, 'MEMBER_HAS_ACCOUNT', PROSPECTIVE_MESSAGES.nhqMemberHasLogin);
    }
    const keys = await endSessionsOf(client, accountID, id);
    await move('logins');
    if (!(await has('permissions'))) await move('permissions');
    await move('duty_positions');
    if (!(await has('discord_accounts'))) await move('discord_accounts');
    await client.query(
      `UPDATE identity.account_tokens SET member_type = $4, member_id = $5
        WHERE account_id = $1 AND member_type = $2 AND member_id = $3 AND used_at IS NULL`,
      [accountID, P, id, N, nhq],
    );
    await client.query(
      `UPDATE identity.members n SET flight = p.flight
         FROM identity.members p
        WHERE n.account_id = $1 AND n.type = $4 AND n.id = $5 AND n.flight IS NULL
          AND p.account_id = $1 AND p.type = $2 AND p.id = $3`,
      [accountID, P, id, N, nhq],
    );
    await carryOverToNationalMember(client, accountID, id, nhq);
    await client.query(
      `INSERT INTO identity.prospective_upgrades (account_id, prospective_id, nhq_id, upgraded_by_type, upgraded_by_id, upgraded_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [accountID, id, nhq, by.type, String(by.id), deps.clock()],
    );
    await removeProspective(client, accountID, id);
    return keys;
  });
  await publishAll(deps, ended);
  return (await loadMember(deps.pool, accountID, { type: N, id: nhqID }, deps.clock()))!;
}
