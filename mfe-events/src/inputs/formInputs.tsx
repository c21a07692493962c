// The inputs of the event pages (form, sign-up, viewer): the §5 time picker (the kit's DateTimeInput:
// MM/dd/yyyy HH:mm in 15-minute steps whatever the browser's locale, entered in the account's zone
// from the registry, America/New_York by default (timeZone/accountZone.tsx), with the zone note), a
// §3 checkbox group with its "other" value, a markdown editor and a list of messages under a field.
import { EVENT_TIME_ZONE, timeZoneNote, type CheckboxGroup } from '@portal/contracts';
import {
  Checkbox,
  DATE_TIME_FORMAT,
  DATE_TIME_FORMAT_MESSAGE,
  DateTimeInput,
  formatDateTimeText,
  parseDateTimeText,
  TextInput,
} from '@portal/kit';
import { useContext, useId, useState } from 'react';
import { MarkdownEditor } from '../markdown/MarkdownEditor.tsx';
import { TimeZoneContext } from '../timeZone/accountZone.tsx';

/** ms -> the picker's text (MM/dd/yyyy HH:mm) on the wall clock of `zone` (the account's). */
export function toLocalInput(ms: number | null, zone: string = EVENT_TIME_ZONE): string {
  return formatDateTimeText(ms, zone);
}

/** The picker's text, read as a wall time of `zone` and put on the 15-minute grid. */
export function fromLocalInput(text: string, zone: string = EVENT_TIME_ZONE): number | null {
  return parseDateTimeText(text, zone);
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
  /** The picker's id (a link to the field names it); a generated one otherwise. */
  id?: string;
  value: number | null;
  onChange(ms: number | null): void;
  errors?: readonly string[];
  /** The zone times are entered in; by default the page's (TimeZoneContext, the account's). */
  zone?: string;
}) {
  const autoId = useId();
  const id = props.id ?? autoId;
  const pageZone = useContext(TimeZoneContext);
  const zone = props.zone ?? pageZone ?? EVENT_TIME_ZONE;
  // read-only until the page knows the account's zone
  const loading = props.zone === undefined && pageZone === null;
  const note = props.value === null ? null : timeZoneNote(props.value, zone);
  // text that is not a date and time: the format says what to type (the value is kept)
  const [unreadable, setUnreadable] = useState(false);
  const hasErrors = (props.errors && props.errors.length > 0) || unreadable;
  return (
    <div className="evt-field">
      <label htmlFor={id}>{props.label}</label>
      <DateTimeInput
        id={id}
        zone={zone}
        readOnly={loading}
        value={props.value}
        aria-invalid={hasErrors ? true : undefined}
        aria-describedby={`${id}-format`}
        onTextChange={(text) => setUnreadable(text.trim() !== '' && parseDateTimeText(text, zone) === null)}
        onChange={props.onChange}
      />
      <span className="evt-hint" id={`${id}-format`}>
        {DATE_TIME_FORMAT}
      </span>{' '}
      <span className="evt-hint">{zone}</span>
      {note && <p className="evt-zone-note">{note}</p>}
      <FieldMessages
        messages={unreadable ? [DATE_TIME_FORMAT_MESSAGE, ...(props.errors ?? [])] : props.errors}
      />
    </div>
  );
}

export function CheckboxGroupInput(props: {
  legend: string;
  id?: string;
  value: CheckboxGroup;
  onChange(group: CheckboxGroup): void;
  errors?: readonly string[];
}) {
  const { value, onChange } = props;
  return (
    <fieldset className="evt-checkbox-group" {...(props.id ? { id: props.id } : {})}>
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
