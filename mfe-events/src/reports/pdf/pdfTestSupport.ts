// Test support for the PDFs (Node, vitest): pdfmake reads pdfmake's own Roboto files from disk, and
// pdfjs-dist extracts the text of a generated file so tests check what a reader sees.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { setPdfFontSource } from './loadPdfMake.ts';

const require = createRequire(import.meta.url);
const robotoDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

/** Local font files in place of the browser's URL fonts. */
export function useLocalPdfFonts(): void {
  setPdfFontSource(async () => ({
    Roboto: {
      normal: join(robotoDir, 'Roboto-Regular.ttf'),
      bold: join(robotoDir, 'Roboto-Medium.ttf'),
      italics: join(robotoDir, 'Roboto-Italic.ttf'),
      bolditalics: join(robotoDir, 'Roboto-MediumItalic.ttf'),
    },
  }));
}

export interface PdfPageText {
  /** Page width and height in points. */
  width: number;
  height: number;
  text: string;
}

/** Each page's text (items joined by spaces) and size. */
export async function pdfPages(blob: Blob): Promise<PdfPageText[]> {
  const data = new Uint8Array(await blob.arrayBuffer());
  const pdf = await getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: PdfPageText[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    pages.push({ width, height, text });
  }
  await pdf.destroy();
  return pages;
}
