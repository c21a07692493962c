import { describe, expect, it } from 'vitest';
import { testMember } from '../testing/contextFixture.ts';
import { parseBody } from '../validation/parseBody.ts';
import {
  PROMOTION_REQUIREMENTS_PATHS,
  promotionRequirementsAccountResponse,
  promotionRequirementsCurrentUserResponse,
} from './calls.ts';
import { CadetRequirementsRecord } from './entities.ts';
import { NOW, progress, recordAt, utc } from './testRecords.ts';

const record = recordAt(
  { CadetAchvID: 5, status: 'INC' },
  {
    CurrentCadetAchv: progress(5, { CadetOath: true, LeadLabDateP: utc(2026, 10, 2) }),
    LastAprvDate: utc(2026, 9, 1),
    EncampDate: utc(2025, 7, 1),
    HFZRecord: { DateTaken: utc(2026, 10, 3), IsPassed: true, PacerRun: '40', MileRun: null },
    ges: utc(2026, 2, 1),
    oflights: [{ Syllabus: 6, FltDate: utc(2026, 4, 4) }],
  },
);

const prospective = {
  ...testMember(),
  type: 'CAPProspectiveMember' as const,
  id: 'md001-1',
  memberRank: 'CADET',
  hasNHQReference: false,
};

describe('§7 "Own promotion requirements: GET /member/promotionrequirements/currentuser" (cadets only)', () => {
  it('the paths sit under /api', () => {
    expect(PROMOTION_REQUIREMENTS_PATHS).toEqual({
      currentUser: '/api/member/promotionrequirements/currentuser',
      account: '/api/member/promotionrequirements/account',
    });
  });

  it('§3 the cadet requirements record round-trips with every field the spec names', () => {
    const parsed = promotionRequirementsCurrentUserResponse.parse(JSON.parse(JSON.stringify(record)));
    expect(parsed).toEqual(record);
    expect(Object.keys(parsed).sort()).toEqual(
      [
        'CurrentCadetAchv',
        'NextCadetAchvID',
        'CurrentCadetGradeID',
        'NextCadetGradeID',
        'MaxAprvStatus',
        'LastAprvDate',
        'EncampDate',
        'HFZRecord',
        'ges',
        'oflights',
      ].sort(),
    );
    expect(Object.keys(parsed.CurrentCadetAchv).sort()).toEqual(
      [
        'CadetAchvID',
        'CadetOath',
        'LeadLabDateP',
        'AEDateP',
        'DrillDate',
        'MoralLDateP',
        'StaffServiceDate',
        'TechnicalWritingAssignmentDate',
        'OralPresentationDate',
        'OtherReq',
      ].sort(),
    );
  });

  it('optional parts of §3 may be absent: LastAprvDate, HFZRecord, ges', () => {
    const { LastAprvDate: _l, HFZRecord: _h, ges: _g, ...minimal } = record;
    expect(CadetRequirementsRecord.safeParse(minimal).success).toBe(true);
  });

  it.each([
    ['an achievement id above 23', { ...record, NextCadetAchvID: 24 }, 'NextCadetAchvID'],
    ['an unknown approval status', { ...record, MaxAprvStatus: 'OK' }, 'MaxAprvStatus'],
    ['an O-flight syllabus above 10', { ...record, oflights: [{ Syllabus: 11, FltDate: NOW }] }, 'oflights'],
    ['a date as text', { ...record, EncampDate: '2025-07-01' }, 'EncampDate'],
  ])('refuses %s with a message naming the field', (_n, body, field) => {
    const result = parseBody(CadetRequirementsRecord, body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain(field);
  });
});

describe('§7 "Account promotion requirements: GET /member/promotionrequirements/account"', () => {
  it('a list of cadets with their records; a prospective cadet may have none', () => {
    const body = [
      { member: testMember(), requirements: record },
      { member: prospective, requirements: null },
    ];
    expect(promotionRequirementsAccountResponse.parse(JSON.parse(JSON.stringify(body)))).toEqual(body);
  });

  it('a national member always comes with a record', () => {
    const result = promotionRequirementsAccountResponse.safeParse([
      { member: testMember(), requirements: null },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([0, 'requirements']);
  });

  it('an empty account is an empty list', () => {
    expect(promotionRequirementsAccountResponse.parse([])).toEqual([]);
  });
});
