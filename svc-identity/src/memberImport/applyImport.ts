// Writes a parsed export into one account in ONE transaction: members of the account's org ids are
// upserted, their contacts and NHQ duty positions replaced, the organisations and the cadet
// programme rows replaced, and the upload removed. Prospective members, logins, permissions,
// flights, absences and temporary duty positions are never touched. Running it twice on the same
// export leaves the same rows (every date comes from the export or from the job's submittedAt).
import { emptyContact, emptyImportCounts, type ImportCounts, type ImportResult } from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';
import type { CapwatchExport, NhqContact, NhqMember } from './parseExport.ts';

const CHUNK = 500;

/** BadClear or BadInsert: the transaction was rolled back; worth a retry (the database may be back). */
export class ImportStepError extends Error {
  constructor(
    readonly result: Extract<ImportResult, 'BadClear' | 'BadInsert'>,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ImportStepError';
  }
}

export interface ApplyInput {
  accountID: string;
  jobID: string;
  data: CapwatchExport;
  submittedAt: Date;
  /** 0-100 of this step; called at each chunk. */
  progress?: (fraction: number) => Promise<void> | void;
}

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

async function step<T>(result: 'BadClear' | 'BadInsert', what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ImportStepError) throw error;
    throw new ImportStepError(result, `${what}: ${(error as Error).message}`, error);
  }
}

function contactsByMember(contacts: NhqContact[], capids: Set<number>) {
  const byMember = new Map<number, ReturnType<typeof emptyContact>>();
  let count = 0;
  for (const c of contacts) {
    if (!capids.has(c.capid)) continue;
    const contact = byMember.get(c.capid) ?? emptyContact();
    const kind = contact[c.kind as keyof typeof contact];
    // the first row of a kind and priority wins, as the export lists them in order
    if (kind[c.priority] === undefined) {
      kind[c.priority] = c.contact;
      count++;
    }
    byMember.set(c.capid, contact);
  }
  return { byMember, count };
}

export async function applyImport(pool: Pool, input: ApplyInput): Promise<ImportCounts> {
  const { accountID, data } = input;
  const counts = emptyImportCounts();
  const report = async (fraction: number) => input.progress?.(Math.min(1, Math.max(0, fraction)));
  // by hand, not inTransaction: the COMMIT is an import step of its own (a failed one is BadInsert)
  const client: PoolClient = await pool.connect();
  try {
    await client.query('BEGIN');
    // one import per account at a time; the org ids are read under the lock
    const account = await step('BadInsert', 'reading the account', () =>
      client.query<{ org_ids: number[] }>('SELECT org_ids FROM identity.accounts WHERE id = $1 FOR UPDATE', [
        accountID,
      ]),
    );
    const orgIDs = new Set(account.rows[0]?.org_ids ?? []);
    const members = data.members.filter((m) => orgIDs.has(m.orgid));
    const capids = new Set(members.map((m) => m.capid));
    const ids = [...capids].map(String);
    const organizations = new Map((data.organizations ?? []).map((o) => [o.orgid, o]));

    await step('BadClear', 'clearing duty positions', () =>
      client.query(
        `DELETE FROM identity.duty_positions
          WHERE account_id = $1 AND member_type = 'CAPNHQMember' AND type = 'NHQ' AND member_id = ANY($2::text[])`,
        [accountID, ids],
      ),
    );
    if (data.cadetSources.length > 0) {
      await step('BadClear', 'clearing cadet records', () =>
        client.query(
          `DELETE FROM identity.nhq_cadet_records
            WHERE account_id = $1 AND capid = ANY($2::int[]) AND source = ANY($3::text[])`,
          [accountID, [...capids], data.cadetSources],
        ),
      );
    }
    if (data.organizations) {
      await step('BadClear', 'clearing organisations', () =>
        client.query('DELETE FROM identity.nhq_organizations WHERE account_id = $1', [accountID]),
      );
    }
    await report(0.05);

    const { byMember, count } = contactsByMember(data.contacts, capids);
    counts.contacts = count;
    const squadronOf = (m: NhqMember) => {
      const org = organizations.get(m.orgid);
      return org && org.region && org.wing && org.unit ? `${org.region}-${org.wing}-${org.unit}` : m.squadron;
    };
    const memberChunks = chunks(members);
    for (const [index, chunk] of memberChunks.entries()) {
      const rows = chunk.map((m) => ({
        id: String(m.capid),
        name_first: m.nameFirst,
        name_middle: m.nameMiddle,
        name_last: m.nameLast,
        name_suffix: m.nameSuffix,
        member_rank: m.rank,
        squadron: squadronOf(m),
        gender: m.gender,
        date_of_birth: m.dateOfBirth,
        joined: m.joined,
        expiration_date: m.expiration,
        senior_member: m.seniorMember,
        orgid: m.orgid,
        contact: byMember.get(m.capid) ?? emptyContact(),
      }));
      await step('BadInsert', 'saving members', () =>
        client.query(
          `INSERT INTO identity.members AS m (account_id, type, id, name_first, name_middle, name_last, name_suffix,
             member_rank, squadron, gender, date_of_birth, joined, expiration_date, senior_member,
             has_nhq_reference, orgid, contact)
           SELECT $1, 'CAPNHQMember', r.id, r.name_first, r.name_middle, r.name_last, r.name_suffix, r.member_rank,
                  r.squadron, r.gender, r.date_of_birth, r.joined, r.expiration_date, r.senior_member, true,
                  r.orgid, r.contact
             FROM jsonb_to_recordset($2::jsonb) AS r(id text, name_first text, name_middle text, name_last text,
                  name_suffix text, member_rank text, squadron text, gender text, date_of_birth date, joined date,
                  expiration_date date, senior_member boolean, orgid integer, contact jsonb)
           ON CONFLICT (account_id, type, id) DO UPDATE SET
             name_first = EXCLUDED.name_first, name_middle = EXCLUDED.name_middle,
             name_last = EXCLUDED.name_last, name_suffix = EXCLUDED.name_suffix,
             member_rank = EXCLUDED.member_rank,
             squadron = CASE WHEN EXCLUDED.squadron = '' THEN m.squadron ELSE EXCLUDED.squadron END,
             gender = EXCLUDED.gender, date_of_birth = EXCLUDED.date_of_birth, joined = EXCLUDED.joined,
             expiration_date = EXCLUDED.expiration_date, senior_member = EXCLUDED.senior_member,
             has_nhq_reference = true, orgid = EXCLUDED.orgid, contact = EXCLUDED.contact`,
          [accountID, JSON.stringify(rows)],
        ),
      );
      await report(0.05 + 0.55 * ((index + 1) / memberChunks.length));
    }
    counts.members = members.length;

    const duties = data.duties.filter((d) => capids.has(d.capid));
    for (const chunk of chunks(duties)) {
      const rows = chunk.map((d) => ({
        member_id: String(d.capid),
        duty: d.duty,
        assistant: d.assistant,
        orgid: d.orgid,
        date: d.date ?? input.submittedAt.toISOString(),
      }));
      await step('BadInsert', 'saving duty positions', () =>
        client.query(
          `INSERT INTO identity.duty_positions (account_id, member_type, member_id, duty, assistant, type, orgid, date)
           SELECT $1, 'CAPNHQMember', r.member_id, r.duty, r.assistant, 'NHQ', r.orgid, r.date
             FROM jsonb_to_recordset($2::jsonb) AS r(member_id text, duty text, assistant boolean, orgid integer,
                  date timestamptz)`,
          [accountID, JSON.stringify(rows)],
        ),
      );
    }
    counts.dutyPositions = duties.length;
    await report(0.75);

    if (data.organizations) {
      await step('BadInsert', 'saving organisations', () =>
        client.query(
          `INSERT INTO identity.nhq_organizations (account_id, orgid, region, wing, unit, next_level, name, type, status)
           SELECT $1, r.orgid, r.region, r.wing, r.unit, r.next_level, r.name, r.type, r.status
             FROM jsonb_to_recordset($2::jsonb) AS r(orgid integer, region text, wing text, unit text,
                  next_level integer, name text, type text, status text)`,
          [
            accountID,
            JSON.stringify(
              data.organizations!.map((o) => ({
                orgid: o.orgid,
                region: o.region,
                wing: o.wing,
                unit: o.unit,
                next_level: o.nextLevel,
                name: o.name,
                type: o.type,
                status: o.status,
              })),
            ),
          ],
        ),
      );
      counts.organizations = data.organizations.length;
    }

    const records = data.cadetRecords.filter((r) => capids.has(r.capid));
    const seq = new Map<string, number>();
    const numbered = records.map((r) => {
      const key = `${r.capid}/${r.source}`;
      const n = (seq.get(key) ?? 0) + 1;
      seq.set(key, n);
      return { capid: r.capid, source: r.source, seq: n, data: r.data };
    });
    const recordChunks = chunks(numbered);
    for (const [index, chunk] of recordChunks.entries()) {
      await step('BadInsert', 'saving cadet records', () =>
        client.query(
          `INSERT INTO identity.nhq_cadet_records (account_id, capid, source, seq, data)
           SELECT $1, r.capid, r.source, r.seq, r.data
             FROM jsonb_to_recordset($2::jsonb) AS r(capid integer, source text, seq integer, data jsonb)`,
          [accountID, JSON.stringify(chunk)],
        ),
      );
      await report(0.75 + 0.2 * ((index + 1) / recordChunks.length));
    }
    counts.cadetRecords = numbered.length;

    // the upload goes with the commit: a crash before it leaves the zip for the retry
    await step('BadInsert', 'removing the upload', () =>
      client.query('DELETE FROM identity.member_import_uploads WHERE account_id = $1 AND job_id = $2', [
        accountID,
        input.jobID,
      ]),
    );
    await step('BadInsert', 'committing', () => client.query('COMMIT'));
    await report(1);
    return counts;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
