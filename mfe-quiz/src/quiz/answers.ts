// The right answers for a generated cadet (what a cadet who reads the uniform correctly chooses):
// used by the 1,000-cadet consistency test and by the e2e journey (via a known `?seed=`).
import { AWARD_FIELDS, type GeneratedCadet } from './cadet.ts';
import { ACHIEVEMENT_PICTURES, emptyInput, type QuizInput } from './pictures.ts';
import { AWARD_PICTURES, EARNED_RIBBONS, achievementIdOf, earnsAchievementRibbon } from './rules.ts';

export function correctInput(c: GeneratedCadet): QuizInput {
  const input = emptyInput();
  for (const p of ACHIEVEMENT_PICTURES) input[p] = earnsAchievementRibbon(c.grade.level, achievementIdOf(p));
  for (const [p, earns] of EARNED_RIBBONS) input[p] = earns(c);
  for (const f of AWARD_FIELDS) input[AWARD_PICTURES[f]] = c[f];
  // Armstrong wears Goddard's insignia: the page's picture for it is the Goddard level.
  input.grade = {
    level: c.grade.level === 'Armstrong' ? 'Goddard' : c.grade.level,
    isFirstSergeant: c.grade.isFirstSergeant,
  };
  return input;
}
