// Reports: one row per member for the 60-1 (and 60-1a), 60-20 and 52-1, as plain cells the
// PDF and XLSX renderers share, from §7 /account items (member + record). Columns as the report forms
// list them; dates go through the caller's formatter (reports print day dates). Pure (reportRows.test.ts).
import { gradeOrder } from '../../constants/ranks.ts';
import type { Member } from '../../entities/member.ts';
import { achievementById, achievementGradeOrder, requiresSDA } from '../achievements.ts';
import type { CadetRequirementsRecord } from '../entities.ts';
import type { HFZEvent } from '../hfzStandards.ts';
import {
  fitnessReportGroup,
  fitnessStandardForMember,
  hfzCredit,
  hfzCreditLabel,
  type FitnessReportGroup,
} from './fitness.ts';
import { achievementCell, eligibleOrWeeks, nextGrade, progressIsForNext } from './promotionState.ts';
import {
  formatExportPhone,
  membershipExpiryMark,
  oflightOutcomeCounts,
  oflightsCell,
  orientationRideDates,
  orientationSortCode,
} from './reportCodes.ts';

export interface ReportItem {
  member: Member;
  requirements: CadetRequirementsRecord | null;
}

export type FormatDate = (ms: number) => string;
type Cell = string | number;

/** 'C/Amn Doe, Jane' as the reports print names. */
export function reportFullName(member: Pick<Member, 'memberRank' | 'nameLast' | 'nameFirst'>): string {
  return `${member.memberRank} ${member.nameLast}, ${member.nameFirst}`.trim();
}

/** The grade order map of the member's grade, else of the record's grade; '' when unknown. */
export function reportGradeOrder(item: ReportItem): Cell {
  const own = gradeOrder(item.member.memberRank);
  if (own !== null) return own;
  const fromRecord = item.requirements ? achievementGradeOrder(item.requirements.CurrentCadetGradeID) : null;
  return fromRecord ?? '';
}

export const SQR601_COLUMNS = [
  'Current Grade',
  'Grade Order',
  'Full Name',
  'CAPID',
  'Flight',
  'Exp',
  'Eligible',
  'Next Grade',
  'Achv',
  'Leadership',
  'Aerospace',
  'Drill',
  'Oath',
  'Character Dev',
  'Mentor',
  'SDA',
  'HFZ Credit Exp',
  'GES',
  'O-Flights',
] as const;
export type Sqr601Row = Record<(typeof SQR601_COLUMNS)[number], Cell> & { struck: boolean };

/**
 * A requirement cell: 'N/A' when the next achievement does not ask for it; the date when done
 * for the achievement in progress; '' when still to do (or `todo` when given, e.g. the drill test).
 */
function requirementCell(required: boolean, done: number | null, fmt: FormatDate, todo = ''): string {
  if (!required) return 'N/A';
  return done === null ? todo : fmt(done);
}

/** 60-1 and 60-1a row. `report` picks the §9 eligibility wait: 57 days in the PDF, 56 otherwise. */
export function sqr601Row(
  item: ReportItem,
  now: number,
  report: 'pdf' | 'spreadsheet',
  fmt: FormatDate,
): Sqr601Row {
  const { member, requirements: r } = item;
  const exp = membershipExpiryMark(member, now);
  const eligible = eligibleOrWeeks(r, member.joined, now, report);
  const base = {
    'Current Grade': member.memberRank,
    'Grade Order': reportGradeOrder(item),
    'Full Name': reportFullName(member),
    CAPID: member.id,
    Flight: member.flight ?? '',
    Exp: exp,
    Eligible: eligible === null ? '' : eligible.kind === 'weeks' ? eligible.weeks : fmt(eligible.date),
    struck: exp === 'Y',
  };
  const blank = { 'Next Grade': '', Achv: '', Leadership: '', Aerospace: '', Drill: '', Oath: '' };
  if (!r) {
    return {
      ...base,
      ...blank,
      'Character Dev': '',
      Mentor: '',
      SDA: '',
      'HFZ Credit Exp': '',
      GES: '',
      'O-Flights': '',
    };
  }
  const next = achievementById(r.NextCadetAchvID);
  const own = progressIsForNext(r);
  const p = r.CurrentCadetAchv;
  const at = (d: number | null) => (own ? d : null);
  // SDA: the latest date once every part the next achievement asks for is done.
  const sdaParts: [boolean, number | null][] = next
    ? [
        [next.SDAService, at(p.StaffServiceDate)],
        [next.SDAWriting, at(p.TechnicalWritingAssignmentDate)],
        [next.SDAPresentation, at(p.OralPresentationDate)],
      ]
    : [];
  const sdaDates = sdaParts.filter(([required]) => required).map(([, d]) => d);
  const sdaDone = sdaDates.filter((d): d is number => d !== null);
  const sda =
    !next || !requiresSDA(next) ? 'N/A' : sdaDone.length === sdaDates.length ? fmt(Math.max(...sdaDone)) : '';
  return {
    ...base,
    'Next Grade': nextGrade(r),
    Achv: achievementCell(r),
    Leadership: requirementCell(!!next?.Leadership, at(p.LeadLabDateP), fmt),
    Aerospace: requirementCell(!!next?.Aerospace, at(p.AEDateP), fmt),
    Drill: requirementCell(!!next?.Drill, at(p.DrillDate), fmt, next?.Drill ?? ''),
    Oath: p.CadetOath ? 'Y' : '',
    'Character Dev': requirementCell(!!next?.CharDev, at(p.MoralLDateP), fmt),
    Mentor: next?.Mentor ? (own && p.OtherReq ? 'Y' : '') : 'N/A',
    SDA: sda,
    'HFZ Credit Exp': hfzCreditLabel(hfzCredit(r), fmt),
    GES: r.ges !== null && r.ges !== undefined ? 'Y' : '',
    'O-Flights': oflightsCell(r.oflights),
  };
}

const FITNESS_EVENTS: ReadonlyArray<
  readonly [HFZEvent, keyof NonNullable<CadetRequirementsRecord['HFZRecord']>]
> = [
  ['Pacer', 'PacerRun'],
  ['MileRun', 'MileRun'],
  ['CurlUps', 'CurlUp'],
  ['PushUps', 'PushUp'],
  ['SitReach', 'SitAndReach'],
];

export interface Sqr6020Row {
  group: FitnessReportGroup;
  CAPID: Cell;
  'Grade Order': Cell;
  'Full Name': string;
  'HFZ Expiry': string;
  /** Per event: the required value ('' without a standard) and the recorded score ('' if none). */
  events: Record<HFZEvent, { required: Cell; score: string }>;
}

/** 60-20 row: group (§9), the §4 credit label, the standard (§3/§5) and the scores. */
export function sqr6020Row(item: ReportItem, now: number, cutoff: number, fmt: FormatDate): Sqr6020Row {
  const { member, requirements: r } = item;
  const standard = fitnessStandardForMember(member, now);
  const events = Object.fromEntries(
    FITNESS_EVENTS.map(([event, field]) => [
      event,
      {
        required: standard ? standard[event] : '',
        score: (r?.HFZRecord?.[field] as string | null | undefined) ?? '',
      },
    ]),
  ) as Sqr6020Row['events'];
  return {
    // A prospective cadet has no national record: a new cadet, phase 1.
    group: r ? fitnessReportGroup(r, cutoff) : 'phaseOne',
    CAPID: member.id,
    'Grade Order': reportGradeOrder(item),
    'Full Name': reportFullName(member),
    'HFZ Expiry': r ? hfzCreditLabel(hfzCredit(r), fmt) : '',
    events,
  };
}

export interface Sqr521Row {
  Sort: string;
  'Current Grade': string;
  'Grade Order': Cell;
  'Full Name': string;
  CAPID: Cell;
  'Birth Date': string;
  Flight: string;
  Joined: string;
  /** O-ride 1 to 5. */
  rides: string[];
  /** Orientation flights entered as cancelled and as incomplete ('' for a member without a record). */
  Cancelled: Cell;
  Incomplete: Cell;
  Cellphone: string;
  Email: string;
  'Parent Phone': string;
  'Parent Email': string;
}

/** 52-1 row: §4 sort code, the five pilot-flight dates, §5 phones (spaced form), primary contacts. */
export function sqr521Row(item: ReportItem, now: number, fmt: FormatDate): Sqr521Row {
  const { member, requirements: r } = item;
  const oflights = r?.oflights ?? [];
  const phone = (v: string | undefined) => (v ? formatExportPhone(v, true) : '');
  return {
    Sort: orientationSortCode(member, oflights, now),
    'Current Grade': member.memberRank,
    'Grade Order': reportGradeOrder(item),
    'Full Name': reportFullName(member),
    CAPID: member.id,
    'Birth Date': member.dateOfBirth === null ? '' : fmt(member.dateOfBirth),
    Flight: member.flight ?? '',
    Joined: member.joined === null ? '' : fmt(member.joined),
    rides: orientationRideDates(oflights).map((d) => (d === null ? '' : fmt(d))),
    Cancelled: r ? oflightOutcomeCounts(r.oflightsNotFlown).cancelled : '',
    Incomplete: r ? oflightOutcomeCounts(r.oflightsNotFlown).incomplete : '',
    Cellphone: phone(member.contact.CELLPHONE.PRIMARY),
    Email: member.contact.EMAIL.PRIMARY ?? '',
    'Parent Phone': phone(member.contact.CADETPARENTPHONE.PRIMARY),
    'Parent Email': member.contact.CADETPARENTEMAIL.PRIMARY ?? '',
  };
}
