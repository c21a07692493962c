// The signed CAPF 60-80 as a PDF, made on the server: contracts' slip layout (the one mfe-events
// prints the blank slip with) filled with the guardian's answer and its audit. pdfmake lays it out
// with the Roboto files pdfmake ships, read from disk; nothing else may be read or fetched. The
// file's dates are the signing time, so the same signature always gives the same bytes.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { slipDocument, SLIP_SCALES, type SlipDocumentInput } from '@portal/contracts/documents';
import QRCode from 'qrcode';

/** The little of pdfmake's Node API used here (pdfmake 0.3 ships no type declarations). */
interface PdfMake {
  setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(doc: object): { getBuffer(): Promise<Uint8Array> };
}

const require = createRequire(import.meta.url);
const pdfMake = require('pdfmake') as PdfMake;
const robotoDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const ROBOTO = {
  normal: join(robotoDir, 'Roboto-Regular.ttf'),
  bold: join(robotoDir, 'Roboto-Medium.ttf'),
  italics: join(robotoDir, 'Roboto-Italic.ttf'),
  bolditalics: join(robotoDir, 'Roboto-MediumItalic.ttf'),
};
const FONT_FILES = new Set(Object.values(ROBOTO));

pdfMake.setFonts({ Roboto: ROBOTO });
pdfMake.setUrlAccessPolicy(() => false);
pdfMake.setLocalAccessPolicy((path) => FONT_FILES.has(path));

export type SignedSlipInput = Omit<SlipDocumentInput, 'qrSvg' | 'signed'> & {
  signed: NonNullable<SlipDocumentInput['signed']>;
};

/**
 * The PDF bytes: one Letter page at the largest scale that fits (the signature's record makes the
 * slip longer than the blank one), else the smallest scale on as many pages as it takes.
 */
export async function signedSlipPdf(input: SignedSlipInput): Promise<Buffer> {
  const qrSvg = await QRCode.toString(input.eventUrl, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  const date = new Date(input.signed.signedAt);
  let bytes: Uint8Array | null = null;
  for (const scale of SLIP_SCALES) {
    let pages = 0;
    const doc = slipDocument({ ...input, qrSvg }, scale);
    bytes = await pdfMake
      .createPdf({
        ...doc,
        info: { ...(doc.info as object), creationDate: date, modDate: date },
        defaultStyle: { font: 'Roboto', ...(doc.defaultStyle as object) },
        // pdfmake hands the page count to every page's footer once the layout is done
        footer: (_page: number, count: number) => {
          pages = count;
          return null;
        },
      })
      .getBuffer();
    if (pages <= 1) break;
  }
  return Buffer.from(bytes!);
}
