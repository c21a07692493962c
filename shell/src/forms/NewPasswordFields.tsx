import { useState } from 'react';
import { PasswordInput } from '@portal/kit';
import { isPasswordValid, PASSWORD_MESSAGES } from '@portal/contracts';
import { PasswordRules } from '../password/PasswordRules.tsx';

/** A new password and its confirmation, checked against the policy of platform §5. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const passwordError = isPasswordValid(password) ? null : PASSWORD_MESSAGES.complexity;
  const confirmError = confirm === password ? null : PASSWORD_MESSAGES.mismatch;
  return {
    password,
    setPassword,
    confirm,
    setConfirm,
    passwordError,
    confirmError,
    invalid: passwordError !== null || confirmError !== null,
  };
}

export interface NewPasswordFieldsProps {
  state: ReturnType<typeof useNewPassword>;
  showError: boolean;
  /** 'New password' (confirmation 'Confirm new password') or 'Password' ('Confirm password'). */
  label?: 'New password' | 'Password';
  autoFocus?: boolean;
}

/** The two password inputs with the live rule indicators. */
export function NewPasswordFields({
  state,
  showError,
  label = 'New password',
  autoFocus,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={label}
        name="password"
        autoComplete="new-password"
        value={state.password}
        onChange={state.setPassword}
        error={state.passwordError}
        showError={showError}
        autoFocus={autoFocus}
      />
      <PasswordInput
        label={`Confirm ${label.toLowerCase()}`}
        name="confirmPassword"
        autoComplete="new-password"
        value={state.confirm}
        onChange={state.setConfirm}
        error={state.confirmError}
        showError={showError}
      />
      <PasswordRules password={state.password} confirm={state.confirm} />
    </>
  );
}
