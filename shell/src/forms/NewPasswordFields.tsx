import { PasswordInput } from '@portal/kit';
import { isPasswordValid, PASSWORD_MESSAGES } from '@portal/contracts';
import { PasswordRules } from '../password/PasswordRules.tsx';
import { useField } from './useFormSubmit.ts';

/** A new password and its confirmation, checked against the policy of platform §5. */
export function useNewPassword() {
  const password = useField('', (v) => (isPasswordValid(v) ? null : PASSWORD_MESSAGES.complexity));
  const confirm = useField('', (v) => (v === password.value ? null : PASSWORD_MESSAGES.mismatch));
  return { password, confirm, invalid: password.error !== null || confirm.error !== null };
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
  const inputs = [
    { label, name: 'password', field: state.password },
    { label: `Confirm ${label.toLowerCase()}`, name: 'confirmPassword', field: state.confirm },
  ];
  return (
    <>
      {inputs.map((input, i) => (
        <PasswordInput
          key={input.name}
          label={input.label}
          name={input.name}
          autoComplete="new-password"
          {...input.field}
          showError={showError}
          autoFocus={i === 0 ? autoFocus : undefined}
        />
      ))}
      <PasswordRules password={state.password.value} confirm={state.confirm.value} />
    </>
  );
}
