// The quiz shows the score when finished: answers right out of every picture and the grade, full
// marks exactly when there is no mistake (pass means zero errors).
import { describe, expect, it } from 'vitest';
import { correctInput } from './answers.ts';
import { generateCadet } from './cadet.ts';
import { quizResult } from './checks.ts';
import { emptyInput, PICTURE_NAMES } from './pictures.ts';
import { seededRandom } from './random.ts';
import { quizScore, scoreText } from './score.ts';

const TODAY = new Date(2026, 10, 26);
const TOTAL = PICTURE_NAMES.length + 1;

describe('the quiz score: answers right out of every picture and the grade', () => {
  it('a correct answer scores full marks; a blank one scores only the pictures the cadet does not wear', () => {
    const cadet = generateCadet(seededRandom(7), TODAY);
    const correct = correctInput(cadet);
    expect(quizScore(cadet, correct)).toEqual({ right: TOTAL, total: TOTAL });
    const worn = PICTURE_NAMES.filter((name) => correct[name]).length;
    expect(quizScore(cadet, emptyInput())).toEqual({ right: TOTAL - worn - 1, total: TOTAL });
  });

  it('one picture flipped costs one answer', () => {
    const cadet = generateCadet(seededRandom(8), TODAY);
    const input = { ...correctInput(cadet), iaceChecked: true };
    expect(quizScore(cadet, input)).toEqual({ right: TOTAL - 1, total: TOTAL });
  });

  it('full marks exactly when the checks find no mistake (random answers over 300 cadets)', () => {
    const random = seededRandom(12345);
    for (let seed = 0; seed < 300; seed++) {
      const cadet = generateCadet(seededRandom(seed), TODAY);
      const input = correctInput(cadet);
      // flip each picture with a one-in-twenty chance, so many answers stay right
      for (const name of PICTURE_NAMES) if (random.chance(0.05)) input[name] = !input[name];
      const score = quizScore(cadet, input);
      expect(score.right === score.total, `seed ${seed}`).toBe(quizResult(cadet, input).passed);
    }
  });

  it("reads 'Score: N of M answers right'", () => {
    expect(scoreText({ right: 34, total: 36 })).toBe('Score: 34 of 36 answers right');
  });
});
