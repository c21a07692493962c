import { describe, expect, it } from 'vitest';
import { promotesToGrade } from '@portal/contracts';
import { achievementWording, encampmentNeededForMitchell, plural, usesPromotionWording } from './words.ts';

describe('§5 description wording pluralises years, cadets and activities', () => {
  it.each([
    [0, 'year', '0 years'],
    [1, 'year', '1 year'],
    [2, 'year', '2 years'],
    [1, 'cadet', '1 cadet'],
    [3, 'cadet', '3 cadets'],
    [1, 'national special activity', '1 national special activity'],
    [2, 'national special activity', '2 national special activities'],
    [2, 'activity', '2 activities'],
    [1, 'hour', '1 hour'],
    [12, 'search and rescue sortie', '12 search and rescue sorties'],
  ])('%i %s -> %s', (n, noun, words) => {
    expect(plural(n, noun)).toBe(words);
  });
});

describe("§5 'promotion to grade' wording for achievement ids 8, 10, 12, 14, 17, 20, 21 and up to 8", () => {
  const promotion = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 17, 20, 21];
  const achievement = [9, 11, 13, 15, 16, 18, 19];
  it.each(promotion)('id %i uses the promotion wording', (id) => {
    expect(usesPromotionWording(id)).toBe(true);
    expect(achievementWording(id)).toMatch(/^the promotion to C\//);
  });
  it.each(achievement)('id %i uses the achievement wording', (id) => {
    expect(usesPromotionWording(id)).toBe(false);
    expect(achievementWording(id)).toMatch(/^the .+ achievement$/);
  });
  it('the words name the grade and the achievement', () => {
    expect(achievementWording(6)).toBe('the promotion to C/MSgt (Lindbergh)');
    expect(achievementWording(8)).toBe('the promotion to C/CMSgt (Goddard)');
    expect(achievementWording(9)).toBe('the Armstrong achievement');
    expect(achievementWording(10)).toBe('the promotion to C/2dLt (Mitchell)');
  });
  it("from id 1 the wording agrees with contracts' promotesToGrade (the achievement table)", () => {
    for (let id = 1; id <= 21; id += 1) expect(usesPromotionWording(id)).toBe(promotesToGrade(id));
  });
});

describe('§5 encampment is needed for the Mitchell award when the next achievement is 10 or below', () => {
  it.each([
    [7, true],
    [9, true],
    [10, true],
    [11, false],
    [14, false],
  ])('next achievement %i -> %s', (next, needed) => {
    expect(encampmentNeededForMitchell(next)).toBe(needed);
  });
});
