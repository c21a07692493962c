import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field, describedBy } from './Field.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id'>;

export interface SelectProps extends NativeProps {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
  id?: string;
  hint?: ReactNode;
  error?: string | null;
  /** Text of an empty first option ('' value), e.g. 'Select a flight'. */
  placeholder?: string;
}

export function Select({
  label,
  value,
  options,
  onChange,
  id,
  hint,
  error,
  placeholder,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const inputId = id ?? `kit-${autoId}`;
  return (
    <Field id={inputId} label={label} hint={hint} error={error}>
      <select
        {...rest}
        id={inputId}
        className="kit-input kit-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
