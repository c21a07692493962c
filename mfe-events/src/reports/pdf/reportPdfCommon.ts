// Shared pieces of the report PDFs: the input (the §7 /account items already loaded by the
// reports widget), the §9 member filter and sort, the Letter landscape page with the §9 header (site
// name and member count) and a footer with the page number, day dates as the spreadsheets print them.
import { reportRows, type ReportMemberFilter, type ReportSort } from '@portal/contracts';
import { type ReportItem } from '@portal/contracts/documents';
import type { PdfContent, PdfDocument } from './loadPdfMake.ts';

export interface PdfReportInput {
  items: readonly ReportItem[];
  /** The registry's site name (§9 header). */
  siteName: string;
  sort: ReportSort;
  filter: ReportMemberFilter;
  now: number;
}

/** Day dates ('yyyy-mm-dd'), as the spreadsheet reports print them. */
export const pdfReportDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The items the §9 member filter keeps, in the chosen order. */
export function selectedReportItems(input: Pick<PdfReportInput, 'items' | 'filter' | 'sort'>): ReportItem[] {
  const keyed = input.items.map((item) => ({ ...item.member, item }));
  return reportRows(keyed, input.filter, input.sort).map((k) => k.item);
}

/** §9 "Report page size: Letter, landscape", the header line on every page, page numbers below. */
export function landscapeReport(header: string, generated: string, content: PdfContent[]): PdfDocument {
  return {
    pageSize: 'LETTER',
    pageOrientation: 'landscape',
    pageMargins: [24, 44, 24, 30],
    info: { title: header },
    header: {
      margin: [24, 16, 24, 0],
      columns: [
        { text: header, bold: true, fontSize: 11 },
        { text: generated, alignment: 'right', fontSize: 8, color: '#555555', width: 'auto' },
      ],
    },
    footer: (page: number, pages: number) => ({
      text: `Page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 7,
      color: '#555555',
      margin: [0, 10, 0, 0],
    }),
    defaultStyle: { fontSize: 7 },
    content,
  };
}

/** Table lines: light grey rules, a shaded header row. */
export const reportTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => '#999999',
  vLineColor: () => '#999999',
  fillColor: (row: number) => (row === 0 ? '#e6e9ee' : null),
  paddingLeft: () => 2,
  paddingRight: () => 2,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
};

export const headerCell = (text: string): PdfContent => ({ text, bold: true, alignment: 'center' });
