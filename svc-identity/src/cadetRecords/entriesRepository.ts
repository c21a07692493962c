// A manager's cadet record entries (identity.cadet_record_entries, migration
// 1732233600014_cadet-record-entries.sql; contracts cadetProgramme/entries.ts). Only live entries
// (deleted_at NULL) are ever read; deleting keeps the row with who deleted it and when.
import {
  CadetRecordEntryInput,
  type CadetRecordEntry,
  type Member,
  type MemberReference,
} from '@portal/contracts';
import type { Pool } from 'pg';

interface EntryRow {
  id: string;
  member_id: string;
  payload: unknown;
  entered_by_type: string;
  entered_by_id: string;
  entered_by_name: string;
  entered_at: Date;
}

function entryFromRow(row: EntryRow): CadetRecordEntry | null {
  // the payload was checked on the way in; a row the contract no longer reads is skipped, not a 500
  const entry = CadetRecordEntryInput.safeParse(row.payload);
  if (!entry.success) return null;
  return {
    id: Number(row.id),
    entry: entry.data,
    enteredBy: { member: `${row.entered_by_type}-${row.entered_by_id}`, name: row.entered_by_name },
    enteredAt: row.entered_at.getTime(),
  };
}

const SELECT = `SELECT id, member_id, payload, entered_by_type, entered_by_id, entered_by_name, entered_at
                  FROM identity.cadet_record_entries`;

/** The live entries of `capids` (or every national member) of the account, per CAPID, oldest first. */
export async function entriesByCapid(
  pool: Pick<Pool, 'query'>,
  accountID: string,
  capids: readonly number[] | 'all',
): Promise<Map<number, CadetRecordEntry[]>> {
  const { rows } = await pool.query<EntryRow>(
    `${SELECT}
      WHERE account_id = $1 AND member_type = 'CAPNHQMember' AND deleted_at IS NULL
        AND ($2::text[] IS NULL OR member_id = ANY($2::text[]))
      ORDER BY member_id, id`,
    [accountID, capids === 'all' ? null : capids.map(String)],
  );
  const out = new Map<number, CadetRecordEntry[]>();
  for (const row of rows) {
    const entry = entryFromRow(row);
    if (!entry) continue;
    const capid = Number(row.member_id);
    out.set(capid, [...(out.get(capid) ?? []), entry]);
  }
  return out;
}

export async function insertEntry(
  pool: Pick<Pool, 'query'>,
  input: {
    accountID: string;
    member: MemberReference;
    entry: CadetRecordEntryInput;
    enteredBy: Member;
    enteredByName: string;
    now: Date;
  },
): Promise<CadetRecordEntry> {
  const { rows } = await pool.query<EntryRow>(
    `INSERT INTO identity.cadet_record_entries
       (account_id, member_type, member_id, kind, payload, entered_by_type, entered_by_id, entered_by_name, entered_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING id, member_id, payload, entered_by_type, entered_by_id, entered_by_name, entered_at`,
    [
      input.accountID,
      input.member.type,
      String(input.member.id),
      input.entry.kind,
      JSON.stringify(input.entry),
      input.enteredBy.type,
      String(input.enteredBy.id),
      input.enteredByName,
      input.now,
    ],
  );
  return entryFromRow(rows[0]!)!;
}

/** Marks the member's live entry deleted; false when there is none (unknown, another member's, or already deleted). */
export async function deleteEntry(
  pool: Pick<Pool, 'query'>,
  input: { accountID: string; member: MemberReference; id: number; deletedBy: Member; now: Date },
): Promise<boolean> {
  const { rowCount } = await pool.query(
    `UPDATE identity.cadet_record_entries
        SET deleted_at = $5, deleted_by_type = $6, deleted_by_id = $7
      WHERE account_id = $1 AND member_type = $2 AND member_id = $3 AND id = $4 AND deleted_at IS NULL`,
    [
      input.accountID,
      input.member.type,
      String(input.member.id),
      input.id,
      input.now,
      input.deletedBy.type,
      String(input.deletedBy.id),
    ],
  );
  return (rowCount ?? 0) > 0;
}
