// /capr393quizzer (events spec §2): the insignia and awards quiz. INPUT: the cadet in words, a
// single-choice grade insignia and about 35 ribbon toggles; Submit -> RESULTS: 'Here are your
// results', the score (answers right out of all), the mistakes, 'You passed!' at zero errors; 'Try again' keeps the answers, 'New quiz'
// clears them with a new cadet (§4). `?seed=` names the cadet (README); the page keeps the seed in
// the address so a reload or a shared link shows the same cadet.
import { useEffect, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adoptStyles, Checkbox, ensureKitStyles } from '@portal/kit';
import { describeCadet, newSeed, parseSeed, plural, scoreText } from '../quiz/index.ts';
import { GradePicker, RibbonPicker } from './Pickers.tsx';
import { quizReducer, startQuiz } from './quizState.ts';
import quizCss from './quiz.css?raw';

adoptStyles('mfe-quiz', quizCss);

export function QuizPage() {
  ensureKitStyles();
  const [params, setParams] = useSearchParams();
  const [state, dispatch] = useReducer(quizReducer, null, () =>
    startQuiz(parseSeed(params.get('seed')) ?? newSeed(), new Date()),
  );
  const [showNames, setShowNames] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const cadetHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // The address names this quiz's cadet: a missing seed is written in; a seed given in the address
  // (a link, Back) starts that cadet's quiz.
  const urlSeed = parseSeed(params.get('seed'));
  const writeSeed = (seed: number) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('seed', String(seed));
        return next;
      },
      { replace: true },
    );
  useEffect(() => {
    if (urlSeed === null) writeSeed(state.seed);
    else if (urlSeed !== state.seed) dispatch({ type: 'newQuiz', seed: urlSeed });
  }, [urlSeed, state.seed]);

  // Focus follows the state change (not on the first render).
  useEffect(() => {
    if (!moved.current) return;
    (state.phase === 'RESULTS' ? resultsHeading : cadetHeading).current?.focus();
  }, [state.phase, state.seed]);

  const go = (action: Parameters<typeof dispatch>[0]) => {
    moved.current = true;
    dispatch(action);
  };

  const description = describeCadet(state.cadet);
  const result = state.result;

  return (
    <div className="qz">
      <h1>Insignia and awards quiz</h1>
      <p className="qz-intro">
        Read about the cadet, then choose the grade insignia and every ribbon the cadet wears. Quiz number{' '}
        {state.seed}.
      </p>
      <section className="qz-panel" aria-labelledby="qz-cadet">
        <h2 id="qz-cadet" ref={cadetHeading} tabIndex={-1}>
          {description.title}
        </h2>
        <ul className="qz-facts">
          {description.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </section>

      {state.phase === 'INPUT' ? (
        <form
          className={showNames ? undefined : 'qz-names-hidden'}
          aria-label="Your answer"
          onSubmit={(e) => {
            e.preventDefault();
            go({ type: 'submit' });
          }}
        >
          <GradePicker grade={state.input.grade} onChoose={(grade) => dispatch({ type: 'grade', grade })} />
          <RibbonPicker input={state.input} onToggle={(picture) => dispatch({ type: 'toggle', picture })} />
          <div className="qz-actions">
            <Checkbox label="Show names under the pictures" checked={showNames} onChange={setShowNames} />
            <button type="submit" className="kit-button kit-button-primary">
              Submit
            </button>
          </div>
        </form>
      ) : (
        <section className="qz-panel qz-results" aria-labelledby="qz-results">
          <h2 id="qz-results" ref={resultsHeading} tabIndex={-1}>
            Here are your results
          </h2>
          {state.score && <p className="qz-score">{scoreText(state.score)}</p>}
          {result?.passed ? (
            <p className="qz-pass">You passed!</p>
          ) : (
            <>
              <p className="qz-count">{plural(result?.mistakes.length ?? 0, 'mistake')}:</p>
              <ul className="qz-mistakes" aria-label="Mistakes">
                {result?.mistakes.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </>
          )}
          <div className="qz-actions">
            <button
              type="button"
              className="kit-button kit-button-primary"
              onClick={() => go({ type: 'tryAgain' })}
            >
              Try again
            </button>
            <button
              type="button"
              className="kit-button"
              onClick={() => {
                const seed = newSeed();
                go({ type: 'newQuiz', seed });
                writeSeed(seed);
              }}
            >
              New quiz
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
