// Events spec §9 Reports: "Sort options: Last name, First name, CAPID. Member filter: Cadets,
// Senior Members, All", "Headers carry the site name and member count", "Report files are named
// with account id and a date-time stamp (yyyy-mm-dd hhmm)", and the 60-1a "one sheet per
// flight of the registry, cadets of unlisted flights on their own sheet rather than dropped".
// Pure (reportLayout.test.ts).
import type { MemberType } from '../../entities/memberReference.ts';
import { fileDateStamp } from '../../events/rules/formats.ts';

export const REPORT_SORTS = ['Last name', 'First name', 'CAPID'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

export const REPORT_MEMBER_FILTERS = ['Cadets', 'Senior Members', 'All'] as const;
export type ReportMemberFilter = (typeof REPORT_MEMBER_FILTERS)[number];

export interface ReportMember {
  type: MemberType;
  id: number | string;
  nameFirst: string;
  nameLast: string;
  seniorMember: boolean;
  flight: string | null;
}

/** §9 member filter. */
export function matchesMemberFilter(
  member: Pick<ReportMember, 'seniorMember'>,
  filter: ReportMemberFilter,
): boolean {
  if (filter === 'All') return true;
  return filter === 'Cadets' ? !member.seniorMember : member.seniorMember;
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Member numbers in numeric order; prospective members (text ids) after them, by id. */
function byId(a: ReportMember, b: ReportMember): number {
  if (typeof a.id === 'number' && typeof b.id === 'number') return a.id - b.id;
  if (typeof a.id === 'number') return -1;
  if (typeof b.id === 'number') return 1;
  return byText(a.id, b.id);
}

/**
 * §9 sort: by last name (then first name, then member number), by first name (then last name,
 * then member number) or by member number. Case-insensitive; the ties make the order total.
 */
export function compareReportMembers(sort: ReportSort): (a: ReportMember, b: ReportMember) => number {
  return (a, b) => {
    if (sort === 'CAPID') return byId(a, b);
    const [first, second] =
      sort === 'Last name' ? (['nameLast', 'nameFirst'] as const) : (['nameFirst', 'nameLast'] as const);
    return byText(a[first], b[first]) || byText(a[second], b[second]) || byId(a, b);
  };
}

/** Filter, then sort, without changing the input. */
export function reportRows<T extends ReportMember>(
  members: readonly T[],
  filter: ReportMemberFilter,
  sort: ReportSort,
): T[] {
  return members.filter((m) => matchesMemberFilter(m, filter)).sort(compareReportMembers(sort));
}

export type ReportKind = 'SQR 60-1' | 'SQR 60-1a' | 'SQR 60-20' | 'SQR 52-1';

/** §9 report titles with their editions. */
export const REPORT_TITLES: Record<ReportKind, string> = {
  'SQR 60-1': 'Squadron Report 60-1 Cadet Status (Sep 2021)',
  'SQR 60-1a': 'Squadron Report 60-1a Cadet Status by Flight (Sep 2021)',
  'SQR 60-20': 'Squadron Report 60-20 Cadet Fitness (Oct 2021)',
  'SQR 52-1': 'Squadron Report 52-1 Orientation Flights',
};

/** §9 header: the site name and the member count. */
export function reportHeader(kind: ReportKind, siteName: string, memberCount: number): string {
  return `${REPORT_TITLES[kind]} - ${siteName} - ${memberCount} ${memberCount === 1 ? 'member' : 'members'}`;
}

/**
 * §9 file name: the report, the account id and the 'yyyy-mm-dd hhmm' stamp (account time zone),
 * e.g. 'SQR 60-1 md089 2026-11-23 1530.pdf'.
 */
export function reportFileName(
  kind: ReportKind,
  accountID: string,
  now: number,
  extension: 'pdf' | 'xlsx',
  zone?: string,
): string {
  return `${kind} ${accountID} ${fileDateStamp(now, zone)}.${extension}`;
}

/** The 60-1a sheet for cadets without a flight or of a flight the registry does not list. */
export const UNLISTED_FLIGHT_SHEET = 'Unassigned';

/** Spreadsheet sheet names: at most 31 characters, none of : \ / ? * [ ] (a space instead, collapsed). */
export function sheetName(name: string): string {
  const cleaned = name
    .replace(/[:\\/?*[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31)
    .trim();
  return cleaned === '' ? UNLISTED_FLIGHT_SHEET : cleaned;
}

/**
 * 60-1a: one sheet per registry flight, in the registry's order (empty flights keep their
 * sheet), then one 'Unassigned' sheet for the others when there are any. Flight names match
 * case-insensitively, trimmed; the members keep their order.
 */
export function flightSheets<T extends Pick<ReportMember, 'flight'>>(
  members: readonly T[],
  registryFlights: readonly string[],
): { sheet: string; flight: string | null; members: T[] }[] {
  const key = (f: string) => f.trim().toLowerCase();
  const sheets: { sheet: string; flight: string | null; members: T[] }[] = registryFlights.map((flight) => ({
    sheet: sheetName(flight),
    flight,
    members: [],
  }));
  const index = new Map(registryFlights.map((f, i) => [key(f), i]));
  const unlisted: T[] = [];
  for (const m of members) {
    const i = m.flight === null ? undefined : index.get(key(m.flight));
    if (i === undefined) unlisted.push(m);
    else sheets[i]!.members.push(m);
  }
  if (unlisted.length > 0) {
    const taken = new Set(sheets.map((s) => s.sheet.toLowerCase()));
    let name = UNLISTED_FLIGHT_SHEET;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${UNLISTED_FLIGHT_SHEET} ${n}`;
    sheets.push({ sheet: name, flight: null, members: unlisted });
  }
  return sheets;
}
