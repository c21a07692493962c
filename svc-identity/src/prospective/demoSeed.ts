// Demo data: two prospective members of md001 (fictional names, example.com addresses), so the
// management page and the dashboard widget have something to show. Idempotent.
import type { Pool } from 'pg';

const PROSPECTS = [
  { id: 'md001-1', nameFirst: 'Riley', nameLast: 'Newcomb', flight: 'Alpha', senior: false },
  { id: 'md001-2', nameFirst: 'Jesse', nameLast: 'Hopewell', flight: null, senior: true },
] as const;

export async function seedProspectiveDemo(client: Pick<Pool, 'query'>, now: Date): Promise<void> {
  const account = await client.query(`SELECT 1 FROM identity.accounts WHERE id = 'md001'`);
  if (!account.rowCount) return;
  for (const p of PROSPECTS) {
    const email = `${p.nameFirst}.${p.nameLast}`.toLowerCase() + '@example.com';
    await client.query(
      `INSERT INTO identity.members (account_id, type, id, name_first, name_last, squadron, flight, senior_member,
         has_nhq_reference, orgid, contact, joined)
       VALUES ('md001', 'CAPProspectiveMember', $1, $2, $3, 'MER-MD-001', $4, $5, false, 9001, $6, $7)
       ON CONFLICT (account_id, type, id) DO NOTHING`,
      [p.id, p.nameFirst, p.nameLast, p.flight, p.senior, { EMAIL: { PRIMARY: email } }, now],
    );
  }
  // new prospective ids continue after the demo ones
  await client.query(
    `INSERT INTO identity.prospective_counters (account_id, last_number) VALUES ('md001', $1)
     ON CONFLICT (account_id) DO UPDATE
       SET last_number = GREATEST(identity.prospective_counters.last_number, EXCLUDED.last_number)`,
    [PROSPECTS.length],
  );
}
