import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { ensureKitStyles } from '../styles/kitStyles.ts';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'onChange' | 'id' | 'type'>;

export interface CheckboxProps extends NativeProps {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  id?: string;
}

export function Checkbox({ label, checked, onChange, id, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `kit-${autoId}`;
  ensureKitStyles();
  return (
    <div className="kit-checkbox">
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
}
