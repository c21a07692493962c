// Events §3 Custom attendance field definitions: type, title, prefill of that type (text empty,
// number 0, date now, checkbox false, qual empty, file none), displayToMember and
// allowMemberToModify; a qual field forces them to false/true (contracts applyQualRule).
import {
  applyQualRule,
  CUSTOM_FIELD_TYPE_LABELS,
  CustomAttendanceFieldType,
  newCustomAttendanceField,
  type CustomAttendanceField,
} from '@portal/contracts';
import { Checkbox, Select, TextInput } from '@portal/kit';
import { FieldMessages, TimeInput } from '../inputs/formInputs.tsx';
import type { SectionProps } from './EventFormSections.tsx';

const TYPE_OPTIONS = CustomAttendanceFieldType.options.map((t) => ({
  value: t,
  label: CUSTOM_FIELD_TYPE_LABELS[t],
}));

function PreFill({
  field,
  onChange,
}: {
  field: CustomAttendanceField;
  onChange(f: CustomAttendanceField): void;
}) {
  switch (field.type) {
    case 'TEXT':
    case 'QUAL':
      return (
        <TextInput
          label="Prefill"
          value={field.preFill}
          onChange={(preFill) => onChange({ ...field, preFill })}
        />
      );
    case 'NUMBER':
      return (
        <TextInput
          label="Prefill"
          type="number"
          value={String(field.preFill)}
          onChange={(t) => Number.isFinite(Number(t)) && onChange({ ...field, preFill: Number(t) })}
        />
      );
    case 'DATE':
      return (
        <TimeInput
          label="Prefill"
          value={field.preFill}
          onChange={(ms) => ms !== null && onChange({ ...field, preFill: ms })}
        />
      );
    case 'CHECKBOX':
      return (
        <Checkbox
          label="Prefill"
          checked={field.preFill}
          onChange={(preFill) => onChange({ ...field, preFill })}
        />
      );
    case 'FILE':
      return <p className="evt-hint">Members upload their files when they sign up.</p>;
  }
}

export function CustomFieldsSection(props: SectionProps & { now: () => number }) {
  const value = props.values.customAttendanceFields;
  const onChange = (customAttendanceFields: CustomAttendanceField[]) => props.set({ customAttendanceFields });
  const replace = (i: number, f: CustomAttendanceField) =>
    onChange(value.map((old, j) => (j === i ? applyQualRule(f) : old)));
  return (
    <div className="evt-custom-fields">
      {value.map((field, i) => (
        <fieldset key={i} aria-label={`Custom field ${i + 1}`}>
          <legend>Custom field {i + 1}</legend>
          <Select
            label="Field type"
            value={field.type}
            options={TYPE_OPTIONS}
            onChange={(t) =>
              replace(i, {
                ...newCustomAttendanceField(t as CustomAttendanceFieldType, props.now()),
                title: field.title,
              })
            }
          />
          <TextInput
            label="Field title"
            value={field.title}
            onChange={(title) => replace(i, { ...field, title })}
          />
          <PreFill field={field} onChange={(f) => replace(i, f)} />
          <Checkbox
            label="Display to member"
            checked={field.displayToMember}
            disabled={field.type === 'QUAL'}
            onChange={(displayToMember) => replace(i, { ...field, displayToMember })}
          />
          <Checkbox
            label="Allow member to modify"
            checked={field.allowMemberToModify}
            disabled={field.type === 'QUAL'}
            onChange={(allowMemberToModify) => replace(i, { ...field, allowMemberToModify })}
          />
          <FieldMessages messages={props.errors[`customAttendanceFields.${i}`]} />
          <button type="button" onClick={() => onChange(value.filter((_, j) => j !== i))}>
            Remove field
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        onClick={() => onChange([...value, newCustomAttendanceField('TEXT', props.now())])}
      >
        Add custom field
      </button>
    </div>
  );
}
