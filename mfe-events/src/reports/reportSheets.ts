// Spreadsheet reports as plain tables (title, column headers, rows; sheets for the 60-1a,
// sections for the 60-20), built from the §7 /account items with the contracts row builders
// (sqr601Row, sqr6020Row, sqr521Row). Pure: reportWorkbook.ts turns a table into an .xlsx file.
// Dates are day dates ('yyyy-mm-dd'); the header carries the site name and member count (§9).
import {
  FITNESS_REPORT_GROUP_TITLES,
  fitnessReportCutoff,
  flightSheets,
  reportHeader,
  reportRows,
  type FitnessReportGroup,
  type HFZEvent,
  type ReportKind,
  type ReportMemberFilter,
  type ReportSort,
} from '@portal/contracts';
import {
  SQR601_COLUMNS,
  sqr521Row,
  sqr601Row,
  sqr6020Row,
  type ReportItem,
} from '@portal/contracts/documents';

export type Cell = string | number;

/** The spreadsheet reports of the widget (the PDFs are in ./pdf). */
export const SPREADSHEET_REPORTS = [
  'SQR 60-1',
  'SQR 60-1a',
  'SQR 60-20',
  'SQR 52-1',
] as const satisfies readonly ReportKind[];
export type SpreadsheetReport = (typeof SPREADSHEET_REPORTS)[number];

export interface ReportInput {
  items: readonly ReportItem[];
  siteName: string;
  /** The registry's flights (RankAndFile.Flights), for the 60-1a sheets. */
  flights: readonly string[];
  sort: ReportSort;
  filter: ReportMemberFilter;
  now: number;
}

/** A block of rows under an optional title (the 60-20 groups); most sheets have one, untitled. */
export interface SheetSection {
  title: string | null;
  rows: Cell[][];
  /** Per row: struck through (§5 Exports: a member whose membership has expired, as in the PDF). */
  struck?: readonly boolean[];
}

export interface ReportSheet {
  name: string;
  /** Row 1: the §9 header. */
  title: string;
  columns: string[];
  sections: SheetSection[];
}

/** Day dates as the reports print them. */
export const reportDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The items the member filter keeps, in the chosen order (contracts reportRows). */
export function selectedItems(input: Pick<ReportInput, 'items' | 'filter' | 'sort'>): ReportItem[] {
  const keyed = input.items.map((item) => ({ ...item.member, item }));
  return reportRows(keyed, input.filter, input.sort).map((k) => k.item);
}

/** The 60-1 (and 60-1a) rows of `items`, expired members struck through as the PDF strikes them. */
function sqr601Section(items: readonly ReportItem[], now: number): SheetSection {
  const rows = items.map((item) => sqr601Row(item, now, 'spreadsheet', reportDate));
  return {
    title: null,
    rows: rows.map((row) => SQR601_COLUMNS.map((column) => row[column])),
    struck: rows.map((row) => row.struck),
  };
}

function sqr601(input: ReportInput): ReportSheet[] {
  const items = selectedItems(input);
  return [
    {
      name: 'SQR 60-1',
      title: reportHeader('SQR 60-1', input.siteName, items.length),
      columns: [...SQR601_COLUMNS],
      sections: [sqr601Section(items, input.now)],
    },
  ];
}

/** 60-1a: one sheet per registry flight, then 'Unassigned' for the others (contracts flightSheets). */
function sqr601a(input: ReportInput): ReportSheet[] {
  const items = selectedItems(input).map((item) => ({ flight: item.member.flight, item }));
  return flightSheets(items, input.flights).map((sheet) => ({
    name: sheet.sheet,
    title: `${reportHeader('SQR 60-1a', input.siteName, sheet.members.length)} - ${
      sheet.flight === null ? 'No listed flight' : `${sheet.flight} Flight`
    }`,
    columns: [...SQR601_COLUMNS],
    sections: [
      sqr601Section(
        sheet.members.map((m) => m.item),
        input.now,
      ),
    ],
  }));
}

const FITNESS_EVENTS: readonly [HFZEvent, string][] = [
  ['Pacer', 'Pacer'],
  ['MileRun', 'Mile Run'],
  ['CurlUps', 'Curl-Ups'],
  ['PushUps', 'Push-Ups'],
  ['SitReach', 'Sit and Reach'],
];
export const SQR6020_COLUMNS = [
  'CAPID',
  'Grade Order',
  'Full Name',
  'HFZ Expiry',
  ...FITNESS_EVENTS.flatMap(([, label]) => [`${label} Required`, `${label} Score`]),
];
const GROUP_ORDER: readonly FitnessReportGroup[] = ['phaseOne', 'expiring', 'current'];

/** 60-20: the §9 groups in order (phase 1, phase 2–4 expiring before the cutoff, the rest). */
function sqr6020(input: ReportInput): ReportSheet[] {
  const items = selectedItems(input);
  const cutoff = fitnessReportCutoff(input.now);
  const rows = items.map((item) => sqr6020Row(item, input.now, cutoff, reportDate));
  return [
    {
      name: 'SQR 60-20',
      title: reportHeader('SQR 60-20', input.siteName, items.length),
      columns: SQR6020_COLUMNS,
      sections: GROUP_ORDER.map((group) => ({
        title:
          group === 'expiring'
            ? `${FITNESS_REPORT_GROUP_TITLES[group]} by ${reportDate(cutoff)}`
            : FITNESS_REPORT_GROUP_TITLES[group],
        rows: rows
          .filter((row) => row.group === group)
          .map((row) => [
            row.CAPID,
            row['Grade Order'],
            row['Full Name'],
            row['HFZ Expiry'],
            ...FITNESS_EVENTS.flatMap(([event]) => [row.events[event].required, row.events[event].score]),
          ]),
      })),
    },
  ];
}

export const SQR521_COLUMNS = [
  'Sort',
  'Current Grade',
  'Grade Order',
  'Full Name',
  'CAPID',
  'Birth Date',
  'Flight',
  'Joined',
  'O-Ride 1',
  'O-Ride 2',
  'O-Ride 3',
  'O-Ride 4',
  'O-Ride 5',
  // flights a manager entered as cancelled or incomplete (contracts cadetProgramme entries.ts)
  'Cancelled',
  'Incomplete',
  'Cellphone',
  'Email',
  'Parent Phone',
  'Parent Email',
];

function sqr521(input: ReportInput): ReportSheet[] {
  const items = selectedItems(input);
  return [
    {
      name: 'SQR 52-1',
      title: reportHeader('SQR 52-1', input.siteName, items.length),
      columns: SQR521_COLUMNS,
      sections: [
        {
          title: null,
          rows: items.map((item) => {
            const r = sqr521Row(item, input.now, reportDate);
            return [
              r.Sort,
              r['Current Grade'],
              r['Grade Order'],
              r['Full Name'],
              r.CAPID,
              r['Birth Date'],
              r.Flight,
              r.Joined,
              ...r.rides,
              r.Cancelled,
              r.Incomplete,
              r.Cellphone,
              r.Email,
              r['Parent Phone'],
              r['Parent Email'],
            ];
          }),
        },
      ],
    },
  ];
}

/** The sheets of a spreadsheet report. */
export function reportSheets(kind: SpreadsheetReport, input: ReportInput): ReportSheet[] {
  switch (kind) {
    case 'SQR 60-1':
      return sqr601(input);
    case 'SQR 60-1a':
      return sqr601a(input);
    case 'SQR 60-20':
      return sqr6020(input);
    case 'SQR 52-1':
      return sqr521(input);
  }
}
