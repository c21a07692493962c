// A manager's entries merged into the imported CAPWATCH rows, read back through
// cadetRecordFromCapwatch (the record the promotion calls and the reports see).
import { describe, expect, it } from 'vitest';
import type { CadetRecordEntryInput } from '../entries.ts';
import { emptyCadetRows, type CapwatchCadetRowsAnswer } from '../internalCadetRecords.ts';
import { utc } from '../testRecords.ts';
import { cadetRecordFromCapwatch } from './capwatchRecord.ts';
import { capwatchDay, withEnteredRows } from './entryRows.ts';

const imported = (rows: Partial<CapwatchCadetRowsAnswer>): CapwatchCadetRowsAnswer => ({
  ...emptyCadetRows(),
  ...rows,
});
let nextID = 1;
const entries = (...list: CadetRecordEntryInput[]) => list.map((entry) => ({ id: nextID++, entry }));
const record = (rows: CapwatchCadetRowsAnswer, ...list: CadetRecordEntryInput[]) =>
  cadetRecordFromCapwatch(withEnteredRows(rows, entries(...list), 519001));

describe('entries as CAPWATCH rows', () => {
  it("days are written as CAPWATCH writes them ('M/D/YYYY')", () => {
    expect(capwatchDay('2026-03-05')).toBe('3/5/2026');
  });

  it('no entries: the imported rows unchanged (and the input is never changed)', () => {
    const rows = imported({ CadetAchv: [{ CAPID: '519001', CadetAchvID: '2', AEDateP: '1/2/2026' }] });
    const copy = structuredClone(rows);
    expect(withEnteredRows(rows, [])).toEqual(rows);
    withEnteredRows(
      rows,
      entries({ kind: 'requirement', achievement: 2, requirement: 'drill', date: '2026-02-01' }),
    );
    expect(rows).toEqual(copy);
  });

  it('a GES date fills the 60-1 GES (the import never has it); an encampment date the EncampDate', () => {
    const r = record(
      emptyCadetRows(),
      { kind: 'ges', date: '2026-05-02' },
      { kind: 'encampment', date: '2026-07-20' },
    );
    expect(r.ges).toBe(utc(2026, 5, 2));
    expect(r.EncampDate).toBe(utc(2026, 7, 20));
  });

  it('requirement dates fill the imported row of the next achievement and make it the one in progress; oath and mentoring are flags', () => {
    const rows = imported({
      CadetAchvAprs: [{ CadetAchvID: '2', Status: 'APR', DateMod: '6/1/2026' }],
      CadetAchv: [{ CAPID: '519001', CadetAchvID: '3', LeadLabDateP: '7/1/2026', AEDateP: '' }],
    });
    const r = record(
      rows,
      { kind: 'requirement', achievement: 3, requirement: 'aerospace', date: '2026-08-01' },
      { kind: 'requirement', achievement: 3, requirement: 'oath', date: '2026-08-02' },
      { kind: 'requirement', achievement: 3, requirement: 'drill', date: '2026-08-03' },
      // a later entry of the same requirement corrects the earlier one
      { kind: 'requirement', achievement: 3, requirement: 'drill', date: '2026-08-04' },
    );
    expect(r.CurrentCadetAchv).toMatchObject({
      CadetAchvID: 3,
      LeadLabDateP: utc(2026, 7, 1),
      AEDateP: utc(2026, 8, 1),
      DrillDate: utc(2026, 8, 4),
      CadetOath: true,
      OtherReq: false,
    });
  });

  it('a requirement of an achievement without an imported row gets a row of its own', () => {
    const merged = withEnteredRows(
      emptyCadetRows(),
      entries({ kind: 'requirement', achievement: 1, requirement: 'mentor', date: '2026-01-01' }),
      519001,
    );
    const mark = { CAPID: '519001', Source: 'Entry', EntryID: expect.stringMatching(/^\d+$/) };
    expect(merged.CadetAchv).toEqual([{ ...mark, CadetAchvID: '1', OtherReq: 'True' }]);
    // and an INC approval row marks it in progress, as CAPWATCH does
    expect(merged.CadetAchvAprs).toEqual([{ ...mark, CadetAchvID: '1', Status: 'INC' }]);
  });

  it.each([
    ['an approval moves the cadet on: Feik approved, Wright Brothers next', [], 'APR', 3, 4, 'APR'],
    ['a pending approval: next grade Pending', [], 'PND', 3, 3, 'PND'],
    [
      'an entered approval beats the imported pending row of the same achievement',
      [{ CadetAchvID: '3', Status: 'PND', DateMod: '9/1/2026' }],
      'APR',
      3,
      4,
      'APR',
    ],
    [
      'an entered "pending" never undoes an imported approval',
      [{ CadetAchvID: '3', Status: 'APR', DateMod: '9/1/2026' }],
      'PND',
      3,
      4,
      'APR',
    ],
  ] as const)('%s', (_case, aprs, status, achievement, next, state) => {
    const r = record(imported({ CadetAchvAprs: [...aprs] }), {
      kind: 'approval',
      achievement,
      status,
      date: '2026-10-01',
    });
    expect([r.NextCadetAchvID, r.MaxAprvStatus]).toEqual([next, state]);
  });

  it("an approval's date is the last approval date (eligibility 56 days later)", () => {
    const r = record(emptyCadetRows(), {
      kind: 'approval',
      achievement: 2,
      status: 'APR',
      date: '2026-10-01',
    });
    expect(r.LastAprvDate).toBe(utc(2026, 10, 1));
  });

  it('a fitness test entered the same day as an imported one wins; scores as entered', () => {
    const rows = imported({
      CadetHFZInformation: [{ DateTaken: '10/1/2026', IsPassed: 'True', PacerRun: '40' }],
    });
    const r = record(rows, {
      kind: 'fitness',
      date: '2026-10-01',
      passed: false,
      pacer: '12',
      mileRun: '11:50',
    });
    expect(r.HFZRecord).toEqual({
      DateTaken: utc(2026, 10, 1),
      IsPassed: false,
      PacerRun: '12',
      MileRun: '11:50',
      CurlUp: null,
      PushUp: null,
      SitAndReach: null,
    });
  });

  it('orientation flights: flown ones count, cancelled and incomplete ones are listed apart', () => {
    const rows = imported({ OFlight: [{ Syllabus: '1', FltDate: '8/1/2026' }] });
    const r = record(
      rows,
      { kind: 'oflight', syllabus: 6, date: '2026-09-01', outcome: 'FLOWN' },
      { kind: 'oflight', syllabus: 7, date: '2026-09-02', outcome: 'CANCELLED' },
      { kind: 'oflight', syllabus: 7, date: '2026-09-09', outcome: 'INCOMPLETE' },
    );
    expect(r.oflights).toEqual([
      { Syllabus: 1, FltDate: utc(2026, 8, 1) },
      { Syllabus: 6, FltDate: utc(2026, 9, 1) },
    ]);
    expect(r.oflightsNotFlown).toEqual([
      { Syllabus: 7, FltDate: utc(2026, 9, 2), Outcome: 'CANCELLED' },
      { Syllabus: 7, FltDate: utc(2026, 9, 9), Outcome: 'INCOMPLETE' },
    ]);
  });
});
