import { describe, expect, it } from 'vitest';
import { CadetRequirementsRecord } from '../entities.ts';
import { utc } from '../testRecords.ts';
import { cadetRecordFromCapwatch, capwatchDate, capwatchFlag } from './capwatchRecord.ts';

// Rows as the member import stores them (column -> text as in the file); a fictional cadet.
const achv = (id: number, extra: Record<string, string> = {}) => ({
  CAPID: '519001',
  CadetAchvID: String(id),
  LeadLabDateP: '',
  AEDateP: '',
  DrillDate: '',
  MoralLDateP: '',
  OtherReq: '0',
  CadetOath: '0',
  ...extra,
});
const apr = (id: number, Status: string, DateMod: string) => ({
  CAPID: '519001',
  CadetAchvID: String(id),
  Status,
  DateMod,
});

describe('CAPWATCH cells', () => {
  it.each([
    ['09/15/2026', utc(2026, 9, 15)],
    ['9/5/2026 12:00:00 AM', utc(2026, 9, 5)],
    ['2026-09-15', utc(2026, 9, 15)],
    ['2026-09-15T00:00:00', utc(2026, 9, 15)],
    ['1/1/1900', null],
    ['2/30/2026', null],
    ['', null],
    ['soon', null],
  ])('date %j -> %s', (text, ms) => {
    expect(capwatchDate(text)).toBe(ms);
  });

  it.each([
    ['1', true],
    ['True', true],
    ['Y', true],
    ['0', false],
    ['False', false],
    ['', false],
  ])('flag %j -> %s', (text, flag) => {
    expect(capwatchFlag(text)).toBe(flag);
  });
});

describe('§3 cadet requirements record from CAPWATCH rows', () => {
  it('a new cadet with no rows: grade 0, working on Curry, nothing done', () => {
    const record = cadetRecordFromCapwatch({});
    expect(CadetRequirementsRecord.parse(record)).toEqual(record);
    expect(record).toMatchObject({
      NextCadetAchvID: 1,
      CurrentCadetGradeID: 0,
      MaxAprvStatus: 'INC',
      LastAprvDate: null,
      HFZRecord: null,
      EncampDate: null,
      oflights: [],
    });
  });

  it('approved Arnold, Feik in progress: the approvals give the position, the Feik row the dates', () => {
    const record = cadetRecordFromCapwatch({
      CadetAchvAprs: [apr(1, 'APR', '06/01/2026'), apr(2, 'APR', '08/01/2026'), apr(3, 'INC', '10/01/2026')],
      CadetAchv: [
        achv(2, { LeadLabDateP: '07/01/2026' }),
        achv(3, { LeadLabDateP: '10/02/2026', DrillDate: '10/09/2026', CadetOath: '1', OtherReq: '1' }),
      ],
    });
    expect(record).toMatchObject({
      CurrentCadetGradeID: 2,
      NextCadetAchvID: 3,
      NextCadetGradeID: 3,
      MaxAprvStatus: 'INC',
      LastAprvDate: utc(2026, 8, 1),
    });
    expect(record.CurrentCadetAchv).toMatchObject({
      CadetAchvID: 3,
      CadetOath: true,
      OtherReq: true,
      LeadLabDateP: utc(2026, 10, 2),
      DrillDate: utc(2026, 10, 9),
      AEDateP: null,
    });
  });

  it('a pending approval: next grade is the Pending entry', () => {
    const record = cadetRecordFromCapwatch({
      CadetAchvAprs: [apr(4, 'PND', '11/01/2026'), apr(3, 'APR', '09/01/2026')],
    });
    expect(record).toMatchObject({
      NextCadetAchvID: 4,
      NextCadetGradeID: 23,
      MaxAprvStatus: 'PND',
      LastAprvDate: utc(2026, 9, 1),
    });
  });

  it('without an approvals table the highest achievement row is the one in progress', () => {
    const record = cadetRecordFromCapwatch({ CadetAchv: [achv(1), achv(2, { AEDateP: '10/01/2026' })] });
    expect(record).toMatchObject({ NextCadetAchvID: 2, CurrentCadetGradeID: 1, MaxAprvStatus: 'INC' });
    expect(record.CurrentCadetAchv.AEDateP).toBe(utc(2026, 10, 1));
  });

  it('the latest fitness test with its scores; flights 1 to 10 by date; encampment and RCLS from activities', () => {
    const record = cadetRecordFromCapwatch({
      CadetHFZInformation: [
        { DateTaken: '09/15/2026', IsPassed: 'True', PacerRun: '30', MileRun: '', CurlUp: '25' },
        { DateTaken: '03/15/2026', IsPassed: 'False', PacerRun: '12' },
      ],
      OFlight: [
        { Syllabus: '6', FltDate: '08/12/2026' },
        { Syllabus: '1', FltDate: '08/10/2026' },
        { Syllabus: '12', FltDate: '08/10/2026' },
        { Syllabus: '2', FltDate: '' },
      ],
      CadetActivities: [
        { Type: 'ENCAMP', Completed: '07/20/2025' },
        { Type: 'ENCAMP', Completed: '07/20/2026' },
        { Type: 'RCLS', Completed: '06/30/2026' },
      ],
    });
    expect(record.HFZRecord).toEqual({
      DateTaken: utc(2026, 9, 15),
      IsPassed: true,
      PacerRun: '30',
      MileRun: null,
      CurlUp: '25',
      PushUp: null,
      SitAndReach: null,
    });
    expect(record.oflights).toEqual([
      { Syllabus: 1, FltDate: utc(2026, 8, 10) },
      { Syllabus: 6, FltDate: utc(2026, 8, 12) },
    ]);
    expect([record.EncampDate, record.RCLSDate]).toEqual([utc(2025, 7, 20), utc(2026, 6, 30)]);
  });
});

describe('what a manager enters, as rows (GES, flights not flown)', () => {
  it('GES is the earliest CadetActivities row of Type GES (or named General Emergency Services); none: null', () => {
    expect(cadetRecordFromCapwatch({}).ges).toBeNull();
    const record = cadetRecordFromCapwatch({
      CadetActivities: [
        { Type: 'GES', Name: 'General Emergency Services', Completed: '5/2/2026' },
        { Type: 'ES', Name: 'general emergency services', Completed: '4/1/2026' },
        { Type: 'ENCAMP', Name: 'Encampment', Completed: '3/1/2026' },
      ],
    });
    expect(record.ges).toBe(utc(2026, 4, 1));
    // the GES rows are no encampment, and the encampment row no GES
    expect(record.EncampDate).toBe(utc(2026, 3, 1));
  });

  it('OFlight rows with Outcome Cancelled or Incomplete are not flown: listed apart, by date', () => {
    const record = cadetRecordFromCapwatch({
      OFlight: [
        { Syllabus: '6', FltDate: '8/12/2026', Outcome: 'Incomplete' },
        { Syllabus: '7', FltDate: '8/10/2026', Outcome: 'Cancelled' },
        { Syllabus: '1', FltDate: '8/9/2026', Outcome: '' },
      ],
    });
    expect(record.oflights).toEqual([{ Syllabus: 1, FltDate: utc(2026, 8, 9) }]);
    expect(record.oflightsNotFlown).toEqual([
      { Syllabus: 7, FltDate: utc(2026, 8, 10), Outcome: 'CANCELLED' },
      { Syllabus: 6, FltDate: utc(2026, 8, 12), Outcome: 'INCOMPLETE' },
    ]);
    expect(CadetRequirementsRecord.parse(record)).toEqual(record);
    // absent when every flight was flown (older answers read the same)
    expect(
      'oflightsNotFlown' in cadetRecordFromCapwatch({ OFlight: [{ Syllabus: '1', FltDate: '8/9/2026' }] }),
    ).toBe(false);
  });
});
