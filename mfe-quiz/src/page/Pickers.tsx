// The two answer groups of the quiz: the grade insignia (radio buttons: single choice) and the
// ribbons (checkboxes: each flips on or off). Native inputs, so Tab, arrows and Space work, and each
// has its name as text (hidden under the picture unless 'Show names' is on).
import { GRADE_CHOICES, PICTURES, type PictureName, type QuizGrade, type QuizInput } from '../quiz/index.ts';
import { InsigniaArt, RibbonArt } from './Artwork.tsx';

const sameGrade = (a: QuizGrade | null, b: QuizGrade) =>
  a?.level === b.level && a.isFirstSergeant === b.isFirstSergeant;

export function GradePicker({
  grade,
  onChoose,
}: {
  grade: QuizGrade | null;
  onChoose(grade: QuizGrade): void;
}) {
  return (
    <fieldset>
      <legend>Grade insignia</legend>
      <p className="qz-hint">Choose the one insignia this cadet wears.</p>
      <div className="qz-grades">
        {GRADE_CHOICES.map((choice) => (
          <label key={choice.label} className="qz-choice">
            <input
              type="radio"
              name="grade"
              checked={sameGrade(grade, choice.value)}
              onChange={() => onChoose(choice.value)}
            />
            <span className="qz-card">
              <InsigniaArt choice={choice} />
              <span className="qz-name">{choice.label}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function RibbonPicker({
  input,
  onToggle,
}: {
  input: QuizInput;
  onToggle(picture: PictureName): void;
}) {
  return (
    <fieldset>
      <legend>Ribbons and awards</legend>
      <p className="qz-hint">Choose every ribbon this cadet wears, and none that it does not.</p>
      <div className="qz-ribbons">
        {PICTURES.map((picture) => (
          <label key={picture.name} className="qz-choice">
            <input
              type="checkbox"
              name={picture.name}
              checked={input[picture.name]}
              onChange={() => onToggle(picture.name)}
            />
            <span className="qz-card">
              <RibbonArt picture={picture} />
              <span className="qz-name">{picture.label}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
