// A report table (reportSheets.ts) as an .xlsx file, generated in the browser (§7 "the libraries
// load on demand"): exceljs is imported dynamically, so webpack fetches its chunk on the first
// download only. Each sheet: Letter landscape, fit to one page wide (§9 "Report page size: Letter,
// landscape"), row 1 the §9 header (site name and member count), row 2 the column headers (both
// repeated on every printed page), then the rows; a section title (the 60-20 groups) on a row of
// its own before its rows. A struck row (60-1, 60-1a: membership expired) has a struck-through font.
import { reportFileName } from '@portal/contracts';
import { loadExcel, saveWorkbook } from '../download/browserFiles.ts';
import { reportSheets, type ReportInput, type ReportSheet, type SpreadsheetReport } from './reportSheets.ts';

/** exceljs paper size 1 (PaperSize.Letter, a const enum we cannot import from the lazy module). */
const LETTER = 1 as import('exceljs').PaperSize;

function addSheet(workbook: import('exceljs').Workbook, sheet: ReportSheet): void {
  const ws = workbook.addWorksheet(sheet.name, {
    pageSetup: {
      paperSize: LETTER,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:2',
    },
    views: [{ state: 'frozen', ySplit: 2 }],
  });
  ws.addRow([sheet.title]).font = { bold: true, size: 13 };
  ws.mergeCells(1, 1, 1, sheet.columns.length);
  ws.addRow(sheet.columns).font = { bold: true };
  for (const section of sheet.sections) {
    if (section.title !== null) ws.addRow([section.title]).font = { bold: true, italic: true };
    section.rows.forEach((row, i) => {
      const added = ws.addRow(row);
      if (section.struck?.[i]) added.font = { strike: true };
    });
  }
  const rows = sheet.sections.flatMap((s) => s.rows);
  sheet.columns.forEach((header, i) => {
    const longest = Math.max(header.length, ...rows.map((r) => String(r[i] ?? '').length));
    ws.getColumn(i + 1).width = Math.min(Math.max(longest + 2, 6), 40);
  });
}

/** The workbook's bytes for `kind`. */
export async function reportWorkbook(kind: SpreadsheetReport, input: ReportInput): Promise<ArrayBuffer> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  workbook.creator = input.siteName;
  workbook.created = new Date(input.now);
  for (const sheet of reportSheets(kind, input)) addSheet(workbook, sheet);
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

// the widget's PDF downloads take saveFile from this lazily loaded module
export { saveFile } from '../download/browserFiles.ts';

/** Builds and saves '{kind} {account} {yyyy-mm-dd hhmm}.xlsx' (§9); answers the file name. */
export async function downloadReportWorkbook(
  kind: SpreadsheetReport,
  input: ReportInput,
  accountID: string,
  zone: string,
): Promise<string> {
  const bytes = await reportWorkbook(kind, input);
  const name = reportFileName(kind, accountID, input.now, 'xlsx', zone);
  saveWorkbook(bytes, name);
  return name;
}
