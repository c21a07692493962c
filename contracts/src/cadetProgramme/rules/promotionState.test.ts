import { describe, expect, it } from 'vitest';
import { NOW, progress, recordAt, utc } from '../testRecords.ts';
import {
  achievementCell,
  currentGrade,
  eligibilityDate,
  eligibleOrWeeks,
  homeApprovalState,
  isTimeEligible,
  nextGrade,
  promotionPosition,
  PROMOTION_ELIGIBILITY_MS,
  SQR601_PDF_ELIGIBILITY_MS,
  weeksInGrade,
} from './promotionState.ts';

describe('§3 record ids from the highest achievement and MaxAprvStatus', () => {
  it.each([
    ['nothing on record (new cadet)', null, [1, 0, 1, 1, 'INC']],
    ['Curry incomplete', { CadetAchvID: 1, status: 'INC' }, [1, 0, 1, 1, 'INC']],
    [
      'Curry pending: next grade is the Pending entry 23',
      { CadetAchvID: 1, status: 'PND' },
      [1, 0, 1, 23, 'PND'],
    ],
    ['Curry approved', { CadetAchvID: 1, status: 'APR' }, [1, 1, 2, 2, 'APR']],
    ['Lindbergh incomplete', { CadetAchvID: 6, status: 'INC' }, [6, 5, 6, 6, 'INC']],
    ['Lindbergh pending', { CadetAchvID: 6, status: 'PND' }, [6, 5, 6, 23, 'PND']],
    ['Lindbergh approved', { CadetAchvID: 6, status: 'APR' }, [6, 6, 7, 7, 'APR']],
    ['Spaatz pending', { CadetAchvID: 21, status: 'PND' }, [21, 20, 21, 23, 'PND']],
    [
      'Spaatz approved: next is 22, nothing further',
      { CadetAchvID: 21, status: 'APR' },
      [21, 21, 22, 22, 'APR'],
    ],
  ] as const)('%s', (_name, highest, [progressID, grade, next, nextGradeID, status]) => {
    expect(promotionPosition(highest)).toEqual({
      progressAchvID: progressID,
      CurrentCadetGradeID: grade,
      NextCadetAchvID: next,
      NextCadetGradeID: nextGradeID,
      MaxAprvStatus: status,
    });
  });

  it.each([
    ['APR', 'INC'],
    ['INC', 'INC'],
    ['PND', 'PND'],
  ] as const)(
    '§3 "on the home page INC or PND, PND meaning pending approval": %s shows %s',
    (status, shown) => {
      expect(homeApprovalState({ MaxAprvStatus: status })).toBe(shown);
    },
  );

  it('60-1 Current Grade, Next Grade and achievement cells', () => {
    const pending = recordAt({ CadetAchvID: 6, status: 'PND' });
    expect([currentGrade(pending), nextGrade(pending), achievementCell(pending)]).toEqual([
      'C/TSgt',
      'Pending',
      '6-P',
    ]);
    const approved = recordAt({ CadetAchvID: 6, status: 'APR' });
    expect([currentGrade(approved), nextGrade(approved), achievementCell(approved)]).toEqual([
      'C/MSgt',
      'C/SMSgt',
      '6-A',
    ]);
    expect(achievementCell(recordAt(null))).toBe('1-I');
  });
});

describe('§9 promotion eligibility: 56 days (48384e5 ms) after the last approval date', () => {
  const approved = utc(2026, 10, 1);

  it('the constants are the spec numbers: 48384e5 ms = 56 days; the 60-1 PDF adds 57 days', () => {
    expect(PROMOTION_ELIGIBILITY_MS).toBe(56 * 86_400_000);
    expect(SQR601_PDF_ELIGIBILITY_MS).toBe(57 * 86_400_000);
  });

  it.each([
    ['home page / spreadsheets: 56 days', undefined, utc(2026, 11, 26)],
    ['60-1 PDF: 57 days', SQR601_PDF_ELIGIBILITY_MS, utc(2026, 11, 27)],
  ])('%s', (_name, wait, expected) => {
    expect(eligibilityDate({ LastAprvDate: approved }, wait)).toBe(expected);
  });

  it('no approval on record: no eligibility date, no waiting time', () => {
    expect(eligibilityDate({ LastAprvDate: null })).toBeNull();
    expect(eligibilityDate({})).toBeNull();
    expect(isTimeEligible({ LastAprvDate: null }, NOW)).toBe(true);
  });

  it.each([
    [utc(2026, 11, 26) - 1, false],
    [utc(2026, 11, 26), true],
    [utc(2026, 12, 1), true],
  ])('at %i the cadet is time-eligible: %s', (now, eligible) => {
    expect(isTimeEligible({ LastAprvDate: approved }, now)).toBe(eligible);
  });
});

describe('§9 "Weeks in grade are computed from the join date"', () => {
  it.each([
    [utc(2026, 11, 23), 0],
    [utc(2026, 11, 16), 1],
    [utc(2026, 11, 17), 0],
    [utc(2025, 11, 23), 52],
    [utc(2027, 1, 1), 0],
  ])('joined %i: %i whole weeks', (joined, weeks) => {
    expect(weeksInGrade(joined, utc(2026, 11, 23))).toBe(weeks);
  });

  it('60-1 "Eligible date or weeks in grade": the date when an approval is on record (56 days in spreadsheets, 57 in the PDF), else weeks since joining', () => {
    const withApproval = recordAt({ CadetAchvID: 2, status: 'INC' }, { LastAprvDate: utc(2026, 10, 1) });
    expect(eligibleOrWeeks(withApproval, utc(2025, 1, 1), NOW, 'spreadsheet')).toEqual({
      kind: 'eligible',
      date: utc(2026, 11, 26),
    });
    expect(eligibleOrWeeks(withApproval, utc(2025, 1, 1), NOW, 'pdf')).toEqual({
      kind: 'eligible',
      date: utc(2026, 11, 27),
    });
    const newCadet = recordAt(null);
    expect(eligibleOrWeeks(newCadet, utc(2026, 11, 2), NOW, 'pdf')).toEqual({ kind: 'weeks', weeks: 3 });
    expect(eligibleOrWeeks(null, utc(2026, 11, 2), NOW, 'spreadsheet')).toEqual({ kind: 'weeks', weeks: 3 });
    expect(eligibleOrWeeks(null, null, NOW, 'spreadsheet')).toBeNull();
  });

  it('the fixtures build what the rules read', () => {
    expect(progress(3).CadetAchvID).toBe(3);
  });
});
