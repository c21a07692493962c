import { useState } from 'react';
import { apiClient, TextInput } from '@portal/kit';
import {
  MFA_TOKEN_MESSAGE,
  MFA_TOKEN_PATTERN,
  recoveryCode,
  SIGNIN_MESSAGES,
  signinMessage,
  signinResponse,
} from '@portal/contracts';
import { MfaTokenInput } from '../../forms/AccountInputs.tsx';
import { FormCard } from '../../forms/FormCard.tsx';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';

/** The recovery code field's message, or null when it has the shape of one. */
export function recoveryCodeError(code: string): string | null {
  const parsed = recoveryCode.safeParse(code);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * Sub-screen 2: the multi-factor challenge (6-digit token, platform §5), or one of the recovery
 * codes given at set-up in its place (a lost phone).
 */
export function MfaForm({ onSignedIn, onCancel }: { onSignedIn(): void; onCancel(): void }) {
  const [token, setToken] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const tokenError = useRecovery
    ? recoveryCodeError(token)
    : MFA_TOKEN_PATTERN.test(token)
      ? null
      : MFA_TOKEN_MESSAGE;
  const form = useFormSubmit({
    invalid: tokenError !== null,
    async send() {
      const response = await apiClient.post(
        '/api/member/session/finishmfa',
        useRecovery ? { recoveryCode: token } : { mfaToken: token },
        { schema: signinResponse },
      );
      if (response.result === 'None') return onSignedIn();
      return response.message ?? signinMessage(response.result) ?? SIGNIN_MESSAGES.serverError;
    },
    // §8: MFA failures show the server message.
    fallback: SIGNIN_MESSAGES.serverError,
  });
  const field = { value: token, error: tokenError, showError: form.attempted, autoFocus: true };

  return (
    <FormCard
      id="mfa-title"
      title="Multi-factor authentication"
      intro={
        useRecovery
          ? 'Enter one of the recovery codes you saved when you set up multi-factor authentication. Each works once.'
          : 'Enter the 6-digit code shown in your authenticator app.'
      }
      form={form}
      submit={{ label: 'Verify code', busyLabel: 'Verifying...' }}
      onCancel={onCancel}
    >
      {useRecovery ? (
        <TextInput
          key="recovery"
          label="Recovery code"
          name="recoveryCode"
          autoComplete="off"
          maxLength={11}
          {...field}
          onChange={(v) => setToken(v.trim())}
        />
      ) : (
        <MfaTokenInput key="token" name="token" {...field} onChange={setToken} />
      )}
      <p>
        <button
          type="button"
          className="kit-button"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setToken('');
            form.reset();
          }}
        >
          {useRecovery ? 'Use the code from my app' : 'Use a recovery code instead'}
        </button>
      </p>
    </FormCard>
  );
}
