// / events §9: the cadet activity permission slip (CAPF 60-80) as a PDF generated in
// the browser. "Letter, portrait, with an event QR code linking to the public event viewer of the
// account"; file name 'CAPF6080-{account}-{event}.pdf'; the rest of the contents is "not shown" in
// the spec, so decided here after the paper form's parts: cadet and activity details, the parent or
// guardian section with the event's required forms as checkboxes, authorisation and signature lines,
// and a tear-off part the family keeps (event details, points of contact, the QR code).
import {
  formatEventID,
  formatViewerDateTime,
  formatViewerPhone,
  permissionSlipName,
  REQUIRED_FORMS_OPTIONS,
  type CheckboxGroup,
  type Event,
  type PointOfContact,
} from '@portal/contracts';
import { renderPdf, type PdfContent, type PdfDocument } from '../reports/pdf/loadPdfMake.ts';

export interface PermissionSlipInput {
  event: Event;
  /** The unit's site name (registry Website.Name). */
  siteName: string;
  /** The public event viewer on the account's host (what the QR code opens). */
  eventUrl: string;
  /** The account's time zone (registry), for the times printed. */
  zone: string;
}

const GREY = '#555555';

/** A checkbox group's chosen labels, then its "other" text. */
function chosenLabels(group: CheckboxGroup): string[] {
  const items = group.labels.filter((_, i) => group.values[i]);
  if (group.otherSelected && (group.otherValue ?? '').trim() !== '') items.push(group.otherValue!.trim());
  return items;
}
const when = (ms: number, zone: string) => formatViewerDateTime(ms, zone);

/** Sizes (fonts, spacing) times the slip's scale: 1, or less when that keeps the slip on one page. */
type Scale = (size: number) => number;

/** A label under a blank line to write on (a cell with only a bottom rule, so it fills its column). */
const blank = (z: Scale, label: string, width: number | '*' = '*'): PdfContent => ({
  width,
  stack: [
    {
      table: { widths: ['*'], body: [[{ text: ' ', fontSize: z(11), border: [false, false, false, true] }]] },
      layout: { hLineWidth: () => 0.6, vLineWidth: () => 0, paddingLeft: () => 0, paddingRight: () => 0 },
    },
    { text: label, fontSize: z(7), color: GREY, margin: [0, 1, 0, 0] },
  ],
});
const blanks = (z: Scale, ...cells: PdfContent[]): PdfContent => ({
  columns: cells,
  columnGap: 14,
  margin: [0, 0, 0, z(3)],
});

/** A square to tick, ticked when the event asks for the form. */
function checkbox(checked: boolean): PdfContent {
  const box = { type: 'rect', x: 0, y: 1, w: 8, h: 8, lineWidth: 0.7 };
  const tick = [
    { type: 'line', x1: 1.5, y1: 5, x2: 3.5, y2: 8, lineWidth: 1.2 },
    { type: 'line', x1: 3.5, y1: 8, x2: 7.5, y2: 1.5, lineWidth: 1.2 },
  ];
  return { canvas: checked ? [box, ...tick] : [box], width: 12 };
}

/** A dark section bar (a one-cell table so the fill spans the page). */
const section = (z: Scale, text: string): PdfContent => ({
  table: {
    widths: ['*'],
    body: [[{ text: text.toUpperCase(), bold: true, fontSize: z(8.5), color: 'white' }]],
  },
  layout: {
    fillColor: () => '#1f3a5f',
    hLineWidth: () => 0,
    vLineWidth: () => 0,
    paddingTop: () => z(2),
    paddingBottom: () => z(2),
  },
  margin: [0, z(6), 0, z(3)],
});

const detail = (label: string, value: string): PdfContent[] => [
  { text: label, bold: true },
  { text: value === '' ? '—' : value },
];

function activityRows(input: PermissionSlipInput): PdfContent[][] {
  const e = input.event;
  const place = (p: string) => (p ? ` at ${p}` : '');
  const fee =
    e.participationFee.feeAmount > 0
      ? `$${e.participationFee.feeAmount.toFixed(2)}, due ${when(e.participationFee.feeDue, input.zone)}`
      : 'None';
  return [
    detail('Activity', e.name + (e.subtitle ? ` — ${e.subtitle}` : '')),
    detail('Event ID', formatEventID(e.accountID, e.id)),
    detail('Dates', `${when(e.startDateTime, input.zone)} to ${when(e.endDateTime, input.zone)}`),
    detail('Location', e.location),
    detail('Meet', `${when(e.meetDateTime, input.zone)}${place(e.meetLocation)}`),
    detail('Pick up', `${when(e.pickupDateTime, input.zone)}${place(e.pickupLocation)}`),
    detail('Activity type', chosenLabels(e.activity).join(', ')),
    detail('Cadet uniform', chosenLabels(e.cuniform).join(', ')),
    detail(
      'Transportation',
      e.transportationProvided
        ? `Provided${e.transportationDescription ? `: ${e.transportationDescription}` : ''}`
        : 'Not provided',
    ),
    detail('Lodging', chosenLabels(e.lodgingArrangments).join(', ')),
    detail('Meals', chosenLabels(e.mealsDescription).join(', ')),
    detail('Equipment', e.requiredEquipment.join(', ')),
    detail('Cost', fee),
  ];
}

function contactLine(poc: PointOfContact): string {
  const name = poc.type === 'EXTERNAL' ? poc.name : (poc.name ?? `CAPID ${poc.memberReference.id}`);
  const parts = [name, poc.position, poc.phone ? formatViewerPhone(poc.phone) : '', poc.email].filter(
    (p) => p !== '',
  );
  return parts.join(' · ');
}

/** The required forms of §3 the slip lists: the seven named ones, ticked when the event asks for them. */
function requiredForms(z: Scale, e: Event): PdfContent {
  const asked = new Set(chosenLabels(e.requiredForms));
  const names: string[] = [...REQUIRED_FORMS_OPTIONS];
  for (const label of asked) if (!names.includes(label)) names.push(label); // "other"
  const rows = names.map((name) => ({
    columns: [checkbox(asked.has(name)), { text: name, fontSize: z(8) }],
    columnGap: 2,
    margin: [0, z(1), 0, z(1)],
  }));
  const half = Math.ceil(rows.length / 2);
  return { columns: [{ stack: rows.slice(0, half) }, { stack: rows.slice(half) }], columnGap: 12 };
}

/**
 * The slip's document definition (exported for the layout tests); `scale` shrinks fonts and spacing
 * (1: full size).
 */
export async function permissionSlipDocument(input: PermissionSlipInput, scale = 1): Promise<PdfDocument> {
  const z: Scale = (size) => Math.round(size * scale * 100) / 100;
  const e = input.event;
  const qrcode = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
  const qr = await (qrcode.default ?? qrcode).toString(input.eventUrl, {
    type: 'svg',
    margin: 0,
    errorCorrectionLevel: 'M',
  });
  const contacts = e.pointsOfContact.filter((p) => p.publicDisplay);
  const eventID = formatEventID(e.accountID, e.id);
  const content: PdfContent[] = [
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: 'CIVIL AIR PATROL', bold: true, fontSize: z(10), color: GREY },
            { text: 'Cadet Activity Permission Slip', bold: true, fontSize: z(16) },
            { text: `${input.siteName} · ${eventID}`, fontSize: z(9), color: GREY },
          ],
        },
        { width: 'auto', text: 'CAPF 60-80', bold: true, fontSize: z(12), alignment: 'right' },
      ],
    },
    section(z, '1. Cadet'),
    blanks(z, blank(z, 'Cadet name (last, first)'), blank(z, 'Grade', 90), blank(z, 'CAPID', 90)),
    blanks(z, blank(z, 'Unit'), blank(z, 'Cadet cell phone', 150)),
    section(z, '2. Activity'),
    {
      table: { widths: [80, '*'], body: activityRows(input) },
      layout: { defaultBorder: false, paddingTop: () => 0.5, paddingBottom: () => 0.5, paddingLeft: () => 0 },
      fontSize: z(8.5),
    },
    section(z, '3. Required forms (bring these to the activity)'),
    requiredForms(z, e),
    section(z, '4. Parent or guardian'),
    blanks(z, blank(z, 'Parent or guardian name'), blank(z, 'Relationship', 120)),
    blanks(
      z,
      blank(z, 'Phone during the activity', 170),
      blank(z, 'Alternate phone', 170),
      blank(z, 'Email'),
    ),
    {
      text: [
        'I give permission for the cadet named above to take part in this activity, travelling as described. ',
        'I understand the activity, its costs and the forms it requires, and I have given the activity staff ',
        'the medical and emergency information they need. In an emergency where I cannot be reached, I ',
        'authorise the activity staff to obtain medical treatment for my cadet.',
      ].join(''),
      fontSize: z(8),
      margin: [0, 4, 0, 6],
    },
    blanks(z, blank(z, 'Parent or guardian signature'), blank(z, 'Date', 110)),
    section(z, '5. Authorisation'),
    blanks(
      z,
      blank(z, 'Unit commander or activity director (printed name and grade)'),
      blank(z, 'Signature', 150),
      blank(z, 'Date', 80),
    ),
    // the tear-off part: a dashed cut line, then what the family keeps
    {
      margin: [0, 10, 0, 2],
      columns: [
        {
          canvas: [{ type: 'line', x1: 0, y1: 5, x2: 205, y2: 5, dash: { length: 4 }, lineWidth: 0.7 }],
          width: 210,
        },
        { text: 'detach and keep', fontSize: z(7), color: GREY, alignment: 'center', width: '*' },
        {
          canvas: [{ type: 'line', x1: 0, y1: 5, x2: 205, y2: 5, dash: { length: 4 }, lineWidth: 0.7 }],
          width: 210,
        },
      ],
    },
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: 'For the parent or guardian', bold: true, fontSize: z(10), margin: [0, 2, 0, 3] },
            { text: `${e.name} (${eventID})`, bold: true, fontSize: z(9) },
            {
              text: `Meet: ${when(e.meetDateTime, input.zone)}${e.meetLocation ? ` at ${e.meetLocation}` : ''}`,
              fontSize: z(8),
            },
            {
              text: `Activity: ${when(e.startDateTime, input.zone)} to ${when(e.endDateTime, input.zone)}${e.location ? ` at ${e.location}` : ''}`,
              fontSize: z(8),
            },
            {
              text: `Pick up: ${when(e.pickupDateTime, input.zone)}${e.pickupLocation ? ` at ${e.pickupLocation}` : ''}`,
              fontSize: z(8),
            },
            { text: 'Points of contact', bold: true, fontSize: z(8.5), margin: [0, 4, 0, 1] },
            ...(contacts.length === 0
              ? [{ text: 'See the event page', fontSize: z(8), italics: true }]
              : contacts.map((p) => ({ text: contactLine(p), fontSize: z(8) }))),
            { text: input.eventUrl, fontSize: z(7), color: GREY, link: input.eventUrl, margin: [0, 4, 0, 0] },
          ],
        },
        {
          width: 96,
          stack: [
            { svg: qr, width: 80, alignment: 'center' },
            {
              text: 'Scan for event updates',
              fontSize: z(6.5),
              color: GREY,
              alignment: 'center',
              margin: [0, 2, 0, 0],
            },
          ],
        },
      ],
      columnGap: 10,
    },
  ];
  return {
    pageSize: 'LETTER',
    pageOrientation: 'portrait',
    pageMargins: [40, 36, 40, 30],
    info: { title: `CAPF 60-80 ${e.name}`, subject: eventID },
    defaultStyle: { fontSize: z(9) },
    content,
  };
}

/** The scales tried in turn until the slip fits its one page (long names, many contacts, forms). */
export const SLIP_SCALES = [1, 0.9, 0.8, 0.72] as const;

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
