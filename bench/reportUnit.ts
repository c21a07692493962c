// A fictional cadet unit of `n` members (no real people) for the report bench and the PDF
// page renders: cadets spread over every achievement (0 to 21) and approval status, several flights
// (one the registry does not list, some cadets without a flight), long names with middle names and
// suffixes, memberships expired or expiring within 30 days, fitness tests passed, failed and long
// expired, orientation flights, GES, and a few senior members (the Cadets filter drops them).
// Deterministic: the same `n` always gives the same unit.
import {
  CADET_ACHIEVEMENTS,
  emptyContact,
  promotionPosition,
  type CadetAprvStatus,
  type CadetRequirementsRecord,
  type Member,
} from '@portal/contracts';
import { type ReportItem } from '@portal/contracts/documents';
import { NOW, unitMember, utc } from '../mfe-events/src/reports/testUnit.ts';

export { NOW };
const DAY = 86_400_000;

export const BENCH_FLIGHTS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Cadet Staff'];
const FLIGHTS: (string | null)[] = [...BENCH_FLIGHTS, 'Echo (unlisted)', null];

const FIRST = [
  'Alice',
  'Bob',
  'Maximiliana Alexandra',
  'Jo',
  'Christopher',
  'Guadalupe',
  'Oluwaseun',
  'Tam',
  'Anastasia',
  'Bartholomew',
  'Wei',
  'Siobhan',
];
const LAST = [
  'Able',
  'Vanderhoeven-Castellanos',
  'Nguyen',
  'Okonkwo-Whitfield',
  'Li',
  'Featherstonehaugh',
  'Garcia',
  "O'Sullivan",
  'Papadopoulos',
  'Kowalczyk',
  'Abernathy-Montgomery',
  'Smith',
  'Yamamoto',
];
const MIDDLE = ['', 'Marie', '', 'Jean-Baptiste', '', 'R'];
const SUFFIX = ['', '', '', 'Jr', '', '', 'III', ''];
const STATUSES: CadetAprvStatus[] = ['APR', 'INC', 'PND', 'INC', 'APR'];

/** A passed, failed, or missing fitness test, some old enough that the credit has expired. */
function fitness(i: number): CadetRequirementsRecord['HFZRecord'] {
  if (i % 9 === 0) return null;
  const daysAgo = [20, 75, 150, 170, 200, 400][i % 6]!; // 200 and 400: credit expired (182 days)
  return {
    DateTaken: NOW - daysAgo * DAY,
    IsPassed: i % 5 !== 2,
    PacerRun: String(10 + ((i * 7) % 60)),
    MileRun: `${8 + (i % 6)}:${String((i * 13) % 60).padStart(2, '0')}`,
    CurlUp: String(8 + ((i * 3) % 40)),
    PushUp: i % 7 === 0 ? null : String(4 + ((i * 5) % 30)),
    SitAndReach: String(6 + (i % 8)),
  };
}

function cadetRecord(i: number, achv: number): CadetRequirementsRecord {
  const status = achv === 0 ? 'INC' : STATUSES[i % STATUSES.length]!;
  const { progressAchvID, ...ids } = promotionPosition({ CadetAchvID: achv, status });
  const done = (k: number) => (i % k === 0 ? null : NOW - ((i * 11) % 90) * DAY);
  return {
    CurrentCadetAchv: {
      CadetAchvID: progressAchvID,
      CadetOath: i % 4 !== 0,
      LeadLabDateP: done(3),
      AEDateP: done(4),
      DrillDate: done(5),
      MoralLDateP: done(6),
      StaffServiceDate: done(7),
      TechnicalWritingAssignmentDate: done(8),
      OralPresentationDate: done(10),
      OtherReq: i % 2 === 0,
    },
    ...ids,
    LastAprvDate: i % 11 === 0 ? null : NOW - (20 + ((i * 17) % 200)) * DAY,
    EncampDate: achv >= 8 ? utc(2025, 7, 12) : null,
    HFZRecord: fitness(i),
    ges: i % 3 === 0 ? utc(2026, 2, 1) : null,
    oflights: Array.from({ length: i % 11 }, (_, k) => ({
      Syllabus: k + 1,
      FltDate: utc(2025, 1 + (k % 12), 1 + (i % 27)),
    })),
  };
}

/** Member `i` of the unit: every 25th a senior member, the rest cadets. */
export function unitItem(i: number): ReportItem {
  const senior = i % 25 === 24;
  const achv = i % 22; // 0 to 21
  const expires =
    i % 13 === 5 ? NOW - 10 * DAY : i % 13 === 6 ? NOW + 12 * DAY : NOW + (60 + (i % 300)) * DAY;
  const member: Member = unitMember(520000 + i, {
    nameFirst: FIRST[i % FIRST.length]!,
    nameMiddle: MIDDLE[i % MIDDLE.length]!,
    nameLast: LAST[(i * 7) % LAST.length]!,
    nameSuffix: SUFFIX[i % SUFFIX.length]!,
    memberRank: senior ? 'Capt' : CADET_ACHIEVEMENTS[achv]!.Grade,
    seniorMember: senior,
    flight: senior ? null : FLIGHTS[i % FLIGHTS.length]!,
    gender: i % 2 === 0 ? 'FEMALE' : 'MALE',
    dateOfBirth: utc(2008 + (i % 7), 1 + (i % 12), 1 + (i % 28)),
    joined: utc(2020 + (i % 6), 1 + (i % 12), 1),
    expirationDate: expires,
    contact: {
      ...emptyContact(),
      CELLPHONE: { PRIMARY: `41055${String(10000 + i).slice(-5)}` },
      EMAIL: { PRIMARY: `cadet${i}@example.test` },
    },
  });
  return { member, requirements: senior ? null : cadetRecord(i, achv) };
}

/** `cadets` cadets (senior members added on top, every 25th item). */
export function benchUnit(cadets: number): ReportItem[] {
  const items: ReportItem[] = [];
  for (let i = 0; items.filter((it) => !it.member.seniorMember).length < cadets; i += 1)
    items.push(unitItem(i));
  return items;
}
