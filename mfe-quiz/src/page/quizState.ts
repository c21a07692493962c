// Events spec §4 "Quiz": INPUT moves to RESULTS on Submit; from RESULTS 'Try again' returns to INPUT
// keeping the answers, 'New quiz' returns to INPUT with the answers cleared and a new cadet. Grade
// choice is single-choice; picture toggles flip on or off. A pure reducer (tested on its own).
import { emptyInput, generateCadet, quizResult, quizScore, seededRandom, type GeneratedCadet, type PictureName, type QuizGrade, type QuizInput, type QuizResult, type QuizScore } from '../quiz/index.ts'; // prettier-ignore

export type QuizPhase = 'INPUT' | 'RESULTS';

export interface QuizState {
  phase: QuizPhase;
  seed: number;
  /** The quiz's day (the cadet's years in CAP count to it). */
  today: Date;
  cadet: GeneratedCadet;
  input: QuizInput;
  /** Set on Submit. */
  result: QuizResult | null;
  /** Set on Submit: the answers right out of all. */
  score: QuizScore | null;
}

export type QuizAction =
  | { type: 'toggle'; picture: PictureName }
  | { type: 'grade'; grade: QuizGrade }
  | { type: 'submit' }
  | { type: 'tryAgain' }
  | { type: 'newQuiz'; seed: number };

export function startQuiz(seed: number, today: Date): QuizState {
  return {
    phase: 'INPUT',
    seed,
    today,
    cadet: generateCadet(seededRandom(seed), today),
    input: emptyInput(),
    result: null,
    score: null,
  };
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'toggle':
      if (state.phase !== 'INPUT') return state;
      return { ...state, input: { ...state.input, [action.picture]: !state.input[action.picture] } };
    case 'grade':
      if (state.phase !== 'INPUT') return state;
      return { ...state, input: { ...state.input, grade: action.grade } };
    case 'submit':
      if (state.phase !== 'INPUT') return state;
      return {
        ...state,
        phase: 'RESULTS',
        result: quizResult(state.cadet, state.input),
        score: quizScore(state.cadet, state.input),
      };
    case 'tryAgain':
      return { ...state, phase: 'INPUT', result: null, score: null };
    case 'newQuiz':
      return startQuiz(action.seed, state.today);
  }
}
