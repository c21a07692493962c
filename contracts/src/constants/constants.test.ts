import { describe, expect, it } from 'vitest';
import { GRADE_ORDER, RANK_ORDER, gradeOrder, normalizeRank, rankIndex } from './ranks.ts';
import { TIMEZONE_OPTIONS, ianaTimezone } from './timezones.ts';

describe('ranks and grades (platform §5, §9)', () => {
  it('§5 normalisation: lowercase, no slash or spaces, 2nd -> 2d', () => {
    expect(normalizeRank('C/2nd Lt')).toBe('c2dlt');
    expect(rankIndex('C/2nd Lt')).toBe(RANK_ORDER.indexOf('C/2dLt'));
  });

  it('§9 rank order and accepted short forms; unknown ranks give null', () => {
    expect(rankIndex('C/Amn')).toBe(0);
    expect(rankIndex('camn')).toBe(0);
    expect(rankIndex('ca1c')).toBe(1);
    expect(rankIndex('cab')).toBe(-1);
    expect(rankIndex('Gen')).toBe(RANK_ORDER.length - 1);
    expect(rankIndex('Admiral')).toBeNull();
    expect(rankIndex('C/Col')! < rankIndex('2dLt')!).toBe(true);
  });

  it('§9 grade order map ranges', () => {
    expect(gradeOrder('C/AB')).toBe(0);
    expect(gradeOrder('CADET')).toBe(0);
    expect(gradeOrder('C/Amn')).toBe(1);
    expect(gradeOrder('C/Col')).toBe(14);
    expect(gradeOrder('SM')).toBe(20);
    expect(gradeOrder('CMSgt')).toBe(25);
    expect(gradeOrder('FO')).toBe(30);
    expect(gradeOrder('Maj Gen')).toBe(40);
    expect(gradeOrder('Nope')).toBeNull();
    const cadets = Object.entries(GRADE_ORDER).filter(([k]) => k.startsWith('C/') && k !== 'C/AB');
    expect(cadets.map(([, v]) => v)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
  });

  it("§9 grade order: the members' spelling (1stLt, LtCol, 2nd Lt) finds the same order as NHQ's (1st Lt)", () => {
    expect(gradeOrder('1stLt')).toBe(34);
    expect(gradeOrder('1st Lt')).toBe(34);
    expect(gradeOrder('2nd Lt')).toBe(33);
    expect(gradeOrder('LtCol')).toBe(37);
    expect(gradeOrder('c/capt')).toBe(11);
  });

  it('§9 grade order: cadet NCO grades do not collide with the senior ones (C/MSgt 6, CMSgt 25)', () => {
    expect([gradeOrder('C/MSgt'), gradeOrder('C/SMSgt'), gradeOrder('C/CMSgt')]).toEqual([6, 7, 8]);
    expect([gradeOrder('MSgt'), gradeOrder('SMSgt'), gradeOrder('CMSgt')]).toEqual([23, 24, 25]);
  });
});

describe('timezones (platform §9)', () => {
  it('eight options with the America/ prefix and their labels; each maps to a real zone', () => {
    expect(TIMEZONE_OPTIONS).toHaveLength(8);
    for (const { value } of TIMEZONE_OPTIONS) {
      expect(value.startsWith('America/')).toBe(true);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: ianaTimezone(value) })).not.toThrow();
    }
    expect(TIMEZONE_OPTIONS.map((o) => o.label)).toEqual([
      'New York EST',
      'Chicago CST',
      'Denver MST',
      'Los Angeles PST',
      'Arizona',
      'Alaska',
      'Hawaii',
      'Puerto Rico',
    ]);
  });
});
