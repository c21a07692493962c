import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, useFieldControl } from './Field.tsx';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'type'>;

/** What every labelled text-like input takes. */
export interface LabelledInputProps extends NativeProps {
  /** Visible label, tied to the input with htmlFor/id. */
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  id?: string;
  hint?: ReactNode;
  /** Validation message; shown only after the user changed the field (platform §5) or when showError. */
  error?: string | null;
  /** Force the error to show (e.g. after a submit attempt). */
  showError?: boolean;
}

export interface TextInputProps extends LabelledInputProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number';
}

/** The labelled input the kit's inputs share; `around` places the input among other controls. */
export function LabelledInput({
  label,
  value,
  onChange,
  type,
  id,
  hint,
  error,
  showError,
  around = (input) => input,
  ...rest
}: LabelledInputProps & { type: string; around?(input: ReactNode, inputId: string): ReactNode }) {
  const control = useFieldControl({ id, hint, error, showError, onChange });
  const input = <input {...rest} {...control.props} className="kit-input" type={type} value={value} />;
  return (
    <Field id={control.id} label={label} hint={hint} error={control.error}>
      {around(input, control.id)}
    </Field>
  );
}

export function TextInput({ type = 'text', ...props }: TextInputProps) {
  return <LabelledInput {...props} type={type} />;
}
