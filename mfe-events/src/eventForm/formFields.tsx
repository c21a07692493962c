// The event form's plain fields, one call each: the key of the value it edits and its label. The
// form passes only the messages of touched fields (EventForm.tsx); leaving a text field touches it.
import type { CheckboxGroup } from '@portal/contracts';
import { Checkbox, TextInput } from '@portal/kit';
import type { FocusEvent, MouseEvent } from 'react';
import { CheckboxGroupInput, MarkdownArea } from '../inputs/formInputs.tsx';
import type { EventFormValues, FormErrors } from './eventFormState.ts';
import { fieldId } from './fieldIds.ts';

type Values = EventFormValues;
/** The form's keys whose value is a `T`. */
type KeyOf<T> = { [K in keyof Values]-?: Values[K] extends T ? K : never }[keyof Values];

export interface FieldProps {
  values: Values;
  set(patch: Partial<Values>): void;
  /** The messages to show: those of touched fields. */
  errors: FormErrors;
  /** Marks a field as touched (its messages show from then on). */
  touch(key: string): void;
}

export function formFields({ values: v, set, errors, touch }: FieldProps) {
  const put =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      set({ [key]: value } as Partial<Values>);
  return {
    text: (
      key: KeyOf<string>,
      label: string,
      more: {
        onBlur?(): void;
        onFocus?(e: FocusEvent<HTMLInputElement>): void;
        onMouseUp?(e: MouseEvent): void;
      } = {},
    ) => (
      <TextInput
        id={fieldId(key)}
        label={label}
        value={v[key]}
        onChange={put(key)}
        error={errors[key]?.[0] ?? null}
        showError
        {...more}
        onBlur={() => {
          touch(key);
          more.onBlur?.();
        }}
      />
    ),
    check: (key: KeyOf<boolean>, label: string) => (
      <Checkbox label={label} checked={v[key]} onChange={put(key)} />
    ),
    markdown: (key: KeyOf<string>, label: string) => (
      <MarkdownArea label={label} value={v[key]} onChange={put(key)} />
    ),
    group: (key: KeyOf<CheckboxGroup>, legend: string) => (
      <CheckboxGroupInput
        id={fieldId(key)}
        legend={legend}
        value={v[key]}
        onChange={put(key)}
        errors={errors[key]}
      />
    ),
  };
}
