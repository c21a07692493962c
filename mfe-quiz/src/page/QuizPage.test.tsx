// @vitest-environment happy-dom
// Events spec §2 /capr393quizzer, §4 Quiz states, §9 pass means zero errors:
// the page through its roles and names, as a person or a screen reader meets it.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import App from '../App.tsx';
import {
  GRADE_CHOICES,
  PICTURES,
  PICTURE_NAMES,
  correctInput,
  describeCadet,
  generateCadet,
  seededRandom,
  type QuizInput,
} from '../quiz/index.ts';

afterEach(cleanup);

let location = '';
function Where() {
  const l = useLocation();
  location = `${l.pathname}${l.search}`;
  return null;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <Where />
    </MemoryRouter>,
  );
}

const cadetFor = (seed: number) => generateCadet(seededRandom(seed), new Date());
const ribbons = () => within(screen.getByRole('group', { name: 'Ribbons and awards' }));
const grades = () => within(screen.getByRole('group', { name: 'Grade insignia' }));

/** Clicks the pictures of `input` as a person would (by their names). */
function answer(input: QuizInput) {
  for (const p of PICTURES)
    if (input[p.name]) fireEvent.click(ribbons().getByRole('checkbox', { name: p.label }));
  const choice = GRADE_CHOICES.find(
    (g) => g.value.level === input.grade?.level && g.value.isFirstSergeant === input.grade?.isFirstSergeant,
  )!;
  fireEvent.click(grades().getByRole('radio', { name: choice.label }));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('§2 /capr393quizzer: the insignia and awards quiz', () => {
  it('shows the seed’s cadet in words, 6 grade insignia (single choice) and 35 named ribbon toggles', () => {
    renderAt('/capr393quizzer?seed=5');
    const words = describeCadet(cadetFor(5));
    expect(screen.queryByRole('heading', { level: 1, name: 'Insignia and awards quiz' })).not.toBeNull();
    expect(screen.queryByRole('heading', { name: words.title })).not.toBeNull();
    for (const fact of words.facts) expect(screen.queryByText(fact)).not.toBeNull();
    expect(grades().getAllByRole('radio')).toHaveLength(6);
    expect(ribbons().getAllByRole('checkbox')).toHaveLength(35);
    for (const p of PICTURES) expect(ribbons().queryByRole('checkbox', { name: p.label })).not.toBeNull();
    expect(
      ribbons().queryByRole('checkbox', { name: 'International Air Cadet Exchange (IACE) ribbon' }),
    ).not.toBeNull();
    expect(ribbons().queryByRole('checkbox', { name: 'VFW Officer award' })).not.toBeNull();
    expect(document.querySelectorAll('svg.qz-ribbon')).toHaveLength(35);
    fireEvent.click(grades().getByRole('radio', { name: 'C/MSgt' }));
    fireEvent.click(grades().getByRole('radio', { name: 'C/CMSgt, first sergeant' }));
    expect(
      grades()
        .getAllByRole('radio')
        .filter((r) => (r as HTMLInputElement).checked),
    ).toHaveLength(1);
  });

  it('a toggle flips on and off', () => {
    renderAt('/capr393quizzer?seed=5');
    const curry = ribbons().getByRole('checkbox', { name: 'Curry achievement ribbon' }) as HTMLInputElement;
    fireEvent.click(curry);
    expect(curry.checked).toBe(true);
    fireEvent.click(curry);
    expect(curry.checked).toBe(false);
  });

  it("§9 the right answers: Submit -> 'Here are your results' and 'You passed!', focus on the results", () => {
    renderAt('/capr393quizzer?seed=5');
    answer(correctInput(cadetFor(5)));
    submit();
    const heading = screen.getByRole('heading', { name: 'Here are your results' });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByText('You passed!')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('the finished quiz shows the score: answers right out of every picture and the grade', () => {
    const total = PICTURE_NAMES.length + 1;
    renderAt('/capr393quizzer?seed=5');
    answer({ ...correctInput(cadetFor(5)), iaceChecked: true, vfwOfficer: true });
    submit();
    expect(screen.getByText(/^Score:/).textContent).toBe(`Score: ${total - 2} of ${total} answers right`);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByText(/^Score:/)).toBeNull();
    fireEvent.click(ribbons().getByRole('checkbox', { name: 'VFW Officer award' }));
    fireEvent.click(
      ribbons().getByRole('checkbox', { name: 'International Air Cadet Exchange (IACE) ribbon' }),
    );
    submit();
    expect(screen.getByText(/^Score:/).textContent).toBe(`Score: ${total} of ${total} answers right`);
  });

  it("two mistakes are both listed in words, no 'You passed!'; 'Try again' keeps the answers", () => {
    renderAt('/capr393quizzer?seed=5');
    const right = correctInput(cadetFor(5));
    answer({ ...right, iaceChecked: true, vfwOfficer: true });
    submit();
    const list = screen.getByRole('list', { name: 'Mistakes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'The International Air Cadet Exchange (IACE) ribbon does not belong: this cadet has never been on the exchange.',
      'The VFW Officer award does not belong: it is for officers, not cadets.',
    ]);
    expect(screen.queryByText('2 mistakes:')).not.toBeNull();
    expect(screen.queryByText('You passed!')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(location).toBe('/capr393quizzer?seed=5');
    expect((ribbons().getByRole('checkbox', { name: 'VFW Officer award' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((grades().getAllByRole('radio') as HTMLInputElement[]).filter((r) => r.checked)).toHaveLength(1);
    fireEvent.click(ribbons().getByRole('checkbox', { name: 'VFW Officer award' }));
    fireEvent.click(
      ribbons().getByRole('checkbox', { name: 'International Air Cadet Exchange (IACE) ribbon' }),
    );
    submit();
    expect(screen.queryByText('You passed!')).not.toBeNull();
  });

  it("'New quiz' clears the answers and brings a new cadet (its seed in the address)", () => {
    renderAt('/capr393quizzer?seed=5');
    fireEvent.click(ribbons().getByRole('checkbox', { name: 'Curry achievement ribbon' }));
    submit();
    fireEvent.click(screen.getByRole('button', { name: 'New quiz' }));
    expect(location).toMatch(/^\/capr393quizzer\?seed=\d+$/);
    expect(location).not.toBe('/capr393quizzer?seed=5');
    const seed = Number(location.split('=')[1]);
    expect(screen.queryByRole('heading', { name: describeCadet(cadetFor(seed)).title })).not.toBeNull();
    expect((ribbons().getAllByRole('checkbox') as HTMLInputElement[]).some((c) => c.checked)).toBe(false);
    expect((grades().getAllByRole('radio') as HTMLInputElement[]).some((c) => c.checked)).toBe(false);
  });

  it('without a seed the page picks one and writes it into the address', async () => {
    renderAt('/capr393quizzer');
    await act(async () => {});
    expect(location).toMatch(/^\/capr393quizzer\?seed=\d+$/);
    const seed = Number(location.split('=')[1]);
    expect(screen.queryByRole('heading', { name: describeCadet(cadetFor(seed)).title })).not.toBeNull();
  });

  it("'Show names under the pictures' makes the names visible text", () => {
    renderAt('/capr393quizzer?seed=5');
    const form = screen.getByRole('form', { name: 'Your answer' });
    expect(form.className).toBe('qz-names-hidden');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show names under the pictures' }));
    expect(form.className).toBe('');
  });
});
