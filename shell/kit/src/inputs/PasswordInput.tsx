import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, describedBy } from './Field.tsx';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'type'>;

export interface PasswordInputProps extends NativeProps {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  id?: string;
  hint?: ReactNode;
  error?: string | null;
  showError?: boolean;
}

/** A password field with a visible label and a Show/Hide toggle. */
export function PasswordInput({
  label,
  value,
  onChange,
  id,
  hint,
  error,
  showError,
  ...rest
}: PasswordInputProps) {
  const autoId = useId();
  const inputId = id ?? `kit-${autoId}`;
  const [changed, setChanged] = useState(false);
  const [shown, setShown] = useState(false);
  const visibleError = error && (changed || showError) ? error : null;
  return (
    <Field id={inputId} label={label} hint={hint} error={visibleError}>
      <div className="kit-password">
        <input
          {...rest}
          id={inputId}
          className="kit-input"
          type={shown ? 'text' : 'password'}
          value={value}
          aria-invalid={visibleError ? true : undefined}
          aria-describedby={describedBy(inputId, hint, visibleError)}
          onChange={(e) => {
            setChanged(true);
            onChange(e.target.value);
          }}
        />
        <button
          type="button"
          className="kit-password-toggle"
          aria-controls={inputId}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {/* Name from content, not aria-label, so getByLabel('Password') finds only the input. */}
          {shown ? 'Hide' : 'Show'}
          <span className="kit-visually-hidden"> password</span>
        </button>
      </div>
    </Field>
  );
}
