// Events §7 "Spreadsheet and PDF files are generated in the browser from data already loaded; the
// libraries load on demand, and PDF fonts are fetched from the account's host", §8 'Could not import
// pdfmake'. pdfmake is imported dynamically (webpack gives it a chunk of its own, fetched on the first
// PDF only). Fonts: Roboto (the files pdfmake itself ships) as URL fonts, which pdfmake fetches when
// it lays out the first document. They are emitted into mfe-events' static output (pdfFonts.ts), which
// the gateway serves under /mfe/events/ on the account's own host — rather than pdfmake's vfs_fonts.js,
// which would put ~1 MB of base64 fonts into a script chunk and no font request on the host.
import type { PdfMake, PdfMakeFontFamily } from 'pdfmake';

export const PDFMAKE_IMPORT_ERROR = 'Could not import pdfmake';

export type PdfFonts = Record<'Roboto', PdfMakeFontFamily>;

/** A pdfmake document definition (pdfmake has no types of its own; see pdfmake.d.ts). */
export type PdfContent = string | PdfContent[] | { [key: string]: unknown };
export interface PdfDocument {
  pageSize: 'LETTER';
  pageOrientation: 'portrait' | 'landscape';
  content: PdfContent[];
  [key: string]: unknown;
}

let fontSource: () => Promise<PdfFonts> = async () => (await import('./pdfFonts.ts')).browserPdfFonts();

/** Tests (Node) hand in local font files; the browser uses the URL fonts of pdfFonts.ts. */
export function setPdfFontSource(source: () => Promise<PdfFonts>): void {
  fontSource = source;
}

let importer: () => Promise<unknown> = () => import(/* webpackChunkName: "pdfmake" */ 'pdfmake');

/** Tests replace the import to see the §8 failure message. */
export function setPdfMakeImporter(next: () => Promise<unknown>): void {
  importer = next;
}

/** pdfmake, or an Error with the §8 message 'Could not import pdfmake'. */
export async function loadPdfMake(): Promise<PdfMake> {
  let pdfMake: PdfMake | undefined;
  try {
    const mod = (await importer()) as { default?: PdfMake } & Partial<PdfMake>;
    // the browser build is a UMD bundle and the Node build CommonJS: both arrive as `default`
    pdfMake = mod.default ?? (mod as PdfMake);
  } catch (cause) {
    throw new Error(PDFMAKE_IMPORT_ERROR, { cause });
  }
  if (typeof pdfMake?.createPdf !== 'function') throw new Error(PDFMAKE_IMPORT_ERROR);
  return pdfMake;
}

/** Lays out the document and returns the PDF file. */
export async function renderPdf(doc: PdfDocument): Promise<Blob> {
  const [pdfMake, fonts] = await Promise.all([loadPdfMake(), fontSource()]);
  pdfMake.setFonts(fonts);
  const fontFiles = new Set(Object.values(fonts.Roboto));
  // only the font files may be fetched or read: nothing in a document names a URL or path of its own
  pdfMake.setUrlAccessPolicy((url) => fontFiles.has(url));
  pdfMake.setLocalAccessPolicy?.((path) => fontFiles.has(path));
  const bytes = await pdfMake
    .createPdf({ ...doc, defaultStyle: { font: 'Roboto', ...(doc.defaultStyle ?? {}) } })
    .getBuffer();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}
