// The quiz's score: how many of its answers were right. Each picture is one answer (worn or not)
// and the grade insignia (with the first-sergeant flag) is one more, so a cadet sees how close they
// came as well as the mistakes. Full marks exactly when the checks find no mistake (§9: pass means
// zero errors); score.test.ts holds the two together.
import { correctInput } from './answers.ts';
import type { GeneratedCadet } from './cadet.ts';
import { checkFirstSergeant, checkGrade } from './checks.ts';
import { PICTURE_NAMES, type QuizInput } from './pictures.ts';

export interface QuizScore {
  right: number;
  total: number;
}

/** The answers right out of every picture and the grade. */
export function quizScore(cadet: GeneratedCadet, input: QuizInput): QuizScore {
  const correct = correctInput(cadet);
  const pictures = PICTURE_NAMES.filter((name) => input[name] === correct[name]).length;
  const grade = checkGrade(cadet, input).length === 0 && checkFirstSergeant(cadet, input).length === 0;
  return { right: pictures + (grade ? 1 : 0), total: PICTURE_NAMES.length + 1 };
}

/** 'Score: 34 of 36 answers right'. */
export const scoreText = ({ right, total }: QuizScore): string => `Score: ${right} of ${total} answers right`;
