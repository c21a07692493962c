// The §9 attendance spreadsheet with the online 60-80: a 'Permission Slip' column after the fixed
// columns (before the event's custom fields), one cell per record: the cadet's state, with the
// signing time of a signed slip; empty for a member without a slip (senior members).
import type { SlipStatus, ViewerData } from '@portal/contracts';
import { SHEET_COLUMNS, type Cell } from '../viewerExtras/attendanceSheet.ts';
import { slipOf, slipStateCell } from './slipText.ts';

export const SLIP_COLUMN = 'Permission Slip';

export function withSlipColumn(
  header: readonly string[],
  rows: readonly Cell[][],
  attendees: ViewerData['attendees'],
  slips: ReadonlyMap<string, SlipStatus>,
): { header: string[]; rows: Cell[][] } {
  const at = SHEET_COLUMNS.length;
  const insert = <T>(row: readonly T[], cell: T): T[] => [...row.slice(0, at), cell, ...row.slice(at)];
  return {
    header: insert(header, SLIP_COLUMN),
    rows: rows.map((row, i) => {
      const member = attendees[i]?.record.memberID;
      return insert(row, member ? slipStateCell(slipOf(slips, member)) : '');
    }),
  };
}
