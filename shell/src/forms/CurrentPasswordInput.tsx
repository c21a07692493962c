import { PasswordInput, type PasswordInputProps } from '@portal/kit';

/** The account's current password, asked before a change to how it signs in. */
export function CurrentPasswordInput(props: Omit<PasswordInputProps, 'label' | 'name' | 'autoComplete'>) {
  return (
    <PasswordInput label="Current password" name="password" autoComplete="current-password" {...props} />
  );
}
