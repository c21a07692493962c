// Test fixtures: a fictional unit (no real people) as GET /api/member/promotionrequirements/account
// answers it: three cadets of registry flights, one of a flight the registry does not list, one
// without a flight, a prospective cadet and a senior member.
import {
  emptyContact,
  type CadetAprvStatus,
  type CadetRequirementsRecord,
  type Member,
} from '@portal/contracts';
import { type ReportItem } from '@portal/contracts/documents';
import { NOW, recordAt, utc } from '@portal/contracts/testing/cadetRecords';

export { NOW, utc };

const DAY = 86_400_000;

export const UNIT_FLIGHTS = ['Alpha', 'Bravo', 'XRay'];

export function unitMember(id: number, overrides: Partial<Member> = {}): Member {
  return {
    type: 'CAPNHQMember',
    id,
    nameFirst: 'Casey',
    nameMiddle: '',
    nameLast: 'Cadet',
    nameSuffix: '',
    memberRank: 'C/Amn',
    squadron: 'MER-MD-001',
    flight: 'Alpha',
    gender: 'FEMALE',
    dateOfBirth: utc(2012, 3, 15),
    joined: utc(2025, 6, 1),
    expirationDate: utc(2027, 6, 30),
    seniorMember: false,
    hasNHQReference: true,
    orgid: 916,
    dutyPositions: [],
    permissions: {},
    teamIDs: [],
    absenteeInformation: null,
    contact: emptyContact(),
    ...overrides,
  } as Member;
}

/** A record at `CadetAchvID` with `status`, the oath taken. */
function record(
  CadetAchvID: number,
  status: CadetAprvStatus,
  rest: Partial<CadetRequirementsRecord> = {},
): CadetRequirementsRecord {
  const base = recordAt({ CadetAchvID, status });
  return { ...base, CurrentCadetAchv: { ...base.CurrentCadetAchv, CadetOath: true }, ...rest };
}

/** Alice Able, Alpha: Arnold in progress, a failed fitness test (phase 1), one unit flight. */
export const alice: ReportItem = {
  member: unitMember(519001, {
    nameFirst: 'Alice',
    nameLast: 'Able',
    contact: {
      ...emptyContact(),
      CELLPHONE: { PRIMARY: '4105550101' },
      EMAIL: { PRIMARY: 'alice@example.test' },
      CADETPARENTPHONE: { PRIMARY: '4105550199' },
      CADETPARENTEMAIL: { PRIMARY: 'parent@example.test' },
    },
  }),
  requirements: record(2, 'INC', {
    LastAprvDate: utc(2026, 10, 1),
    HFZRecord: {
      DateTaken: utc(2026, 10, 6),
      IsPassed: false,
      PacerRun: '15',
      MileRun: '12:10',
      CurlUp: '14',
    },
    oflights: [{ Syllabus: 1, FltDate: utc(2026, 8, 10) }],
  }),
};

/** Bob Baker, Bravo: C/2dLt, passed fitness test in September (expiring), five pilot flights. */
export const bob: ReportItem = {
  member: unitMember(519002, {
    memberRank: 'C/2dLt',
    nameFirst: 'Bob',
    nameLast: 'Baker',
    flight: 'Bravo',
    gender: 'MALE',
    dateOfBirth: utc(2009, 1, 2),
    joined: utc(2021, 1, 1),
  }),
  requirements: record(11, 'APR', {
    LastAprvDate: utc(2026, 7, 1),
    HFZRecord: { DateTaken: utc(2026, 6, 1), IsPassed: true, PacerRun: '60', PushUp: '30' },
    oflights: [6, 7, 8, 9, 10].map((Syllabus, i) => ({ Syllabus, FltDate: utc(2025, 5, 1 + i) })),
  }),
};

/** Carol Cole: a flight the registry does not list ('Echo'); fresh fitness credit. */
export const carol: ReportItem = {
  member: unitMember(519003, {
    memberRank: 'C/MSgt',
    nameFirst: 'Carol',
    nameLast: 'Cole',
    flight: 'Echo',
  }),
  requirements: record(6, 'APR', {
    LastAprvDate: utc(2026, 9, 15),
    HFZRecord: { DateTaken: utc(2026, 11, 1), IsPassed: true },
  }),
};

/** Dan Drake: no flight, born 2008 (over 18: sort code 'A'). */
export const dan: ReportItem = {
  member: unitMember(519004, {
    memberRank: 'C/SrA',
    nameFirst: 'Dan',
    nameLast: 'Drake',
    flight: null,
    gender: 'MALE',
    dateOfBirth: utc(2007, 1, 1),
  }),
  requirements: record(3, 'APR', { LastAprvDate: utc(2026, 5, 1) }),
};

/** Xena Xu, XRay flight (sort code 'X'). */
export const xena: ReportItem = {
  member: unitMember(519005, { nameFirst: 'Xena', nameLast: 'Xu', flight: 'XRay' }),
  requirements: record(1, 'INC'),
};

/** A prospective cadet without a record. */
export const pat: ReportItem = {
  member: {
    ...unitMember(0, {
      memberRank: 'CADET',
      nameFirst: 'Pat',
      nameLast: 'Prospect',
      joined: utc(2026, 11, 2),
    }),
    type: 'CAPProspectiveMember',
    id: 'md001-7',
    hasNHQReference: false,
  } as Member,
  requirements: null,
};

/** A senior member (the report filter's Senior Members). */
export const sam: ReportItem = {
  member: unitMember(519100, {
    memberRank: 'Capt',
    nameFirst: 'Sam',
    nameLast: 'Senior',
    flight: null,
    seniorMember: true,
    dateOfBirth: utc(1980, 1, 1),
    expirationDate: NOW - DAY,
  }),
  requirements: record(0, 'INC'),
};

export const UNIT_ITEMS: ReportItem[] = [xena, carol, sam, bob, pat, dan, alice];
