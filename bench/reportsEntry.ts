// Browser side of reports.mjs (bundled with esbuild into one script): the Squadron Report
// 60-1 of `n` cadets built exactly as the reports widget builds it — the XLSX with mfe-events
// reportWorkbook (exceljs's browser build) and the PDF with mfe-events squadronReportDocument +
// renderPdf (pdfmake's browser build, Roboto fetched as URL fonts the way pdfFonts.ts resolves
// them) — timed with performance.now().
import type { ReportInput } from '../mfe-events/src/reports/reportSheets.ts';
import { reportWorkbook } from '../mfe-events/src/reports/reportWorkbook.ts';
import { renderPdf } from '../mfe-events/src/reports/pdf/loadPdfMake.ts';
import { squadronReportDocument } from '../mfe-events/src/reports/pdf/squadronReportPdf.ts';
import { BENCH_FLIGHTS, benchUnit, NOW } from './reportUnit.ts';

function input(n: number): ReportInput {
  return {
    items: benchUnit(n),
    siteName: 'Bench Composite Squadron',
    flights: BENCH_FLIGHTS,
    sort: 'Last name',
    filter: 'Cadets',
    now: NOW,
  };
}

export async function xlsx(n: number) {
  const data = input(n);
  const t0 = performance.now();
  const bytes = await reportWorkbook('SQR 60-1', data);
  const t1 = performance.now();
  return { totalMs: t1 - t0, bytes: bytes.byteLength, members: data.items.length };
}

export async function pdf(n: number) {
  const data = input(n);
  const t0 = performance.now();
  const doc = squadronReportDocument(data);
  const t1 = performance.now();
  const blob = await renderPdf(doc);
  const t2 = performance.now();
  const text = new TextDecoder('latin1').decode(new Uint8Array(await blob.arrayBuffer()));
  const head = text.slice(0, 5);
  const pages = text.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0; // pdfkit writes no object streams
  const rows = ((doc.content[0] as { table?: { body: unknown[] } }).table?.body.length ?? 1) - 1;
  return { docMs: t1 - t0, renderMs: t2 - t1, totalMs: t2 - t0, bytes: blob.size, head, rows, pages };
}
