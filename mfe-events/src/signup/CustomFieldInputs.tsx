// §5 custom attendance field values in the sign-up form: shown with displayToMember, editable with
// allowMemberToModify, all of them for attendance managers (signupRules customFieldAccess over the
// contracts' customFieldShown / customFieldEditable). §3 value types; a file field takes the
// drive's file input (its value the file ids) and reads as download links.
import {
  EVENT_MESSAGES,
  formatViewerDateTime,
  type CustomAttendanceField,
  type CustomAttendanceFieldValue,
} from '@portal/contracts';
import { Checkbox, TextInput } from '@portal/kit';
import { useContext, useId, useState } from 'react';
import { FileFieldInput } from '../fileFields/FileFieldInput.tsx';
import { FileLinks } from '../fileFields/FileLinks.tsx';
import { TimeInput } from '../inputs/formInputs.tsx';
import { TimeZoneContext } from '../timeZone/accountZone.tsx';
import { customFieldAccess } from './signupRules.ts';

/** §5 "A number field ignores null": an empty or unreadable entry leaves the value as it was. */
function NumberField(props: { label: string; value: number | null; onChange(n: number): void }) {
  const id = useId();
  const [text, setText] = useState(props.value === null ? '' : String(props.value));
  return (
    <div className="evt-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        className="kit-input"
        type="number"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = e.target.value.trim() === '' ? null : Number(e.target.value);
          if (n !== null && Number.isFinite(n)) props.onChange(n);
        }}
      />
    </div>
  );
}

/** A value as read-only text; a date in the account's zone, the one its picker writes ('' while it loads). */
function readText(v: CustomAttendanceFieldValue, zone: string | null): string {
  switch (v.type) {
    case 'CHECKBOX':
      return v.value ? 'Yes' : 'No';
    case 'DATE':
      return zone === null ? '' : formatViewerDateTime(v.value, zone);
    case 'NUMBER':
      return v.value === null ? '' : String(v.value);
    case 'TEXT':
    case 'QUAL':
      return v.value;
    default:
      // §3 a type the form cannot show
      return EVENT_MESSAGES.unsupportedField;
  }
}

function EditField({
  value,
  onChange,
}: {
  value: CustomAttendanceFieldValue;
  onChange(v: CustomAttendanceFieldValue): void;
}) {
  const label = value.title;
  switch (value.type) {
    case 'TEXT':
    case 'QUAL':
      return (
        <TextInput label={label} value={value.value} onChange={(t) => onChange({ ...value, value: t })} />
      );
    case 'NUMBER':
      return (
        <NumberField label={label} value={value.value} onChange={(n) => onChange({ ...value, value: n })} />
      );
    case 'CHECKBOX':
      return (
        <Checkbox label={label} checked={value.value} onChange={(c) => onChange({ ...value, value: c })} />
      );
    case 'DATE':
      return (
        <TimeInput
          label={label}
          value={value.value}
          onChange={(ms) => ms !== null && onChange({ ...value, value: ms })}
        />
      );
    case 'FILE':
      return (
        <FileFieldInput
          label={label}
          value={value.value}
          onChange={(ids) => onChange({ ...value, value: ids })}
        />
      );
  }
}

export function CustomFieldInputs(props: {
  fields: readonly CustomAttendanceField[];
  values: readonly CustomAttendanceFieldValue[];
  manager: boolean;
  onChange(values: CustomAttendanceFieldValue[]): void;
}) {
  const shown = props.fields
    .map((field, i) => ({ field, value: props.values[i], access: customFieldAccess(field, props.manager) }))
    .filter((f) => f.value !== undefined && f.access !== 'hidden');
  const zone = useContext(TimeZoneContext);
  if (shown.length === 0) return null;
  return (
    <fieldset className="signup-custom-fields">
      <legend>Additional information</legend>
      {shown.map(({ field, value, access }) => {
        const i = props.fields.indexOf(field);
        if (access === 'read') {
          return (
            <div className="evt-field" key={field.title}>
              <span className="signup-field-title">{field.title}</span>{' '}
              {value!.type === 'FILE' ? (
                <FileLinks ids={value!.value} label={field.title} />
              ) : (
                <span className="signup-field-value">{readText(value!, zone)}</span>
              )}
            </div>
          );
        }
        return (
          <EditField
            key={field.title}
            value={value!}
            onChange={(v) => props.onChange(props.values.map((old, j) => (j === i ? v : old)))}
          />
        );
      })}
    </fieldset>
  );
}
