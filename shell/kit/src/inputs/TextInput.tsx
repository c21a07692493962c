import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, describedBy } from './Field.tsx';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'type'>;

export interface TextInputProps extends NativeProps {
  /** Visible label, tied to the input with htmlFor/id. */
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number';
  id?: string;
  hint?: ReactNode;
  /** Validation message; shown only after the user changed the field (platform §5) or when showError. */
  error?: string | null;
  /** Force the error to show (e.g. after a submit attempt). */
  showError?: boolean;
}

export function TextInput({
  label,
  value,
  onChange,
  type = 'text',
  id,
  hint,
  error,
  showError,
  ...rest
}: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? `kit-${autoId}`;
  const [changed, setChanged] = useState(false);
  const visibleError = error && (changed || showError) ? error : null;
  return (
    <Field id={inputId} label={label} hint={hint} error={visibleError}>
      <input
        {...rest}
        id={inputId}
        className="kit-input"
        type={type}
        value={value}
        aria-invalid={visibleError ? true : undefined}
        aria-describedby={describedBy(inputId, hint, visibleError)}
        onChange={(e) => {
          setChanged(true);
          onChange(e.target.value);
        }}
      />
    </Field>
  );
}
