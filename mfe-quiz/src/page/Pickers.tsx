// The two answer groups of the quiz: the grade insignia (radio buttons: single choice) and the
// ribbons (checkboxes: each flips on or off). Native inputs, so Tab, arrows and Space work, and each
// has its name as text (hidden under the picture unless 'Show names' is on).
import { GRADE_CHOICES, PICTURES, type PictureName, type QuizGrade, type QuizInput } from '../quiz/index.ts';
import type { ReactNode } from 'react';
import { InsigniaArt, RibbonArt } from './Artwork.tsx';

const sameGrade = (a: QuizGrade | null, b: QuizGrade) =>
  a?.level === b.level && a.isFirstSergeant === b.isFirstSergeant;

interface Choice {
  name: string;
  label: string;
  checked: boolean;
  onChange(): void;
  art: ReactNode;
}

/** A group of answers: its legend and hint, then a card per choice (the native input, the artwork, the name). */
function ChoiceGroup(props: {
  legend: string;
  hint: string;
  className: string;
  type: 'radio' | 'checkbox';
  choices: Choice[];
}) {
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      <p className="qz-hint">{props.hint}</p>
      <div className={props.className}>
        {props.choices.map((choice) => (
          <label key={choice.label} className="qz-choice">
            <input type={props.type} name={choice.name} checked={choice.checked} onChange={choice.onChange} />
            <span className="qz-card">
              {choice.art}
              <span className="qz-name">{choice.label}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function GradePicker(props: { grade: QuizGrade | null; onChoose(grade: QuizGrade): void }) {
  const choices = GRADE_CHOICES.map((choice) => ({
    name: 'grade',
    label: choice.label,
    checked: sameGrade(props.grade, choice.value),
    onChange: () => props.onChoose(choice.value),
    art: <InsigniaArt choice={choice} />,
  }));
  const hint = 'Choose the one insignia this cadet wears.';
  return (
    <ChoiceGroup legend="Grade insignia" hint={hint} className="qz-grades" type="radio" choices={choices} />
  );
}

export function RibbonPicker(props: { input: QuizInput; onToggle(picture: PictureName): void }) {
  const choices = PICTURES.map((picture) => ({
    name: picture.name,
    label: picture.label,
    checked: props.input[picture.name],
    onChange: () => props.onToggle(picture.name),
    art: <RibbonArt picture={picture} />,
  }));
  const hint = 'Choose every ribbon this cadet wears, and none that it does not.';
  return (
    <ChoiceGroup
      legend="Ribbons and awards"
      hint={hint}
      className="qz-ribbons"
      type="checkbox"
      choices={choices}
    />
  );
}
