// The inputs of the event pages (form, sign-up, viewer): the §5 time picker (15-minute steps, entered
// in the account's zone from the registry, America/New_York by default (timeZone/accountZone.tsx), with
// the zone note), a §3 checkbox group with its "other" value, a markdown editor and a list of
// messages under a field.
import {
  EVENT_TIME_ZONE,
  fromWallTime,
  roundToTimeStep,
  TIME_STEP_MS,
  timeZoneNote,
  toWallTime,
  type CheckboxGroup,
} from '@portal/contracts';
import { Checkbox, TextInput } from '@portal/kit';
import { useContext, useId } from 'react';
import { MarkdownEditor } from '../markdown/MarkdownEditor.tsx';
import { TimeZoneContext } from '../timeZone/accountZone.tsx';

const pad = (n: number) => String(n).padStart(2, '0');

/** ms -> the datetime-local text of the wall clock of `zone` (the account's). */
export function toLocalInput(ms: number | null, zone: string = EVENT_TIME_ZONE): string {
  if (ms === null) return '';
  const w = toWallTime(ms, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** datetime-local text, read as a wall time of `zone` and put on the 15-minute grid. */
export function fromLocalInput(text: string, zone: string = EVENT_TIME_ZONE): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  return roundToTimeStep(fromWallTime({ year, month, day, hour, minute }, zone), zone);
}

export function FieldMessages({ messages, id }: { messages: readonly string[] | undefined; id?: string }) {
  if (!messages || messages.length === 0) return null;
  return (
    <ul className="evt-field-errors" id={id}>
      {messages.map((m) => (
        // the alert inside the item: a list may only hold list items (axe 'list')
        <li key={m}>
          <span role="alert">{m}</span>
        </li>
      ))}
    </ul>
  );
}

export function TimeInput(props: {
  label: string;
  value: number | null;
  onChange(ms: number | null): void;
  errors?: readonly string[];
  /** The zone times are entered in; by default the page's (TimeZoneContext, the account's). */
  zone?: string;
}) {
  const id = useId();
  const pageZone = useContext(TimeZoneContext);
  const zone = props.zone ?? pageZone ?? EVENT_TIME_ZONE;
  // read-only until the page knows the account's zone
  const loading = props.zone === undefined && pageZone === null;
  const note = props.value === null ? null : timeZoneNote(props.value, zone);
  return (
    <div className="evt-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="datetime-local"
        step={TIME_STEP_MS / 1000}
        readOnly={loading}
        value={toLocalInput(props.value, zone)}
        aria-invalid={props.errors && props.errors.length > 0 ? true : undefined}
        onChange={(e) => props.onChange(fromLocalInput(e.target.value, zone))}
      />
      <span className="evt-hint">{zone}</span>
      {note && <p className="evt-zone-note">{note}</p>}
      <FieldMessages messages={props.errors} />
    </div>
  );
}

export function CheckboxGroupInput(props: {
  legend: string;
  value: CheckboxGroup;
  onChange(group: CheckboxGroup): void;
  errors?: readonly string[];
}) {
  const { value, onChange } = props;
  return (
    <fieldset className="evt-checkbox-group">
      <legend>{props.legend}</legend>
      {value.labels.map((label, i) => (
        <Checkbox
          key={label}
          label={label}
          checked={value.values[i] ?? false}
          onChange={(checked) =>
            onChange({ ...value, values: value.values.map((v, j) => (j === i ? checked : v)) })
          }
        />
      ))}
      <Checkbox
        label="Other"
        checked={value.otherSelected ?? false}
        onChange={(checked) => onChange({ ...value, otherSelected: checked })}
      />
      {value.otherSelected && (
        <TextInput
          label={`${props.legend}: other`}
          value={value.otherValue ?? ''}
          onChange={(otherValue) => onChange({ ...value, otherValue })}
        />
      )}
      <FieldMessages messages={props.errors} />
    </fieldset>
  );
}

/**
 * A markdown field of the form: the markdown editor (Write / Preview, toolbar; src/markdown). The
 * text is stored as typed; the viewer renders it with the same safe renderer as the preview.
 */
export function MarkdownArea(props: { label: string; value: string; onChange(v: string): void }) {
  return <MarkdownEditor label={props.label} value={props.value} onChange={props.onChange} />;
}
