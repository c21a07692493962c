// Browser side of reportPages.mjs: the PDFs for a realistic fictional unit and event, made
// by the real mfe-events code (60-1 and 60-20 with pdfmake, the CAPF 60-80 slip with pdfmake and
// qrcode), then every page drawn by pdfjs-dist (served by lib/browserBundle.mjs under /pdfjs/) onto
// a canvas and answered as PNG data URLs, for a person to look at.
import { newEventContent, type Event, type PointOfContact } from '@portal/contracts';
import { fitnessReportPdf } from '../mfe-events/src/reports/pdf/fitnessReportPdf.ts';
import type { PdfReportInput } from '../mfe-events/src/reports/pdf/reportPdfCommon.ts';
import { squadronReportPdf } from '../mfe-events/src/reports/pdf/squadronReportPdf.ts';
import { permissionSlipPdf } from '../mfe-events/src/permissionSlip/permissionSlipPdf.ts';
import { benchUnit, NOW } from './reportUnit.ts';

type PdfJs = typeof import('pdfjs-dist');

const poc = (name: string, position: string, phone: string, email: string): PointOfContact => ({
  type: 'EXTERNAL',
  name,
  position,
  phone,
  email,
  publicDisplay: true,
  receiveEventUpdates: false,
  receiveRoster: false,
  receiveSignUpUpdates: false,
  receiveUpdates: false,
});

/** A long weekend activity with every part of the slip filled, long texts included. */
export function slipEvent(): Event {
  const meet = Date.UTC(2027, 0, 15, 22);
  const content = newEventContent(meet);
  const all = <T extends { values: boolean[] }>(g: T, other = ''): T => ({
    ...g,
    values: g.values.map((_, i) => i % 2 === 0),
    ...(other ? { otherSelected: true, otherValue: other } : {}),
  });
  return {
    ...content,
    name: 'Winter Survival and Emergency Services Bivouac at the Catoctin Mountain Training Area',
    subtitle: 'Ground team and urban DF practical, cold-weather shelters, and the annual awards dinner',
    status: 'CONFIRMED',
    meetDateTime: meet,
    startDateTime: meet + 900_000,
    endDateTime: meet + 2 * 86_400_000,
    pickupDateTime: meet + 2 * 86_400_000 + 1_800_000,
    meetLocation: 'Frederick Composite Squadron hall, 1200 Airport Drive East, Frederick MD',
    location: 'Catoctin Mountain Park, Camp Misty Mount group cabins, Thurmont MD',
    pickupLocation: 'Frederick Composite Squadron hall',
    activity: all(content.activity, 'Awards dinner with families'),
    cuniform: all(content.cuniform),
    lodgingArrangments: all(content.lodgingArrangments),
    mealsDescription: all(content.mealsDescription, 'Saturday dinner provided by the parents'),
    requiredForms: {
      ...content.requiredForms,
      values: content.requiredForms.values.map(() => true),
      otherSelected: true,
      otherValue: 'Maryland Wing cold-weather gear checklist, signed by a parent',
    },
    transportationProvided: true,
    transportationDescription: 'Two CAP vans from the squadron hall; parents may drop off at the park',
    requiredEquipment: [
      '24-hour pack',
      'Sleeping bag rated to 0 °F',
      'Two pairs of wool socks',
      'Headlamp',
      'Water bottles (2 L)',
      'Mess kit',
      'BDU / ABU with winter layers',
    ],
    participationFee: { feeDue: meet - 7 * 86_400_000, feeAmount: 45 },
    pointsOfContact: [
      poc(
        'Maj Alexandra Vanderhoeven-Castellanos',
        'Activity director',
        '3015550100',
        'activity.director@example.test',
      ),
      poc('Capt Bartholomew Okonkwo-Whitfield', 'Safety officer', '3015550111', 'safety@example.test'),
      poc('1st Lt Wei Li', 'Medical officer', '2405550122', 'wei.li@example.test'),
    ],
    id: 1207,
    accountID: 'md089',
    type: 'REGULAR',
    author: { type: 'CAPNHQMember', id: 520001 },
    debrief: [],
    targetAccountID: null,
    targetEventID: null,
  } as Event;
}

const reportInput = (cadets: number): PdfReportInput => ({
  items: benchUnit(cadets),
  siteName: 'Frederick Composite Squadron (MER-MD-089)',
  sort: 'Last name',
  filter: 'Cadets',
  now: NOW,
});

async function pages(pdfjs: PdfJs, blob: Blob, scale: number) {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  const file = btoa(binary);
  const pdf = await pdfjs.getDocument({ data: bytes.slice() }).promise;
  const out: { png: string; width: number; height: number }[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await page.render({ canvas, viewport }).promise;
    const [, , width, height] = page.view as [number, number, number, number];
    out.push({ png: canvas.toDataURL('image/png'), width, height });
  }
  await pdf.destroy();
  return { file, pages: out };
}

/** Each PDF's pages as PNG data URLs with the page size in points. */
export async function render(cadets: number, scale: number) {
  const url = '/pdfjs/pdf.min.mjs';
  const pdfjs = (await import(/* @vite-ignore */ url)) as PdfJs;
  pdfjs.GlobalWorkerOptions.workerSrc = '/pdfjs/pdf.worker.min.mjs';
  const input = reportInput(cadets);
  return {
    'SQR-60-1': await pages(pdfjs, await squadronReportPdf(input), scale),
    'SQR-60-20': await pages(pdfjs, await fitnessReportPdf(input), scale),
    'CAPF-60-80': await pages(
      pdfjs,
      await permissionSlipPdf({
        event: slipEvent(),
        siteName: input.siteName,
        eventUrl:
          'https://md089.capunit.example/eventviewer/1207-winter-survival-and-emergency-services-bivouac',
        zone: 'America/New_York',
      }),
      scale,
    ),
  };
}
