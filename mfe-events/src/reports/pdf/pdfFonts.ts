// The PDF fonts as URLs on the account's host (§7 "PDF fonts are fetched from the account's host"):
// webpack emits the Roboto files pdfmake ships into mfe-events' static output (asset/resource rule in
// webpack.config.mjs), served by the gateway under /mfe/events/ on whichever host the page came from.
// pdfmake only fetches absolute http(s) URLs, hence the resolution against the page.
import bold from 'pdfmake/fonts/Roboto/Roboto-Medium.ttf';
import boldItalics from 'pdfmake/fonts/Roboto/Roboto-MediumItalic.ttf';
import italics from 'pdfmake/fonts/Roboto/Roboto-Italic.ttf';
import normal from 'pdfmake/fonts/Roboto/Roboto-Regular.ttf';
import type { PdfFonts } from './loadPdfMake.ts';

export function browserPdfFonts(base: string = document.baseURI): PdfFonts {
  const absolute = (url: string) => new URL(url, base).href;
  return {
    Roboto: {
      normal: absolute(normal),
      bold: absolute(bold),
      italics: absolute(italics),
      bolditalics: absolute(boldItalics),
    },
  };
}
