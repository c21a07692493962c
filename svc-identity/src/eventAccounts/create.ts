// Creating a special event account (platform §3 "A new event account", §5, §6). One transaction:
// the CAPEVENT account (parent = the creating account, main calendar `{id}-calendar`, a default
// registry named after it), the event it is for, and the creator's way in: a copy of their member
// row, their login (same username and password hash, so the same password works on the new host)
// and the Admin preset, so they can run the new account at once.
import { defaultRegistry, presetFor, type Account, type Member } from '@portal/contracts';
import { HttpError, inTransaction } from '@portal/contracts/server';
import type { ServiceDeps } from '../deps.ts';

export interface NewEventAccount {
  id: string;
  name: string;
  event: string | null;
}

export async function createEventAccount(
  deps: ServiceDeps,
  parent: Account,
  creator: Member,
  input: NewEventAccount,
): Promise<{ id: string; mainCalendarID: string }> {
  const mainCalendarID = `${input.id}-calendar`;
  const registry = defaultRegistry(input.id);
  registry.Website.Name = input.name;
  registry.Website.UnitName = input.name;
  const ref = { type: creator.type, id: String(creator.id) };
  await inTransaction(deps.pool, async (client) => {
    const inserted = await client.query(
      `INSERT INTO identity.accounts (id, type, name, org_ids, main_org, main_calendar_id, parent_account_id, registry)
       VALUES ($1, 'CAPEVENT', $2, '{}', NULL, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
      [input.id, input.name, mainCalendarID, parent.id, registry],
    );
    if (!inserted.rowCount) throw new HttpError(400, 'ACCOUNT_EXISTS', 'That account ID is already taken');
    await client.query(
      `INSERT INTO identity.event_accounts (account_id, parent_account_id, event, created_by_type, created_by_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [input.id, parent.id, input.event, ref.type, ref.id, deps.clock()],
    );
    await client.query(
      `INSERT INTO identity.members (account_id, type, id, name_first, name_middle, name_last, name_suffix, member_rank,
         squadron, flight, gender, date_of_birth, joined, expiration_date, senior_member, has_nhq_reference, orgid, contact)
       SELECT $1, type, id, name_first, name_middle, name_last, name_suffix, member_rank,
              squadron, NULL, gender, date_of_birth, joined, expiration_date, senior_member, has_nhq_reference, orgid, contact
         FROM identity.members WHERE account_id = $2 AND type = $3 AND id = $4`,
      [input.id, parent.id, ref.type, ref.id],
    );
    await client.query(
      `INSERT INTO identity.permissions (account_id, member_type, member_id, permissions) VALUES ($1, $2, $3, $4)`,
      [input.id, ref.type, ref.id, presetFor('Admin', 'CAPEVENT')],
    );
    const login = await client.query<{ id: string }>(
      `INSERT INTO identity.logins (account_id, username, username_key, member_type, member_id, password_hash, password_set_at,
         password_expires_at, account_expires_at, mfa_secret, mfa_enabled)
       SELECT $1, username, username_key, member_type, member_id, password_hash, password_set_at,
              password_expires_at, account_expires_at, mfa_secret, mfa_enabled
         FROM identity.logins WHERE account_id = $2 AND member_type = $3 AND member_id = $4
       RETURNING id, password_hash, password_set_at`,
      [input.id, parent.id, ref.type, ref.id],
    );
    if (login.rows[0]) {
      await client.query(
        `INSERT INTO identity.password_history (account_id, login_id, password_hash, set_at)
         SELECT $1, id, password_hash, password_set_at FROM identity.logins WHERE id = $2`,
        [input.id, login.rows[0].id],
      );
    }
  });
  return { id: input.id, mainCalendarID };
}
