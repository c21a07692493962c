// The generated cadet is internally consistent, reproducible from its seed, covers
// every grade level and both sides of every threshold, and a correct answer passes with zero errors.
import { describe, expect, it } from 'vitest';
import { correctInput } from './answers.ts';
import {
  AWARD_FIELDS,
  GRADE_LEVELS,
  cadetInconsistencies,
  generateCadet,
  monthsBefore,
  wholeYearsSince,
  type GeneratedCadet,
} from './cadet.ts';
import { quizResult } from './checks.ts';
import { describeCadet } from './describe.ts';
import { seededRandom } from './random.ts';
import {
  earnsAfoea,
  earnsCac,
  earnsColorGuard,
  earnsNcsa,
  earnsRecruiter,
  earnsRedService,
  earnsSar,
} from './rules.ts';
import { testCadet } from './testCadet.ts';

const TODAY = new Date(2026, 10, 26); // 26 November 2026, local time
const thousand: GeneratedCadet[] = Array.from({ length: 1000 }, (_, seed) =>
  generateCadet(seededRandom(seed), TODAY),
);

describe('generated cadet (§3 Insignia quiz entities)', () => {
  it('1,000 generated cadets are all consistent, and a correct answer to each passes with zero errors', () => {
    for (const cadet of thousand) {
      expect(cadetInconsistencies(cadet, TODAY)).toEqual([]);
      expect(quizResult(cadet, correctInput(cadet))).toEqual({ mistakes: [], passed: true });
    }
  });

  it('the same seed gives the same cadet', () => {
    expect(generateCadet(seededRandom(99), TODAY)).toEqual(generateCadet(seededRandom(99), TODAY));
    expect(generateCadet(seededRandom(99), TODAY)).not.toEqual(generateCadet(seededRandom(100), TODAY));
  });

  it('the 1,000 cover every grade level, the first-sergeant flag, every award and both sides of each threshold', () => {
    const both = (f: (c: GeneratedCadet) => boolean) =>
      [true, false].every((v) => thousand.some((c) => f(c) === v));
    for (const level of GRADE_LEVELS) expect(thousand.some((c) => c.grade.level === level)).toBe(true);
    expect(both((c) => c.grade.isFirstSergeant)).toBe(true);
    for (const field of AWARD_FIELDS) expect(both((c) => c[field])).toBe(true);
    for (const rule of [
      earnsRecruiter,
      earnsRedService,
      earnsColorGuard,
      earnsCac,
      earnsSar,
      earnsNcsa,
      earnsAfoea,
    ]) {
      expect(both(rule)).toBe(true);
    }
    expect(both((c) => c.activityAttendance === 'NONE')).toBe(true);
    expect(thousand.some((c) => c.activityAttendance === 0)).toBe(true);
  });

  it.each([
    [{ yearsInCAP: 3 }, 'yearsInCAP does not follow from the join date'],
    [{ airSar: -1 }, 'airSar is not a whole number'],
    [{ cadetsRecruited: 1.5 }, 'cadetsRecruited is not a whole number'],
    [{ activityAttendance: -2 }, 'activityAttendance is neither NONE nor a count'],
    [{ cac: 'SQUADRON' as never }, 'unknown organisation level'],
  ])('an inconsistent cadet is caught: %j', (change, problem) => {
    const fine = testCadet({ joined: { year: 2025, month: 3 }, yearsInCAP: 1 });
    expect(cadetInconsistencies(fine, TODAY)).toEqual([]);
    expect(cadetInconsistencies({ ...fine, ...change }, TODAY)).toContain(problem);
  });

  it.each([
    [{ year: 2025, month: 11 }, 1],
    [{ year: 2025, month: 12 }, 0],
    [{ year: 2016, month: 7 }, 10],
    [{ year: 2026, month: 11 }, 0],
  ])('joined %j: %i whole years on 26 November 2026', (joined, years) => {
    expect(wholeYearsSince(joined, { year: 2026, month: 11 })).toBe(years);
  });

  it('monthsBefore crosses years', () => {
    expect(monthsBefore({ year: 2026, month: 2 }, 3)).toEqual({ year: 2025, month: 11 });
    expect(monthsBefore({ year: 2026, month: 2 }, 0)).toEqual({ year: 2026, month: 2 });
  });
});

describe('the cadet in words (plurals, promotion wording, the Mitchell encampment note)', () => {
  it('a Lindbergh first sergeant with one of each', () => {
    const d = describeCadet(
      testCadet({
        grade: { level: 'Lindbergh', isFirstSergeant: true },
        cadetsRecruited: 1,
        yearsInCAP: 1,
        activityAttendance: 1,
        communityService: 1,
        airSar: 1,
        cac: 'REGION',
        colorGuardCompetition: 'WING',
        findRibbon: true,
      }),
    );
    expect(d.title).toBe('Cadet Rivera');
    expect(d.facts).toEqual([
      'Has earned the promotion to C/MSgt (Lindbergh), achievement 6.',
      'Is the first sergeant of the squadron.',
      'Joined CAP in March 2025: 1 year in CAP.',
      'Has recruited 1 cadet.',
      'Has been to encampment and to 1 national special activity.',
      'Competed in color guard at the wing level.',
      'Served on the region cadet advisory council.',
      'Has 1 hour of community service.',
      'Has flown 1 search and rescue sortie.',
      'Awards: credited with a find on a search.',
    ]);
  });

  it('an Armstrong cadet with plurals and no encampment: achievement wording and the Mitchell note', () => {
    const d = describeCadet(
      testCadet({
        grade: { level: 'Armstrong', isFirstSergeant: false },
        cadetsRecruited: 2,
        yearsInCAP: 3,
        airSar: 12,
      }),
    );
    expect(d.facts).toContain('Has earned the Armstrong achievement, achievement 9.');
    expect(d.facts).toContain('Is not the first sergeant.');
    expect(d.facts).toContain('Joined CAP in March 2025: 3 years in CAP.');
    expect(d.facts).toContain('Has recruited 2 cadets.');
    expect(d.facts).toContain(
      'Has not been to encampment yet (encampment is needed for the Mitchell award).',
    );
    expect(d.facts).toContain('Has flown 12 search and rescue sorties.');
    expect(d.facts).toContain('Has no other awards.');
  });

  it('plural activities, and encampment only', () => {
    expect(describeCadet(testCadet({ activityAttendance: 3 })).facts).toContain(
      'Has been to encampment and to 3 national special activities.',
    );
    expect(describeCadet(testCadet({ activityAttendance: 0 })).facts).toContain(
      'Has been to encampment, and to no national special activity.',
    );
  });
});
