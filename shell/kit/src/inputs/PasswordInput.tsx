import { useState } from 'react';
import { LabelledInput, type LabelledInputProps } from './TextInput.tsx';

export type PasswordInputProps = LabelledInputProps;

/** A password field with a visible label and a Show/Hide toggle. */
export function PasswordInput(props: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <LabelledInput
      {...props}
      type={shown ? 'text' : 'password'}
      around={(input, inputId) => (
        <div className="kit-password">
          {input}
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
      )}
    />
  );
}
