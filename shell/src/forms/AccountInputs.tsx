import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@portal/kit';

type Preset<P, K extends keyof P> = Omit<P, K> & Partial<Pick<P, K>>;

/** The account's username, as the browser's password manager knows it. */
export function UsernameInput(props: Omit<TextInputProps, 'label' | 'name' | 'autoComplete'>) {
  return <TextInput label="Username" name="username" autoComplete="username" {...props} />;
}

/** The account's current password, asked before a change to how it signs in (and at sign-in). */
export function CurrentPasswordInput(props: Preset<PasswordInputProps, 'label'>) {
  return (
    <PasswordInput label="Current password" name="password" autoComplete="current-password" {...props} />
  );
}

/** A code sent to or shown on another device: digits, offered from a text message by the phone. */
export function OneTimeCodeInput(props: Omit<TextInputProps, 'inputMode' | 'autoComplete'>) {
  return <TextInput inputMode="numeric" autoComplete="one-time-code" {...props} />;
}

/** The 6-digit code of an authenticator app (platform §5); spaces typed or pasted are dropped. */
export function MfaTokenInput({ onChange, ...props }: Omit<TextInputProps, 'label' | 'maxLength'>) {
  return (
    <OneTimeCodeInput
      label="MFA token"
      maxLength={6}
      {...props}
      onChange={(v) => onChange(v.replace(/\s/g, ''))}
    />
  );
}
