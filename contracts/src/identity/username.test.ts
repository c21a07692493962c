import { describe, expect, it } from 'vitest';
import { normaliseUsername } from './username.ts';

describe('normaliseUsername: one form for creation, lookup and the sign-in limits', () => {
  const cases: Array<[string, string, string]> = [
    ['plain lower case is kept', 'senior', 'senior'],
    ['upper case is lowered', 'SeNiOr', 'senior'],
    ['full-width letters become plain (NFKC)', 'ＳＥＮＩＯＲ', 'senior'],
    ['a ligature becomes its letters (NFKC)', 'ﬁnance', 'finance'],
    ['the Kelvin sign is the letter k', '\u212Aelvin', 'kelvin'],
    ['a decomposed accent equals the composed letter', 'jose\u0301', 'josé'],
    ['capital I with dot (U+0130) keeps its dot: another name than senior', 'senİor', 'seni\u0307or'],
    ['sharp s is not expanded', 'Straße', 'straße'],
    ['digits and punctuation are kept', 'J.Smith-42', 'j.smith-42'],
    ['inner spaces are kept', 'Jo Ann', 'jo ann'],
  ];

  it.each(cases)('%s', (_rule, input, expected) => {
    expect(normaliseUsername(input)).toBe(expected);
  });

  it.each(cases)('normalising twice changes nothing (%s)', (_rule, input) => {
    const once = normaliseUsername(input);
    expect(normaliseUsername(once)).toBe(once);
  });

  it('senİor and senior are different names, and each is the same name in every case form', () => {
    expect(normaliseUsername('senİor')).not.toBe(normaliseUsername('senior'));
    expect(normaliseUsername('SENİOR')).toBe(normaliseUsername('senİor'));
    expect(normaliseUsername('SENIOR')).toBe(normaliseUsername('senior'));
  });
});
