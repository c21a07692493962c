// The event form's plain fields, one call each: the key of the value it edits and its label. A
// field's §5 messages show from the start (submit is disabled while any holds, so the form says why).
import type { CheckboxGroup } from '@portal/contracts';
import { Checkbox, TextInput } from '@portal/kit';
import { CheckboxGroupInput, MarkdownArea } from '../inputs/formInputs.tsx';
import type { EventFormValues, FormErrors } from './eventFormState.ts';

type Values = EventFormValues;
/** The form's keys whose value is a `T`. */
type KeyOf<T> = { [K in keyof Values]-?: Values[K] extends T ? K : never }[keyof Values];

export interface FieldProps {
  values: Values;
  set(patch: Partial<Values>): void;
  errors: FormErrors;
}

export function formFields({ values: v, set, errors }: FieldProps) {
  const put =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      set({ [key]: value } as Partial<Values>);
  return {
    text: (key: KeyOf<string>, label: string, more: { onBlur?(): void } = {}) => (
      <TextInput
        label={label}
        value={v[key]}
        onChange={put(key)}
        error={errors[key]?.[0] ?? null}
        showError
        {...more}
      />
    ),
    check: (key: KeyOf<boolean>, label: string) => (
      <Checkbox label={label} checked={v[key]} onChange={put(key)} />
    ),
    markdown: (key: KeyOf<string>, label: string) => (
      <MarkdownArea label={label} value={v[key]} onChange={put(key)} />
    ),
    group: (key: KeyOf<CheckboxGroup>, legend: string) => (
      <CheckboxGroupInput legend={legend} value={v[key]} onChange={put(key)} errors={errors[key]} />
    ),
  };
}
