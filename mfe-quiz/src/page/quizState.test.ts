// Events spec §4 Quiz states: INPUT -> RESULTS on Submit; Try again keeps answers; New quiz clears
// them with a new cadet; single-choice grade; toggles flip. §9 pass means zero errors.
import { describe, expect, it } from 'vitest';
import { correctInput, emptyInput, PICTURE_NAMES } from '../quiz/index.ts';
import { quizReducer, startQuiz } from './quizState.ts';

const TODAY = new Date(2026, 10, 26);

describe('§4 quiz states', () => {
  it('starts in INPUT with no answers and the seed’s cadet', () => {
    const s = startQuiz(5, TODAY);
    expect(s.phase).toBe('INPUT');
    expect(s.input).toEqual(emptyInput());
    expect(s.cadet).toEqual(startQuiz(5, TODAY).cadet);
  });

  it('a toggle flips on and off; the grade is single-choice (the last choice replaces the first)', () => {
    let s = startQuiz(5, TODAY);
    s = quizReducer(s, { type: 'toggle', picture: 'curryChecked' });
    expect(s.input.curryChecked).toBe(true);
    s = quizReducer(s, { type: 'toggle', picture: 'curryChecked' });
    expect(s.input.curryChecked).toBe(false);
    s = quizReducer(s, { type: 'grade', grade: { level: 'Lindbergh', isFirstSergeant: true } });
    s = quizReducer(s, { type: 'grade', grade: { level: 'Goddard', isFirstSergeant: false } });
    expect(s.input.grade).toEqual({ level: 'Goddard', isFirstSergeant: false });
  });

  it('Submit moves INPUT to RESULTS; the right answers pass (zero errors)', () => {
    const s0 = startQuiz(5, TODAY);
    const s = quizReducer({ ...s0, input: correctInput(s0.cadet) }, { type: 'submit' });
    expect(s.phase).toBe('RESULTS');
    expect(s.result).toEqual({ mistakes: [], passed: true });
    expect(s.score).toEqual({ right: PICTURE_NAMES.length + 1, total: PICTURE_NAMES.length + 1 });
    expect(quizReducer(s, { type: 'tryAgain' }).score).toBeNull();
  });

  it('no answers at all: RESULTS with mistakes, not passed; answers cannot change in RESULTS', () => {
    const s = quizReducer(startQuiz(5, TODAY), { type: 'submit' });
    expect(s.result?.passed).toBe(false);
    expect(s.result?.mistakes).toContain('You did not choose a grade insignia.');
    expect(quizReducer(s, { type: 'toggle', picture: 'curryChecked' })).toBe(s);
  });

  it("'Try again' returns to INPUT keeping the answers and the cadet", () => {
    let s = quizReducer(startQuiz(5, TODAY), { type: 'toggle', picture: 'feikChecked' });
    s = quizReducer(s, { type: 'submit' });
    const again = quizReducer(s, { type: 'tryAgain' });
    expect(again.phase).toBe('INPUT');
    expect(again.input.feikChecked).toBe(true);
    expect(again.cadet).toBe(s.cadet);
    expect(again.result).toBeNull();
  });

  it("'New quiz' returns to INPUT with answers cleared and a new cadet", () => {
    let s = quizReducer(startQuiz(5, TODAY), { type: 'toggle', picture: 'feikChecked' });
    s = quizReducer(s, { type: 'submit' });
    const fresh = quizReducer(s, { type: 'newQuiz', seed: 6 });
    expect(fresh.phase).toBe('INPUT');
    expect(fresh.input).toEqual(emptyInput());
    expect(fresh.seed).toBe(6);
    expect(fresh.cadet).toEqual(startQuiz(6, TODAY).cadet);
    expect(fresh.cadet).not.toEqual(s.cadet);
  });
});
