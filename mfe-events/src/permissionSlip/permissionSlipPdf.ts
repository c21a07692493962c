// / events §9: the cadet activity permission slip (CAPF 60-80) as a PDF generated in the browser.
// "Letter, portrait, with an event QR code linking to the public event viewer of the account"; file
// name 'CAPF6080-{account}-{event}.pdf'. The layout is contracts' slipDocument, which svc-events
// also prints a guardian's online signature with; this file adds the QR code and the page fitting.
import { permissionSlipName, type Event } from '@portal/contracts';
import { slipDocument, slipDocumentEventOf, SLIP_SCALES } from '@portal/contracts/documents';
import { renderPdf, type PdfDocument } from '../reports/pdf/loadPdfMake.ts';

export { SLIP_SCALES };

export interface PermissionSlipInput {
  event: Event;
  /** The unit's site name (registry Website.Name). */
  siteName: string;
  /** The public event viewer on the account's host (what the QR code opens). */
  eventUrl: string;
  /** The account's time zone (registry), for the times printed. */
  zone: string;
}

/**
 * The slip's document definition (exported for the layout tests); `scale` shrinks fonts and spacing
 * (1: full size).
 */
export async function permissionSlipDocument(input: PermissionSlipInput, scale = 1): Promise<PdfDocument> {
  const qrcode = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
  const qrSvg = await (qrcode.default ?? qrcode).toString(input.eventUrl, {
    type: 'svg',
    margin: 0,
    errorCorrectionLevel: 'M',
  });
  return slipDocument(
    {
      slip: slipDocumentEventOf(input.event),
      siteName: input.siteName,
      eventUrl: input.eventUrl,
      qrSvg,
      zone: input.zone,
    },
    scale,
  );
}

/**
 * The CAPF 60-80 PDF file: one Letter portrait page, the tear-off part included. A slip whose
 * texts run past the page (seen on the PNG renders of a long weekend activity: the last contact
 * and the event link alone on page 2) is laid out again smaller, at most down to 72 %.
 */
export async function permissionSlipPdf(input: PermissionSlipInput): Promise<Blob> {
  let file: Blob | null = null;
  for (const scale of SLIP_SCALES) {
    let pages = 0;
    const doc = await permissionSlipDocument(input, scale);
    // pdfmake hands the page count to the footer of every page once the layout is done
    const footer = (_page: number, count: number) => {
      pages = count;
      return null;
    };
    file = await renderPdf({ ...doc, footer });
    if (pages <= 1) return file;
  }
  return file!;
}

/** §9 'CAPF6080-{account}-{event}.pdf'. */
export const permissionSlipFileName = (event: Pick<Event, 'accountID' | 'id'>): string =>
  permissionSlipName(event.accountID, event.id);
