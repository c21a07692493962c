// Idempotent seeding of the fictional demo data (npm start) and the e2e fixtures (same users).
// Rows that exist are left alone, so a member's changed password or MFA survives a restart.
import { defaultRegistry, normaliseUsername, presetFor, type Registry } from '@portal/contracts';
import { inTransaction } from '@portal/contracts/server';
import type { Pool } from 'pg';
import { seedCadetRecordsDemo } from '../cadetRecords/demoSeed.ts';
import { seedChangelogDemo } from '../changelog/demoSeed.ts';
import { seedContactListsDemo } from '../contactLists/demoSeed.ts';
import { seedNotificationsDemo } from '../notifications/demoSeed.ts';
import { hashPassword } from '../passwords/hash.ts';
import { seedExpiredPasswordDemo } from './expiredPasswordDemo.ts';
import { seedProspectiveDemo } from '../prospective/demoSeed.ts';
import { seedTasksDemo } from '../tasks/demoSeed.ts';
import { seedTeamsDemo } from '../teams/demoSeed.ts';
import { demoMembers, SEED_ACCOUNTS, type SeedAccount, type SeedMember } from './demoData.ts';

export interface SeedOptions {
  password: string;
  /** Defaults to now; temporary duty positions expire 60 days after it. */
  now?: Date;
}

export interface SeedSummary {
  accounts: string[];
  members: number;
  logins: Array<{ accountID: string; username: string }>;
}

function registryFor(account: SeedAccount): Registry {
  const registry = defaultRegistry(account.id);
  registry.Website.Name = account.name;
  registry.Website.UnitName = account.squadron;
  if (account.flights.length > 0) registry.RankAndFile.Flights = account.flights;
  registry.Contact.MeetingAddress = {
    Name: `${account.name} Hangar`,
    FirstLine: '100 Example Airport Road',
    SecondLine: 'Demo Town, MD 20000',
  };
  registry.Contact.MailingAddress = {
    Name: account.name,
    FirstLine: 'PO Box 100',
    SecondLine: 'Demo Town, MD 20000',
  };
  // several social links, so the footer shows them (fictional handles; example.com for full URLs)
  registry.Contact.FaceBook = 'example-demo-squadron';
  registry.Contact.Instagram = 'example.demo.squadron';
  registry.Contact.YouTube = 'UCexampleDemoSquadron';
  registry.Contact.Discord = 'https://discord.example.com/demo';
  // flights come from demoData's accounts (md001: Alpha, Bravo, Charlie, XRay; md002: Alpha, Bravo);
  // an account without flights (the wing) keeps the default list
  return registry;
}

/** The accounts, members, duty positions, permissions and sign-ins shared by the demo and the tests. */
export async function seedFixtures(pool: Pool, options: SeedOptions): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const members = demoMembers();
  // one hash for every demo sign-in: they share DEMO_PASSWORD anyway, and each hash costs ~0.4 s
  const needsLogins = await missingLogins(pool, members);
  const passwordHash = needsLogins ? await hashPassword(options.password) : '';

  await inTransaction(pool, async (client) => {
    for (const account of SEED_ACCOUNTS) {
      await client.query(
        `INSERT INTO identity.accounts (id, type, name, org_ids, main_org, main_calendar_id, parent_account_id, registry)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
        [
          account.id,
          account.type,
          account.name,
          account.orgIDs,
          account.mainOrg,
          `${account.id}-calendar`,
          account.parent,
          registryFor(account),
        ],
      );
    }
    for (const m of members) await seedMember(client, m, passwordHash, now);
    // the cadets' imported cadet programme rows, so the promotion calls answer real data
    await seedCadetRecordsDemo(client, now);
  });
  return {
    accounts: SEED_ACCOUNTS.map((a) => a.id),
    members: members.length,
    logins: members.filter((m) => m.username).map((m) => ({ accountID: m.accountID, username: m.username! })),
  };
}

/**
 * `npm start`'s demo: the fixtures (the same users as the tests and e2e, password DEMO_PASSWORD)
 * plus rows that only make the demo look alive (prospective members, change-log notes, a member
 * whose password has expired: sign-in 'expired'). Tests do
 * not get these, so their counts stay stable.
 */
export async function seedDemo(pool: Pool, options: SeedOptions): Promise<SeedSummary> {
  const summary = await seedFixtures(pool, options);
  const now = options.now ?? new Date();
  const expiredHash = await hashPassword(options.password);
  await inTransaction(pool, async (client) => {
    await seedExpiredPasswordDemo(client, now, expiredHash);
    await seedProspectiveDemo(client, now);
    await seedChangelogDemo(client, now);
    await seedTeamsDemo(client, now);
    await seedContactListsDemo(client);
    await seedTasksDemo(client, now);
    await seedNotificationsDemo(client, now);
  });
  return summary;
}

async function missingLogins(pool: Pool, members: SeedMember[]): Promise<boolean> {
  const wanted = members.filter((m) => m.username);
  const { rows } = await pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM identity.logins WHERE (account_id, lower(username)) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
    [wanted.map((m) => m.accountID), wanted.map((m) => m.username!.toLowerCase())],
  );
  return Number(rows[0]?.n ?? 0) < wanted.length;
}

type Client = Pick<Pool, 'query'>;

async function seedMember(client: Client, m: SeedMember, passwordHash: string, now: Date): Promise<void> {
  const account = SEED_ACCOUNTS.find((a) => a.id === m.accountID)!;
  const inserted = await client.query(
    `INSERT INTO identity.members (account_id, type, id, name_first, name_middle, name_last, name_suffix, member_rank,
       squadron, flight, gender, date_of_birth, joined, expiration_date, senior_member, has_nhq_reference, orgid, contact)
     VALUES ($1, 'CAPNHQMember', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, true, $15, $16)
     ON CONFLICT (account_id, type, id) DO NOTHING`,
    [
      m.accountID,
      String(m.id),
      m.nameFirst,
      m.nameMiddle,
      m.nameLast,
      m.nameSuffix,
      m.rank,
      account.squadron,
      m.flight,
      m.gender,
      m.dateOfBirth,
      m.joined,
      m.expiration,
      m.senior,
      account.mainOrg,
      m.contact,
    ],
  );
  if ((inserted.rowCount ?? 0) > 0) {
    for (const d of m.duties) {
      await client.query(
        `INSERT INTO identity.duty_positions (account_id, member_type, member_id, duty, assistant, type, orgid, date, expires)
         VALUES ($1, 'CAPNHQMember', $2, $3, $4, $5, $6, $7, $8)`,
        [
          m.accountID,
          String(m.id),
          d.duty,
          d.assistant ?? false,
          d.temporary ? 'CAPUnit' : 'NHQ',
          account.mainOrg,
          new Date(now.getTime() - 30 * 86_400_000),
          d.temporary ? new Date(now.getTime() + 60 * 86_400_000) : null,
        ],
      );
    }
  }
  if (m.preset) {
    await client.query(
      `INSERT INTO identity.permissions (account_id, member_type, member_id, permissions)
       VALUES ($1, 'CAPNHQMember', $2, $3) ON CONFLICT DO NOTHING`,
      [m.accountID, String(m.id), presetFor(m.preset, account.type)],
    );
  }
  if (m.username) {
    const login = await client.query<{ id: string }>(
      `INSERT INTO identity.logins (account_id, username, username_key, member_type, member_id, password_hash, password_set_at)
       VALUES ($1, $2, $3, 'CAPNHQMember', $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
      [m.accountID, m.username, normaliseUsername(m.username), String(m.id), passwordHash, now],
    );
    const id = login.rows[0]?.id;
    if (id) {
      await client.query(
        `INSERT INTO identity.password_history (account_id, login_id, password_hash, set_at) VALUES ($1, $2, $3, $4)`,
        [m.accountID, id, passwordHash, now],
      );
    }
  }
}
