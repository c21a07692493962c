import { describe, expect, it } from 'vitest';
import { HFZ_STANDARDS, hfzStandardFor, meetsHFZ, mileRunSeconds } from './hfzStandards.ts';

const column = (gender: 'MALE' | 'FEMALE', key: 'Pacer' | 'MileRun') =>
  HFZ_STANDARDS.filter((s) => s.Gender === gender).map((s) => s[key]);

describe('§3 Healthy-fitness-zone standards', () => {
  it('one entry per age (10 to 18) and gender (MALE, FEMALE)', () => {
    expect(HFZ_STANDARDS).toHaveLength(18);
    for (const gender of ['MALE', 'FEMALE'] as const) {
      expect(HFZ_STANDARDS.filter((s) => s.Gender === gender).map((s) => s.Age)).toEqual([
        10, 11, 12, 13, 14, 15, 16, 17, 18,
      ]);
    }
  });

  it('"Male pacer runs from 17 to 54 and mile run from 11:30 down to 8:04"', () => {
    const pacer = column('MALE', 'Pacer') as number[];
    const mile = column('MALE', 'MileRun') as string[];
    expect([pacer[0], pacer.at(-1)]).toEqual([17, 54]);
    expect([mile[0], mile.at(-1)]).toEqual(['11:30', '8:04']);
  });

  it('"Female pacer runs from 17 to 38 and mile run from 11:30 down to 9:22"', () => {
    const pacer = column('FEMALE', 'Pacer') as number[];
    const mile = column('FEMALE', 'MileRun') as string[];
    expect([pacer[0], pacer.at(-1)]).toEqual([17, 38]);
    expect([mile[0], mile.at(-1)]).toEqual(['11:30', '9:22']);
  });

  it('standards never get easier with age: pacer, curl-ups, push-ups rise or stay; the mile time falls or stays', () => {
    for (const gender of ['MALE', 'FEMALE'] as const) {
      const rows = HFZ_STANDARDS.filter((s) => s.Gender === gender);
      rows.slice(1).forEach((row, i) => {
        const prev = rows[i]!;
        expect(row.Pacer).toBeGreaterThanOrEqual(prev.Pacer);
        expect(row.CurlUps).toBeGreaterThanOrEqual(prev.CurlUps);
        expect(row.PushUps).toBeGreaterThanOrEqual(prev.PushUps);
        expect(mileRunSeconds(row.MileRun)!).toBeLessThanOrEqual(mileRunSeconds(prev.MileRun)!);
      });
    }
  });

  it.each([
    [14, 'FEMALE', { Pacer: 27, MileRun: '10:09', CurlUps: 18, PushUps: 7, SitReach: 10 }],
    [12, 'MALE', { Pacer: 23, MileRun: '10:40', CurlUps: 18, PushUps: 10, SitReach: 8 }],
    [16, 'MALE', { Pacer: 47, MileRun: '8:42', CurlUps: 24, PushUps: 18, SitReach: 8 }],
  ] as const)('CAPP 60-50 sample: age %i %s', (age, gender, expected) => {
    expect(hfzStandardFor(age, gender)).toMatchObject(expected);
  });

  it.each([
    [25, 'MALE', 18],
    [18, 'FEMALE', 18],
    [17.9, 'MALE', 17],
    [9, 'FEMALE', 10],
  ] as const)(
    '§5 "Age for fitness standards is capped at 18": age %s %s uses the %i row',
    (age, gender, row) => {
      expect(hfzStandardFor(age, gender).Age).toBe(row);
    },
  );

  it.each([
    ['8:04', 484],
    ['11:30', 690],
    ['10:09.5', 609],
    ['9:60', null],
    ['W', null],
    ['', null],
  ])('mile run %j is %s seconds', (text, seconds) => {
    expect(mileRunSeconds(text)).toBe(seconds);
  });

  const std = hfzStandardFor(14, 'MALE'); // pacer 36, 9:22, curl-ups 24, push-ups 14, sit-reach 8
  it.each([
    ['Pacer', '36', true],
    ['Pacer', 35, false],
    ['MileRun', '9:22', true],
    ['MileRun', '9:23', false],
    ['MileRun', 500, true],
    ['CurlUps', '24', true],
    ['PushUps', '13', false],
    ['SitReach', '8.5', true],
    ['SitReach', 'W', false],
    ['Pacer', null, false],
    ['Pacer', '', false],
  ] as const)('a %s score of %j meets the 14-year-old male standard: %s', (event, score, meets) => {
    expect(meetsHFZ(std, event, score)).toBe(meets);
  });
});
