import { describe, expect, it } from 'vitest';
import { NOW, progress, utc } from '../testRecords.ts';
import {
  ageOn,
  fitnessAge,
  fitnessReportCutoff,
  fitnessReportGroup,
  fitnessStandardForMember,
  hasValidHFZCredit,
  hfzCredit,
  hfzCreditLabel,
  hfzRecordCounts,
  HFZ_CREDIT_MS,
  isPhaseOne,
} from './fitness.ts';

const taken = utc(2026, 6, 1);
const fitness = (achv: number, IsPassed: boolean | null) => ({
  CurrentCadetAchv: progress(achv),
  HFZRecord: IsPassed === null ? null : { DateTaken: taken, IsPassed },
});
const mdy = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
};

describe('§4 cadet report rule: an HFZ record counts only if passed or if the achievement id is below 4', () => {
  it.each([
    ['passed, phase 2', 5, true, true],
    ['failed, phase 2', 5, false, false],
    ['failed, achievement 3 (phase-1 exception)', 3, false, true],
    ['failed, achievement 4 (Wright Brothers: no exception)', 4, false, false],
    ['failed, achievement 1', 1, false, true],
    ['no record', 1, null, false],
  ] as const)('%s: counts %s', (_n, achv, passed, counts) => {
    expect(hfzRecordCounts(fitness(achv, passed))).toBe(counts);
  });

  it('§9 phase 1 is achievement id below 4', () => {
    expect([0, 1, 2, 3, 4, 5].map(isPhaseOne)).toEqual([true, true, true, true, false, false]);
  });
});

describe('§4 "HFZ credit expires about six months (157248e5 ms) after the test date"; a failed one shows with \' F\'', () => {
  it('157248e5 ms is 182 days', () => {
    expect(HFZ_CREDIT_MS).toBe(182 * 86_400_000);
  });

  it.each([
    ['passed: the expiry date', 5, true, '11/30/2026'],
    ['failed under the phase-1 exception: the date and " F"', 2, false, '11/30/2026 F'],
    ['failed in phase 2: nothing', 5, false, ''],
    ['no record: nothing', 5, null, ''],
  ] as const)('%s', (_n, achv, passed, label) => {
    expect(hfzCreditLabel(hfzCredit(fitness(achv, passed)), mdy)).toBe(label);
  });

  it.each([
    [taken + HFZ_CREDIT_MS - 1, true],
    [taken + HFZ_CREDIT_MS, false],
  ])('the credit is valid at %i: %s', (now, valid) => {
    expect(hasValidHFZCredit(fitness(6, true), now)).toBe(valid);
  });

  it('credit fields: taken, expires, failed', () => {
    expect(hfzCredit(fitness(1, false))).toEqual({ taken, expires: taken + HFZ_CREDIT_MS, failed: true });
  });
});

describe('§5 "Age for fitness standards is capped at 18"; §3 "Prospective members have no fitness standard"', () => {
  const born = utc(2012, 3, 15);

  it.each([
    [utc(2026, 3, 14), 13],
    [utc(2026, 3, 15), 14],
    [utc(2026, 12, 31), 14],
  ])('born 2012-03-15, at %i the age is %i', (at, age) => {
    expect(ageOn(born, at)).toBe(age);
  });

  it.each([
    [utc(2000, 1, 1), 18],
    [utc(2008, 11, 24), 17],
    [utc(2008, 11, 23), 18],
    [born, 14],
  ])('born %i: fitness age %i', (dob, age) => {
    expect(fitnessAge(dob, NOW)).toBe(age);
  });

  it.each([
    ['a prospective cadet: none', { type: 'CAPProspectiveMember', gender: 'MALE', dateOfBirth: born }, null],
    ['no gender recorded: none', { type: 'CAPNHQMember', gender: null, dateOfBirth: born }, null],
    ['no birth date recorded: none', { type: 'CAPNHQMember', gender: 'FEMALE', dateOfBirth: null }, null],
    ['a 14-year-old national cadet', { type: 'CAPNHQMember', gender: 'FEMALE', dateOfBirth: born }, 14],
    [
      'a 20-year-old cadet: the 18 row',
      { type: 'CAPNHQMember', gender: 'MALE', dateOfBirth: utc(2006, 1, 1) },
      18,
    ],
  ] as const)('%s', (_n, member, row) => {
    expect(fitnessStandardForMember(member, NOW)?.Age ?? null).toBe(row);
  });
});

describe('§9 fitness report groups: phase 1; phase 2 to 4 expiring before the month-end cutoff; not expiring', () => {
  it('the cutoff is the last millisecond of the month after the report month (UTC)', () => {
    expect(fitnessReportCutoff(NOW)).toBe(utc(2027, 1, 1) - 1);
    expect(fitnessReportCutoff(utc(2026, 1, 31))).toBe(utc(2026, 3, 1) - 1);
  });

  const cutoff = fitnessReportCutoff(NOW); // end of December 2026
  const at = (achv: number, DateTaken: number | null, IsPassed = true) => ({
    CurrentCadetAchv: progress(achv),
    HFZRecord: DateTaken === null ? null : { DateTaken, IsPassed },
  });

  it.each([
    ['phase 1 without a test', at(2, null), 'phaseOne'],
    ['phase 1 with a failed test', at(3, utc(2026, 10, 1), false), 'phaseOne'],
    ['phase 2 credit expiring in December', at(5, utc(2026, 6, 20)), 'expiring'],
    ['phase 2 credit expiring on the cutoff', at(5, cutoff - HFZ_CREDIT_MS), 'expiring'],
    ['phase 2 credit expiring after the cutoff', at(5, cutoff - HFZ_CREDIT_MS + 1), 'current'],
    ['phase 3 without any credit', at(12, null), 'expiring'],
    ['phase 4 with a failed test', at(17, utc(2026, 11, 1), false), 'expiring'],
    ['phase 4 passed in November', at(17, utc(2026, 11, 1)), 'current'],
  ] as const)('%s: %s', (_n, record, group) => {
    expect(fitnessReportGroup(record, cutoff)).toBe(group);
  });
});
