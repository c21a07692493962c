import type { ReactNode } from 'react';
import { PASSWORD_SET_MESSAGES } from '@portal/contracts';
import { FormCard } from './FormCard.tsx';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields.tsx';
import { useFormSubmit } from './useFormSubmit.ts';

export interface NewPasswordFormProps {
  id: string;
  title: string;
  intro?: string;
  submitLabel: string;
  /** Sets the password; a returned string is the form's error. */
  send(password: string): Promise<string | void>;
  /** §8: the failure message when the server gives none. */
  fallback?: string;
  onCancel?(): void;
  /** Fields above the passwords (they take the focus then), and whether they hold an error. */
  before?: { invalid: boolean; fields(showError: boolean): ReactNode };
  passwordLabel?: 'New password' | 'Password';
}

/** A form that sets the account's password: a new one, its confirmation and the policy's rules. */
export function NewPasswordForm({
  send,
  fallback,
  before,
  passwordLabel,
  submitLabel,
  ...card
}: NewPasswordFormProps) {
  const password = useNewPassword();
  const form = useFormSubmit({
    invalid: password.invalid || (before?.invalid ?? false),
    send: () => send(password.password.value),
    fallback: fallback ?? PASSWORD_SET_MESSAGES.ServerError,
  });
  return (
    <FormCard {...card} form={form} submit={{ label: submitLabel, busyLabel: 'Finalizing...' }}>
      {before?.fields(form.attempted)}
      <NewPasswordFields
        state={password}
        showError={form.attempted}
        label={passwordLabel}
        autoFocus={before === undefined}
      />
    </FormCard>
  );
}
