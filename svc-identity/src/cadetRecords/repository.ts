// Reads the raw CAPWATCH cadet rows the member import stores (identity.nhq_cadet_records, migration
// 1732233600009_member-import.sql; written by memberImport/applyImport.ts, which replaces a member's
// rows of every cadet table the zip carries). Rows are keyed by account and CAPID: only national
// members have them, and each account keeps its own copy.
import {
  emptyCadetRows,
  withEnteredRows,
  type CapwatchCadetRowsAnswer,
  type InternalCadetRecords,
  type Member,
} from '@portal/contracts';
import type { Pool } from 'pg';
import { entriesByCapid } from './entriesRepository.ts';

interface RowRecord {
  capid: number;
  source: keyof CapwatchCadetRowsAnswer;
  data: Record<string, unknown>;
}

/** Every cell as text, as the file had it (the import stores text only; this keeps the contract). */
function textRow(data: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [column, value] of Object.entries(data)) out[column] = value == null ? '' : String(value);
  return out;
}

/** The rows of `capids` in `accountID`, per CAPID, each table in file order. */
export async function cadetRowsByCapid(
  pool: Pool,
  accountID: string,
  capids: readonly number[] | 'all',
): Promise<Map<number, CapwatchCadetRowsAnswer>> {
  const { rows } = await pool.query<RowRecord>(
    `SELECT capid, source, data FROM identity.nhq_cadet_records
      WHERE account_id = $1 AND ($2::int[] IS NULL OR capid = ANY($2::int[]))
      ORDER BY capid, source, seq`,
    [accountID, capids === 'all' ? null : capids],
  );
  const out = new Map<number, CapwatchCadetRowsAnswer>();
  for (const row of rows) {
    let member = out.get(row.capid);
    if (!member) out.set(row.capid, (member = emptyCadetRows()));
    member[row.source]?.push(textRow(row.data));
  }
  return out;
}

/** The member with their rows (none for prospective members). */
export function withRows(
  member: Member,
  byCapid: ReadonlyMap<number, CapwatchCadetRowsAnswer>,
): InternalCadetRecords {
  const rows = member.type === 'CAPNHQMember' ? byCapid.get(member.id) : undefined;
  return { member, rows: rows ?? emptyCadetRows() };
}

/**
 * The imported rows of `capids` with the managers' entries merged in as CAPWATCH-shaped rows
 * (contracts withEnteredRows): what the internal calls answer, so svc-events' promotion calls and
 * the reports see entered facts with no change of their own.
 */
export async function recordRowsByCapid(
  pool: Pool,
  accountID: string,
  capids: readonly number[] | 'all',
): Promise<Map<number, CapwatchCadetRowsAnswer>> {
  const [imported, entries] = await Promise.all([
    cadetRowsByCapid(pool, accountID, capids),
    entriesByCapid(pool, accountID, capids),
  ]);
  for (const [capid, list] of entries)
    imported.set(capid, withEnteredRows(imported.get(capid) ?? emptyCadetRows(), list, capid));
  return imported;
}
