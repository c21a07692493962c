// Squadron Report 60-20 Cadet Fitness (Oct 2021) as a PDF: the §9 groups (Phase 1 cadets;
// Phase 2 to 4 with HFZ credit expiring before the month-end cutoff; Phase 2 to 4 not expiring), each
// its own table of contracts sqr6020Row: CAPID, Grade Order, Full Name, HFZ expiry, then required
// value and score for pacer, mile run, curl-ups, push-ups and sit-and-reach. Letter landscape.
import {
  FITNESS_REPORT_GROUP_TITLES,
  fitnessReportCutoff,
  reportFileName,
  reportHeader,
  type FitnessReportGroup,
  type HFZEvent,
} from '@portal/contracts';
import { sqr6020Row, type Sqr6020Row } from '@portal/contracts/documents';
import { renderPdf, type PdfContent, type PdfDocument } from './loadPdfMake.ts';
import {
  headerCell,
  landscapeReport,
  pdfReportDate,
  reportTableLayout,
  selectedReportItems,
  type PdfReportInput,
} from './reportPdfCommon.ts';

const GROUPS: FitnessReportGroup[] = ['phaseOne', 'expiring', 'current'];
const EVENTS: [HFZEvent, string][] = [
  ['Pacer', 'Pacer'],
  ['MileRun', 'Mile Run'],
  ['CurlUps', 'Curl-ups'],
  ['PushUps', 'Push-ups'],
  ['SitReach', 'Sit and Reach'],
];

/**
 * Fixed widths (points) but the name's, the same in every group: with 'auto' each group's table
 * sized its own CAPID and HFZ columns, so the columns of the three tables did not line up (seen on
 * the PNG renders). 54 points hold '2026-04-19 F' at the report's 7 points.
 */
export const GROUP_TABLE_WIDTHS: (number | '*')[] = [34, 44, '*', 54, ...EVENTS.flatMap(() => [38, 34])];

const COLUMNS = 4 + 2 * EVENTS.length;

/**
 * A group's table. The group's title is its first header row, so a group that runs onto another
 * page is named there too (the renders showed a bare table on page 2, its group unknown).
 */
function groupTable(title: string, rows: Sqr6020Row[], first: boolean): PdfContent {
  const titleRow: PdfContent[] = [
    {
      text: title,
      bold: true,
      fontSize: 9,
      colSpan: COLUMNS,
      border: [false, false, false, false],
      margin: [-2, 0, 0, 3],
    },
    ...Array.from({ length: COLUMNS - 1 }, () => ''),
  ];
  const top: PdfContent[] = [
    headerCell('CAPID'),
    headerCell('Grade Order'),
    headerCell('Full Name'),
    headerCell('HFZ Expiry'),
  ];
  const sub: PdfContent[] = ['', '', '', ''];
  for (const [, label] of EVENTS) {
    top.push({ ...(headerCell(label) as object), colSpan: 2 }, '');
    sub.push(headerCell('Required'), headerCell('Score'));
  }
  // the first four headers span both header rows
  const spanned = top.map((cell, i) => (i < 4 ? { ...(cell as object), rowSpan: 2 } : cell));
  const body: PdfContent[][] = [titleRow, spanned, sub];
  for (const row of rows) {
    const cells: PdfContent[] = [
      { text: String(row.CAPID), alignment: 'center' },
      { text: String(row['Grade Order']), alignment: 'center' },
      row['Full Name'],
      { text: row['HFZ Expiry'], alignment: 'center' },
    ];
    for (const [event] of EVENTS) {
      cells.push(
        { text: String(row.events[event].required), alignment: 'center', color: '#444444' },
        { text: row.events[event].score, alignment: 'center' },
      );
    }
    body.push(cells);
  }
  return {
    table: {
      headerRows: 3,
      dontBreakRows: true,
      widths: GROUP_TABLE_WIDTHS,
      body,
    },
    layout: {
      ...reportTableLayout,
      // no rule above the title row; the column headers (rows 1 and 2) shaded
      hLineWidth: (i: number) => (i === 0 ? 0 : 0.5),
      fillColor: (i: number) => (i === 1 || i === 2 ? '#e6e9ee' : null),
    },
    margin: [0, first ? 0 : 12, 0, 0],
  };
}

/** The 60-20 document definition (exported for the layout tests). */
export function fitnessReportDocument(input: PdfReportInput): PdfDocument {
  const items = selectedReportItems(input);
  const cutoff = fitnessReportCutoff(input.now);
  const rows = items.map((item) => sqr6020Row(item, input.now, cutoff, pdfReportDate));
  const header = reportHeader('SQR 60-20', input.siteName, items.length);
  const content: PdfContent[] = [];
  for (const group of GROUPS) {
    const inGroup = rows.filter((r) => r.group === group);
    const title = `${FITNESS_REPORT_GROUP_TITLES[group]} (${inGroup.length})`;
    const first = content.length === 0;
    if (inGroup.length > 0) content.push(groupTable(title, inGroup, first));
    else
      content.push(
        { text: title, bold: true, fontSize: 9, margin: [0, first ? 0 : 12, 0, 4] },
        { text: 'None', italics: true, color: '#555555' },
      );
  }
  content.push({
    text: `Expiring: HFZ credit ends before ${pdfReportDate(cutoff - 1)}. Required values are the Healthy Fitness Zone for the cadet's age and gender; F after the expiry marks a failed test.`,
    fontSize: 6,
    color: '#555555',
    margin: [0, 8, 0, 0],
  });
  return landscapeReport(header, `Generated ${pdfReportDate(input.now)}`, content);
}

/** The Squadron Report 60-20 PDF file. */
export function fitnessReportPdf(input: PdfReportInput): Promise<Blob> {
  return renderPdf(fitnessReportDocument(input));
}

/** '{SQR 60-20} {account} {yyyy-mm-dd hhmm}.pdf' (§9, contracts reportFileName). */
export function fitnessReportPdfName(accountID: string, now: number, zone?: string): string {
  return reportFileName('SQR 60-20', accountID, now, 'pdf', zone);
}
