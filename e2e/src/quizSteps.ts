// The quiz's steps the quiz journeys share: the cadet a seed draws, the grade and picture groups
// by their accessible names, and answering with a given input.
import type { Page } from 'playwright-core';
import {
  GRADE_CHOICES,
  PICTURES,
  generateCadet,
  seededRandom,
  type QuizInput,
} from '../../mfe-quiz/src/quiz/index.ts';

/** The cadet the page draws for `?seed=`. */
export const cadetFor = (seed: number) => generateCadet(seededRandom(seed), new Date());
export const ribbons = (page: Page) => page.getByRole('group', { name: 'Ribbons and awards' });
export const grades = (page: Page) => page.getByRole('group', { name: 'Grade insignia' });
/** The index of `input`'s grade among the page's grade choices. */
export const gradeChoice = (input: QuizInput) =>
  GRADE_CHOICES.findIndex(
    (g) => g.value.level === input.grade?.level && g.value.isFirstSergeant === input.grade?.isFirstSergeant,
  );

/** Chooses the grade and the pictures of `input`, by their accessible names. */
export async function answerQuiz(page: Page, input: QuizInput): Promise<void> {
  await grades(page)
    .getByRole('radio', { name: GRADE_CHOICES[gradeChoice(input)]!.label, exact: true })
    .check();
  for (const p of PICTURES) {
    if (input[p.name]) await ribbons(page).getByRole('checkbox', { name: p.label, exact: true }).check();
  }
}
