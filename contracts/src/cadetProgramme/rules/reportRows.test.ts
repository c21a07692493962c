import { describe, expect, it } from 'vitest';
import { testMember } from '../../testing/contextFixture.ts';
import type { Member } from '../../entities/member.ts';
import { NOW, progress, recordAt, utc } from '../testRecords.ts';
import { fitnessReportCutoff, HFZ_CREDIT_MS } from './fitness.ts';
import { reportFullName, sqr521Row, sqr601Row, sqr6020Row, type ReportItem } from './reportRows.ts';

const DAY = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function cadet(id: number, overrides: Partial<Member> = {}): Member {
  return { ...testMember(), id, ...overrides } as Member;
}

// A fictional unit: four cadets at different points of the programme, one prospective cadet.
const alice: ReportItem = {
  member: cadet(519001, {
    memberRank: 'C/Amn',
    nameFirst: 'Alice',
    nameLast: 'Able',
    flight: 'Alpha',
    gender: 'FEMALE',
    dateOfBirth: utc(2012, 3, 15),
    joined: utc(2026, 6, 1),
    expirationDate: NOW + 10 * DAY,
    contact: {
      ...testMember().contact,
      CELLPHONE: { PRIMARY: '4105550101' },
      EMAIL: { PRIMARY: 'alice@example.test' },
      CADETPARENTPHONE: { PRIMARY: '1-410-555-0199' },
      CADETPARENTEMAIL: { PRIMARY: 'parent@example.test' },
    },
  }),
  // Curry approved 2026-10-01; Arnold in progress: leadership and drill done, a failed fitness test.
  requirements: recordAt(
    { CadetAchvID: 2, status: 'INC' },
    {
      CurrentCadetAchv: progress(2, {
        CadetOath: true,
        LeadLabDateP: utc(2026, 10, 20),
        DrillDate: utc(2026, 11, 3),
      }),
      LastAprvDate: utc(2026, 10, 1),
      HFZRecord: {
        DateTaken: utc(2026, 10, 6),
        IsPassed: false,
        PacerRun: '15',
        MileRun: '12:10',
        CurlUp: '14',
      },
      oflights: [{ Syllabus: 1, FltDate: utc(2026, 8, 10) }],
    },
  ),
};

const bob: ReportItem = {
  member: cadet(519002, {
    memberRank: 'C/2dLt',
    nameFirst: 'Bob',
    nameLast: 'Baker',
    flight: 'XRay',
    gender: 'MALE',
    dateOfBirth: utc(2008, 1, 2),
    joined: utc(2021, 1, 1),
    expirationDate: NOW - DAY,
  }),
  // Achievement 9 pending; SDA parts all done; mentoring done; GES; all five pilot flights.
  requirements: recordAt(
    { CadetAchvID: 11, status: 'PND' },
    {
      CurrentCadetAchv: progress(11, {
        CadetOath: true,
        LeadLabDateP: utc(2026, 9, 1),
        AEDateP: utc(2026, 9, 2),
        MoralLDateP: utc(2026, 9, 3),
        StaffServiceDate: utc(2026, 9, 4),
        TechnicalWritingAssignmentDate: utc(2026, 9, 9),
        OralPresentationDate: utc(2026, 9, 5),
        OtherReq: true,
      }),
      LastAprvDate: utc(2026, 7, 1),
      EncampDate: utc(2024, 7, 1),
      HFZRecord: { DateTaken: utc(2026, 9, 1), IsPassed: true },
      ges: utc(2025, 1, 1),
      oflights: [6, 7, 8, 9, 10].map((Syllabus, i) => ({ Syllabus, FltDate: utc(2025, 5, 1 + i) })),
    },
  ),
};

const carol: ReportItem = {
  member: cadet(519003, {
    memberRank: 'C/MSgt',
    nameFirst: 'Carol',
    nameLast: 'Cole',
    flight: null,
    gender: 'FEMALE',
    dateOfBirth: utc(2010, 6, 1),
    joined: utc(2024, 1, 1),
  }),
  // Lindbergh approved: Doolittle not started, so every requirement is still to do.
  requirements: recordAt(
    { CadetAchvID: 6, status: 'APR' },
    {
      CurrentCadetAchv: progress(6, { CadetOath: true, LeadLabDateP: utc(2026, 8, 1) }),
      LastAprvDate: utc(2026, 9, 15),
    },
  ),
};

const pat: ReportItem = {
  member: {
    ...cadet(0, {
      memberRank: 'CADET',
      nameFirst: 'Pat',
      nameLast: 'Prospect',
      joined: utc(2026, 11, 2),
      gender: 'MALE',
    }),
    type: 'CAPProspectiveMember',
    id: 'md001-7',
  } as Member,
  requirements: null,
};

describe('SQR 60-1 rows for a fictional unit, cell by cell', () => {
  it('Alice: Arnold in progress, membership expiring within 30 days, failed test under the phase-1 exception', () => {
    expect(sqr601Row(alice, NOW, 'spreadsheet', ymd)).toEqual({
      'Current Grade': 'C/Amn',
      'Grade Order': 1,
      'Full Name': 'C/Amn Able, Alice',
      CAPID: 519001,
      Flight: 'Alpha',
      Exp: '<',
      Eligible: '2026-11-26',
      'Next Grade': 'C/A1C',
      Achv: '2-I',
      Leadership: '2026-10-20',
      Aerospace: '',
      Drill: '2026-11-03',
      Oath: 'Y',
      'Character Dev': '',
      Mentor: 'N/A',
      SDA: 'N/A',
      'HFZ Credit Exp': `${ymd(utc(2026, 10, 6) + HFZ_CREDIT_MS)} F`,
      GES: '',
      'O-Flights': '_p | 1u',
      struck: false,
    });
  });

  it('§9 the 60-1 PDF adds 57 days to the approval date', () => {
    expect(sqr601Row(alice, NOW, 'pdf', ymd).Eligible).toBe('2026-11-27');
  });

  it('Bob: expired (struck, Y), pending achievement 9 with every SDA part done, GES, five pilot flights', () => {
    expect(sqr601Row(bob, NOW, 'spreadsheet', ymd)).toEqual({
      'Current Grade': 'C/2dLt',
      'Grade Order': 9,
      'Full Name': 'C/2dLt Baker, Bob',
      CAPID: 519002,
      Flight: 'XRay',
      Exp: 'Y',
      Eligible: '2026-08-26',
      'Next Grade': 'Pending',
      Achv: '11-P',
      Leadership: '2026-09-01',
      Aerospace: '2026-09-02',
      Drill: 'N/A',
      Oath: 'Y',
      'Character Dev': '2026-09-03',
      Mentor: 'Y',
      SDA: '2026-09-09',
      'HFZ Credit Exp': ymd(utc(2026, 9, 1) + HFZ_CREDIT_MS),
      GES: 'Y',
      'O-Flights': '5p | _u',
      struck: true,
    });
  });

  it('Carol: after an approval the next achievement is all to do (the drill test named); no flight', () => {
    const row = sqr601Row(carol, NOW, 'spreadsheet', ymd);
    expect(row).toMatchObject({
      Flight: '',
      Exp: '',
      'Next Grade': 'C/SMSgt',
      Achv: '6-A',
      Leadership: '',
      Aerospace: '',
      Drill: 'Drill test 6',
      'Character Dev': '',
      'HFZ Credit Exp': '',
      'O-Flights': '_p | _u',
    });
  });

  it('Pat, a prospective cadet: weeks since joining, grade order of CADET, nothing else', () => {
    const row = sqr601Row(pat, NOW, 'pdf', ymd);
    expect([row['Grade Order'], row.Eligible, row.Exp, row['Next Grade'], row['HFZ Credit Exp']]).toEqual([
      0,
      3,
      '',
      '',
      '',
    ]);
  });

  it('names print as "grade last, first"', () => {
    expect(reportFullName({ memberRank: '', nameLast: 'Doe', nameFirst: 'Jo' })).toBe('Doe, Jo');
  });
});

describe('SQR 60-20 rows: groups of §9, the standard of §3/§5 and the scores', () => {
  const cutoff = fitnessReportCutoff(NOW);

  it('Alice (14, female, phase 1): required value and score for each event', () => {
    expect(sqr6020Row(alice, NOW, cutoff, ymd)).toEqual({
      group: 'phaseOne',
      CAPID: 519001,
      'Grade Order': 1,
      'Full Name': 'C/Amn Able, Alice',
      'HFZ Expiry': `${ymd(utc(2026, 10, 6) + HFZ_CREDIT_MS)} F`,
      events: {
        Pacer: { required: 27, score: '15' },
        MileRun: { required: '10:09', score: '12:10' },
        CurlUps: { required: 18, score: '14' },
        PushUps: { required: 7, score: '' },
        SitReach: { required: 10, score: '' },
      },
    });
  });

  it('Bob (18, male): credit expiring in March is past the end-of-December cutoff: not expiring; the 18 row', () => {
    const row = sqr6020Row(bob, NOW, cutoff, ymd);
    expect([row.group, row.events.Pacer.required, row.events.MileRun.required]).toEqual([
      'current',
      54,
      '8:04',
    ]);
  });

  it('Carol (phase 2, no credit): expiring; Pat (prospective): phase 1 with no standard', () => {
    expect(sqr6020Row(carol, NOW, cutoff, ymd).group).toBe('expiring');
    const row = sqr6020Row(pat, NOW, cutoff, ymd);
    expect([row.group, row.events.Pacer.required, row['HFZ Expiry']]).toEqual(['phaseOne', '', '']);
  });
});

describe('SQR 52-1 rows: sort code, O-rides, §5 phones and contacts', () => {
  it('Alice: no code, unit flight only (no O-ride dates), phones formatted', () => {
    expect(sqr521Row(alice, NOW, ymd)).toEqual({
      Sort: '',
      'Current Grade': 'C/Amn',
      'Grade Order': 1,
      'Full Name': 'C/Amn Able, Alice',
      CAPID: 519001,
      'Birth Date': '2012-03-15',
      Flight: 'Alpha',
      Joined: '2026-06-01',
      rides: ['', '', '', '', ''],
      Cancelled: 0,
      Incomplete: 0,
      Cellphone: '(410) 555-0101',
      Email: 'alice@example.test',
      'Parent Phone': '+1 (410) 555-0199',
      'Parent Email': 'parent@example.test',
    });
  });

  it("Bob: 'A' (over 18) even with five flights and XRay; the ride dates in syllabus order", () => {
    const row = sqr521Row(bob, NOW, ymd);
    expect([row.Sort, row.rides]).toEqual([
      'A',
      ['2025-05-01', '2025-05-02', '2025-05-03', '2025-05-04', '2025-05-05'],
    ]);
  });

  it("'C' and 'X' for younger cadets", () => {
    const young = { ...bob, member: { ...bob.member, dateOfBirth: utc(2011, 1, 1) } as Member };
    expect(sqr521Row(young, NOW, ymd).Sort).toBe('C');
    const xray = { ...young, requirements: { ...young.requirements!, oflights: [] } };
    expect(sqr521Row(xray, NOW, ymd).Sort).toBe('X');
  });

  it('"cancelled and incomplete counts": the flights a manager entered as not flown; none without a record', () => {
    const notFlown = [
      { Syllabus: 6, FltDate: utc(2026, 3, 1), Outcome: 'CANCELLED' as const },
      { Syllabus: 6, FltDate: utc(2026, 3, 8), Outcome: 'CANCELLED' as const },
      { Syllabus: 7, FltDate: utc(2026, 3, 9), Outcome: 'INCOMPLETE' as const },
    ];
    const withMissed = { ...alice, requirements: { ...alice.requirements!, oflightsNotFlown: notFlown } };
    const row = sqr521Row(withMissed, NOW, ymd);
    expect([row.Cancelled, row.Incomplete]).toEqual([2, 1]);
    // the not-flown flights are no O-ride dates
    expect(row.rides).toEqual(['', '', '', '', '']);
    const none = sqr521Row(pat, NOW, ymd);
    expect([none.Cancelled, none.Incomplete]).toEqual(['', '']);
  });
});
