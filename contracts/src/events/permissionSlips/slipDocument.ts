// The CAPF 60-80 layout (events §9: Letter, portrait, an event QR code to the public event viewer),
// as a pdfmake document definition. One layout for the blank slip a family prints (mfe-events) and
// the record of a guardian's online signature (svc-events), which fills the cadet and guardian
// lines and adds the signature's audit. The spec leaves the rest of the contents "not shown", so
// it follows the paper form's parts: cadet and activity details, the parent or guardian section
// with the required forms as checkboxes, authorisation and signature lines, and a tear-off part the
// family keeps (event details, points of contact, the QR code).
import { formatEventID } from '../rules/eventUrl.ts';
import { formatViewerDateTime, formatViewerPhone } from '../rules/formats.ts';
import { REQUIRED_FORMS_OPTIONS } from '../options.ts';
import type { CheckboxGroup, Event } from '../entities.ts';
import { slipFieldsOf, type SlipFields, type SlipPointOfContact } from './fields.ts';

/** A pdfmake content node (pdfmake has no types of its own). */
export type SlipPdfContent = string | SlipPdfContent[] | { [key: string]: unknown };
export interface SlipPdfDocument {
  pageSize: 'LETTER';
  pageOrientation: 'portrait';
  content: SlipPdfContent[];
  [key: string]: unknown;
}

/** What the slip shows of an event: its slip fields and the event's other parts of the form. */
export interface SlipDocumentEvent {
  fields: SlipFields;
  /** 'MD001-42'. */
  eventID: string;
  activityTypes: string[];
  lodging: string[];
  meals: string[];
  /** The event's required forms (chosen labels, "other" included). */
  requiredForms: string[];
}

/** A guardian's online answer, printed in the guardian section and the signature's audit. */
export interface SignedSlipRecord {
  cadetName: string;
  guardianName: string;
  relationship: string;
  phoneDuringActivity: string;
  alternatePhone: string;
  signature: string;
  signedAt: number;
  address: string;
  userAgent: string;
  /** SHA-256 (hex) of the content signed. */
  contentHash: string;
}

export interface SlipDocumentInput {
  slip: SlipDocumentEvent;
  /** The unit's site name (registry Website.Name). */
  siteName: string;
  /** The public event viewer on the account's host (what the QR code opens). */
  eventUrl: string;
  /** The QR code of eventUrl, as SVG text. */
  qrSvg: string;
  /** The zone the times are printed in. */
  zone: string;
  /** Absent: the blank slip to print. */
  signed?: SignedSlipRecord;
}

/** A checkbox group's chosen labels, then its "other" text. */
function chosenLabels(group: CheckboxGroup): string[] {
  const items = group.labels.filter((_, i) => group.values[i]);
  if (group.otherSelected && (group.otherValue ?? '').trim() !== '') items.push(group.otherValue!.trim());
  return items;
}

/** The slip's view of an event, as it is now. */
export function slipDocumentEventOf(e: Event): SlipDocumentEvent {
  return {
    fields: slipFieldsOf(e),
    eventID: formatEventID(e.accountID, e.id),
    activityTypes: chosenLabels(e.activity),
    lodging: chosenLabels(e.lodgingArrangments),
    meals: chosenLabels(e.mealsDescription),
    requiredForms: chosenLabels(e.requiredForms),
  };
}

const GREY = '#555555';
const when = (ms: number, zone: string) => formatViewerDateTime(ms, zone);

/** Sizes (fonts, spacing) times the slip's scale: 1, or less when that keeps the slip on one page. */
type Scale = (size: number) => number;

/**
 * A label under a line to write on (a cell with only a bottom rule, so it fills its column); a
 * value (the signed record's) is printed on the line.
 */
const blank = (z: Scale, label: string, width: number | '*' = '*', value = ''): SlipPdfContent => ({
  width,
  stack: [
    {
      table: {
        widths: ['*'],
        body: [[{ text: value === '' ? ' ' : value, fontSize: z(11), border: [false, false, false, true] }]],
      },
      layout: { hLineWidth: () => 0.6, vLineWidth: () => 0, paddingLeft: () => 0, paddingRight: () => 0 },
    },
    { text: label, fontSize: z(7), color: GREY, margin: [0, 1, 0, 0] },
  ],
});
const blanks = (z: Scale, ...cells: SlipPdfContent[]): SlipPdfContent => ({
  columns: cells,
  columnGap: 14,
  margin: [0, 0, 0, z(3)],
});

/** A square to tick, ticked when the event asks for the form. */
function checkbox(checked: boolean): SlipPdfContent {
  const box = { type: 'rect', x: 0, y: 1, w: 8, h: 8, lineWidth: 0.7 };
  const tick = [
    { type: 'line', x1: 1.5, y1: 5, x2: 3.5, y2: 8, lineWidth: 1.2 },
    { type: 'line', x1: 3.5, y1: 8, x2: 7.5, y2: 1.5, lineWidth: 1.2 },
  ];
  return { canvas: checked ? [box, ...tick] : [box], width: 12 };
}

/** A dark section bar (a one-cell table so the fill spans the page). */
const section = (z: Scale, text: string): SlipPdfContent => ({
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

const detail = (label: string, value: string): SlipPdfContent[] => [
  { text: label, bold: true },
  { text: value === '' ? '—' : value },
];

function activityRows(slip: SlipDocumentEvent, zone: string): SlipPdfContent[][] {
  const f = slip.fields;
  const place = (p: string) => (p ? ` at ${p}` : '');
  const fee =
    f.cost.feeAmount > 0 ? `$${f.cost.feeAmount.toFixed(2)}, due ${when(f.cost.feeDue, zone)}` : 'None';
  return [
    detail('Activity', f.activity),
    detail('Event ID', slip.eventID),
    detail('Dates', `${when(f.startDateTime, zone)} to ${when(f.endDateTime, zone)}`),
    detail('Location', f.location),
    detail('Meet', `${when(f.meetDateTime, zone)}${place(f.meetLocation)}`),
    detail('Pick up', `${when(f.pickupDateTime, zone)}${place(f.pickupLocation)}`),
    detail('Activity type', slip.activityTypes.join(', ')),
    detail('Cadet uniform', f.uniform.join(', ')),
    detail('Transportation', f.transportation),
    detail('Lodging', slip.lodging.join(', ')),
    detail('Meals', slip.meals.join(', ')),
    detail('Equipment', f.requiredEquipment.join(', ')),
    detail('Cost', fee),
  ];
}

function contactLine(poc: SlipPointOfContact): string {
  const parts = [poc.name, poc.position, poc.phone ? formatViewerPhone(poc.phone) : '', poc.email];
  return parts.filter((p) => p !== '').join(' · ');
}

/** The required forms of §3 the slip lists: the seven named ones, ticked when the event asks for them. */
function requiredForms(z: Scale, chosen: readonly string[]): SlipPdfContent {
  const asked = new Set(chosen);
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

const CONSENT = [
  'I give permission for the cadet named above to take part in this activity, travelling as described. ',
  'I understand the activity, its costs and the forms it requires, and I have given the activity staff ',
  'the medical and emergency information they need. In an emergency where I cannot be reached, I ',
  'authorise the activity staff to obtain medical treatment for my cadet.',
].join('');

/** The audit of an online signature: who, when, from where, and the hash of what was signed. */
function signatureRecord(z: Scale, signed: SignedSlipRecord, zone: string): SlipPdfContent[] {
  const rows: [string, string][] = [
    ['Signed by', signed.guardianName],
    ['Relationship', signed.relationship],
    ['Phone during the activity', signed.phoneDuringActivity],
    ['Alternate phone', signed.alternatePhone],
    ['Typed signature', signed.signature],
    ['Signed at', `${when(signed.signedAt, zone)} (${new Date(signed.signedAt).toISOString()})`],
    ['From address', signed.address],
    ['User agent', signed.userAgent],
    ['Content hash (SHA-256)', signed.contentHash],
  ];
  return [
    section(z, 'Electronic signature record'),
    {
      text:
        'Signed online through a single-use link sent to the parent or guardian. The content hash ' +
        'is taken over the activity details above as they were shown when signing.',
      fontSize: z(7.5),
      color: GREY,
      margin: [0, 0, 0, z(2)],
    },
    {
      table: { widths: [110, '*'], body: rows.map(([label, value]) => detail(label, value)) },
      layout: { defaultBorder: false, paddingTop: () => 0.5, paddingBottom: () => 0.5, paddingLeft: () => 0 },
      fontSize: z(8),
    },
  ];
}

function tearOff(z: Scale, input: SlipDocumentInput): SlipPdfContent[] {
  const { slip, zone } = input;
  const f = slip.fields;
  // a fresh node each time: pdfmake writes its layout into the nodes it is given
  const cut = (): SlipPdfContent => ({
    canvas: [{ type: 'line', x1: 0, y1: 5, x2: 205, y2: 5, dash: { length: 4 }, lineWidth: 0.7 }],
    width: 210,
  });
  const at = (place: string) => (place ? ` at ${place}` : '');
  return [
    {
      margin: [0, 10, 0, 2],
      columns: [
        cut(),
        { text: 'detach and keep', fontSize: z(7), color: GREY, alignment: 'center', width: '*' },
        cut(),
      ],
    },
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: 'For the parent or guardian', bold: true, fontSize: z(10), margin: [0, 2, 0, 3] },
            { text: `${f.activity} (${slip.eventID})`, bold: true, fontSize: z(9) },
            { text: `Meet: ${when(f.meetDateTime, zone)}${at(f.meetLocation)}`, fontSize: z(8) },
            {
              text: `Activity: ${when(f.startDateTime, zone)} to ${when(f.endDateTime, zone)}${at(f.location)}`,
              fontSize: z(8),
            },
            { text: `Pick up: ${when(f.pickupDateTime, zone)}${at(f.pickupLocation)}`, fontSize: z(8) },
            { text: 'Points of contact', bold: true, fontSize: z(8.5), margin: [0, 4, 0, 1] },
            ...(f.pointsOfContact.length === 0
              ? [{ text: 'See the event page', fontSize: z(8), italics: true }]
              : f.pointsOfContact.map((p) => ({ text: contactLine(p), fontSize: z(8) }))),
            { text: input.eventUrl, fontSize: z(7), color: GREY, link: input.eventUrl, margin: [0, 4, 0, 0] },
          ],
        },
        {
          width: 96,
          stack: [
            { svg: input.qrSvg, width: 80, alignment: 'center' },
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
}

/** The slip's document definition; `scale` shrinks fonts and spacing (1: full size). */
export function slipDocument(input: SlipDocumentInput, scale = 1): SlipPdfDocument {
  const z: Scale = (size) => Math.round(size * scale * 100) / 100;
  const { slip, signed } = input;
  const signedDate = signed ? when(signed.signedAt, input.zone) : '';
  const content: SlipPdfContent[] = [
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: 'CIVIL AIR PATROL', bold: true, fontSize: z(10), color: GREY },
            { text: 'Cadet Activity Permission Slip', bold: true, fontSize: z(16) },
            {
              text: `${input.siteName} · ${slip.eventID}${signed ? ' · signed online' : ''}`,
              fontSize: z(9),
              color: GREY,
            },
          ],
        },
        { width: 'auto', text: 'CAPF 60-80', bold: true, fontSize: z(12), alignment: 'right' },
      ],
    },
    section(z, '1. Cadet'),
    blanks(
      z,
      blank(z, signed ? 'Cadet name' : 'Cadet name (last, first)', '*', signed?.cadetName ?? ''),
      blank(z, 'Grade', 90),
      blank(z, 'CAPID', 90),
    ),
    blanks(z, blank(z, 'Unit'), blank(z, 'Cadet cell phone', 150)),
    section(z, '2. Activity'),
    {
      table: { widths: [80, '*'], body: activityRows(slip, input.zone) },
      layout: { defaultBorder: false, paddingTop: () => 0.5, paddingBottom: () => 0.5, paddingLeft: () => 0 },
      fontSize: z(8.5),
    },
    section(z, '3. Required forms (bring these to the activity)'),
    requiredForms(z, slip.requiredForms),
    section(z, '4. Parent or guardian'),
    blanks(
      z,
      blank(z, 'Parent or guardian name', '*', signed?.guardianName ?? ''),
      blank(z, 'Relationship', 120, signed?.relationship ?? ''),
    ),
    blanks(
      z,
      blank(z, 'Phone during the activity', 170, signed?.phoneDuringActivity ?? ''),
      blank(z, 'Alternate phone', 170, signed?.alternatePhone ?? ''),
      blank(z, 'Email'),
    ),
    { text: CONSENT, fontSize: z(8), margin: [0, 4, 0, 6] },
    blanks(
      z,
      blank(z, 'Parent or guardian signature', '*', signed ? `/s/ ${signed.signature}` : ''),
      blank(z, 'Date', 110, signedDate),
    ),
    ...(signed ? signatureRecord(z, signed, input.zone) : []),
    section(z, '5. Authorisation'),
    blanks(
      z,
      blank(z, 'Unit commander or activity director (printed name and grade)'),
      blank(z, 'Signature', 150),
      blank(z, 'Date', 80),
    ),
    ...tearOff(z, input),
  ];
  return {
    pageSize: 'LETTER',
    pageOrientation: 'portrait',
    pageMargins: [40, 36, 40, 30],
    info: {
      title: `CAPF 60-80 ${slip.fields.activity}${signed ? ` signed by ${signed.guardianName}` : ''}`,
      subject: slip.eventID,
    },
    defaultStyle: { fontSize: z(9) },
    content,
  };
}

/** The scales tried in turn until the slip fits its one page (long names, many contacts, forms). */
export const SLIP_SCALES = [1, 0.9, 0.8, 0.72] as const;
