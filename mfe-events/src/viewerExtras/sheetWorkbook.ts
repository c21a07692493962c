// The §9 attendance sheet as an .xlsx file, generated in the browser from data already loaded
// (exceljs loaded on demand, download/browserFiles.ts).
import { attendanceSpreadsheetName } from '@portal/contracts';
import { loadExcel, saveWorkbook } from '../download/browserFiles.ts';
import type { Cell } from './attendanceSheet.ts';

/** The workbook's bytes: one sheet 'Attendance', the header row bold, then the rows. */
export async function attendanceWorkbook(
  header: readonly string[],
  rows: readonly Cell[][],
): Promise<ArrayBuffer> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Attendance');
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  sheet.columns.forEach((column, i) => {
    const longest = Math.max(header[i]?.length ?? 0, ...rows.map((r) => String(r[i] ?? '').length));
    column.width = Math.min(Math.max(longest + 2, 10), 60);
  });
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Saves the sheet as 'Attendance {accountID}-{eventID} {date time}.xlsx' (§9). */
export async function downloadAttendanceSheet(
  event: { accountID: string; id: number },
  header: readonly string[],
  rows: readonly Cell[][],
  now: number,
): Promise<string> {
  const bytes = await attendanceWorkbook(header, rows);
  const name = attendanceSpreadsheetName(event.accountID, event.id, now);
  saveWorkbook(bytes, name);
  return name;
}
