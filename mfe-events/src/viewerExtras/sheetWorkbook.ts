// The §9 attendance sheet as an .xlsx file, generated in the browser from data already loaded (§7
// "Spreadsheet and PDF files are generated in the browser ...; the libraries load on demand"):
// exceljs is imported dynamically, so webpack puts it in a chunk of its own that is fetched on
// the first download only.
import { attendanceSpreadsheetName } from '@portal/contracts';
import type { Cell } from './attendanceSheet.ts';

type ExcelModule = typeof import('exceljs');

async function loadExcel(): Promise<ExcelModule> {
  const mod = (await import('exceljs')) as ExcelModule & { default?: ExcelModule };
  // exceljs is CommonJS: the bundler and Node both hand its exports over as `default`
  return mod.default ?? mod;
}

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
  const url = URL.createObjectURL(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // revoked after the click has been handled (some browsers read the URL asynchronously)
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
