// Beside the disabled submit button: what still stops the save, each a link to its field (the
// reason used to show only under fields screens away, or on a phone pages away).
import type { FormErrors } from './eventFormState.ts';
import { fieldId, fieldLabel, inFormOrder } from './fieldIds.ts';

export const MISSING_FIELDS_ID = 'evt-missing-fields';

/** Moves to a field: its control, or the first control inside its fieldset. */
export function goToField(key: string): void {
  const target = document.getElementById(fieldId(key));
  if (!target) return;
  const control = target.matches('input, select, textarea, button')
    ? target
    : target.querySelector<HTMLElement>('input, select, textarea, button');
  target.scrollIntoView?.({ block: 'center' });
  (control ?? target).focus({ preventScroll: true });
}

export function MissingFields(props: { errors: FormErrors; isNew: boolean; onGo(key: string): void }) {
  const keys = inFormOrder(Object.keys(props.errors));
  if (keys.length === 0) return null;
  return (
    <div className="evt-missing" id={MISSING_FIELDS_ID}>
      <p>{props.isNew ? 'To create the event, fix:' : 'To update the event, fix:'}</p>
      <ul>
        {keys.map((key) => (
          <li key={key}>
            <a
              href={`#${fieldId(key)}`}
              onClick={(e) => {
                e.preventDefault();
                props.onGo(key);
                goToField(key);
              }}
            >
              {fieldLabel(key)}
            </a>
            : {props.errors[key]![0]}
          </li>
        ))}
      </ul>
    </div>
  );
}
