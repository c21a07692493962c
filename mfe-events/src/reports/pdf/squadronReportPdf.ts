// Squadron Report 60-1 (Sep 2021) as a PDF: one row per member (contracts sqr601Row with the
// PDF's §9 eligibility wait of 57 days), the columns, members whose membership has expired
// struck through (the row's `struck`). Letter landscape, header with the site name and member count.
import { reportFileName, reportHeader } from '@portal/contracts';
import { SQR601_COLUMNS, sqr601Row } from '@portal/contracts/documents';
import { renderPdf, type PdfContent, type PdfDocument } from './loadPdfMake.ts';
import {
  headerCell,
  landscapeReport,
  pdfReportDate,
  reportTableLayout,
  selectedReportItems,
  type PdfReportInput,
} from './reportPdfCommon.ts';

// Relative widths: names and dates need room, the one-letter codes little.
const WIDTHS: Record<(typeof SQR601_COLUMNS)[number], number | 'auto' | '*'> = {
  'Current Grade': 'auto',
  'Grade Order': 'auto',
  'Full Name': '*',
  CAPID: 'auto',
  Flight: 'auto',
  Exp: 'auto',
  Eligible: 'auto',
  'Next Grade': 'auto',
  Achv: 'auto',
  Leadership: 'auto',
  Aerospace: 'auto',
  Drill: 'auto',
  Oath: 'auto',
  'Character Dev': 'auto',
  Mentor: 'auto',
  SDA: 'auto',
  'HFZ Credit Exp': 'auto',
  GES: 'auto',
  'O-Flights': 'auto',
};
// Grades, codes and dates stay on one line ('C/CMSgt' split after the slash, '2026-04-19 F' with the
// F alone below, were hard to read); names, flights and drill test names may wrap.
const WRAPS = new Set<(typeof SQR601_COLUMNS)[number]>(['Full Name', 'Flight', 'Next Grade', 'Drill']);
const SHORT_HEADERS: Partial<Record<(typeof SQR601_COLUMNS)[number], string>> = {
  'Current Grade': 'Grade',
  'Grade Order': 'Order',
  'Character Dev': 'Char Dev',
  'HFZ Credit Exp': 'HFZ Exp',
};

/** The 60-1 document definition (exported for the layout tests). */
export function squadronReportDocument(input: PdfReportInput): PdfDocument {
  const items = selectedReportItems(input);
  const header = reportHeader('SQR 60-1', input.siteName, items.length);
  const body: PdfContent[][] = [
    SQR601_COLUMNS.map((c) => ({
      ...(headerCell(SHORT_HEADERS[c] ?? c) as object),
      // 'O-Flights' split at its hyphen; the two-word headers may wrap
      ...(c === 'O-Flights' ? { noWrap: true } : {}),
    })),
  ];
  for (const item of items) {
    const row = sqr601Row(item, input.now, 'pdf', pdfReportDate);
    body.push(
      SQR601_COLUMNS.map((column) => ({
        text: String(row[column]),
        ...(row.struck ? { decoration: 'lineThrough' } : {}),
        ...(WRAPS.has(column) ? {} : { noWrap: true }),
        ...(column === 'Full Name' ? {} : { alignment: 'center' }),
      })),
    );
  }
  const table: PdfContent =
    items.length === 0
      ? { text: 'No members to list', italics: true, margin: [0, 12, 0, 0] }
      : {
          table: { headerRows: 1, dontBreakRows: true, widths: SQR601_COLUMNS.map((c) => WIDTHS[c]), body },
          layout: reportTableLayout,
        };
  const legend: PdfContent = {
    text: 'Exp: Y membership expired (row struck through), < expires within 30 days. Eligible: the date of promotion eligibility, or weeks in grade. HFZ Credit Exp: F after the date marks a failed test.',
    fontSize: 6,
    color: '#555555',
    margin: [0, 6, 0, 0],
  };
  return landscapeReport(header, `Generated ${pdfReportDate(input.now)}`, [table, legend]);
}

/** The Squadron Report 60-1 PDF file. */
export function squadronReportPdf(input: PdfReportInput): Promise<Blob> {
  return renderPdf(squadronReportDocument(input));
}

/** '{SQR 60-1} {account} {yyyy-mm-dd hhmm}.pdf' (§9, contracts reportFileName). */
export function squadronReportPdfName(accountID: string, now: number, zone?: string): string {
  return reportFileName('SQR 60-1', accountID, now, 'pdf', zone);
}
