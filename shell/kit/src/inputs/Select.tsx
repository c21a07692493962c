import { type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field, useFieldControl } from './Field.tsx';

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
  // A list's error shows at once: a choice is one change, not a word being typed.
  const control = useFieldControl({ id, hint, error, showError: true, onChange });
  return (
    <Field id={control.id} label={label} hint={hint} error={control.error}>
      <select {...rest} {...control.props} className="kit-input kit-select" value={value}>
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
