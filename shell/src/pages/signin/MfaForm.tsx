import { useState, type FormEvent } from 'react';
import { apiClient, TextInput } from '@portal/kit';
import {
  MFA_TOKEN_MESSAGE,
  MFA_TOKEN_PATTERN,
  recoveryCode,
  SIGNIN_MESSAGES,
  signinMessage,
  signinResponse,
} from '@portal/contracts';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { errorText } from '../../forms/errorText.ts';
import { SubmitButton } from '../../forms/FormCard.tsx';

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
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tokenError = useRecovery
    ? recoveryCodeError(token)
    : MFA_TOKEN_PATTERN.test(token)
      ? null
      : MFA_TOKEN_MESSAGE;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (tokenError) return;
    setBusy(true);
    setError(null);
    try {
      const response = await apiClient.post(
        '/api/member/session/finishmfa',
        useRecovery ? { recoveryCode: token } : { mfaToken: token },
        { schema: signinResponse },
      );
      if (response.result === 'None') onSignedIn();
      else setError(response.message ?? signinMessage(response.result) ?? SIGNIN_MESSAGES.serverError);
    } catch (err) {
      // §8: MFA failures show the server message.
      setError(errorText(err, SIGNIN_MESSAGES.serverError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form-card" onSubmit={submit} noValidate aria-labelledby="mfa-title">
      <h1 id="mfa-title">Multi-factor authentication</h1>
      <p className="form-intro">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you set up multi-factor authentication. Each works once.'
          : 'Enter the 6-digit code shown in your authenticator app.'}
      </p>
      <FormMessage kind="error">{error}</FormMessage>
      {useRecovery ? (
        <TextInput
          key="recovery"
          label="Recovery code"
          name="recoveryCode"
          autoComplete="off"
          maxLength={11}
          value={token}
          onChange={(v) => setToken(v.trim())}
          error={tokenError}
          showError={attempted}
          autoFocus
        />
      ) : (
        <TextInput
          key="token"
          label="MFA token"
          name="token"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={token}
          onChange={(v) => setToken(v.replace(/\s/g, ''))}
          error={tokenError}
          showError={attempted}
          autoFocus
        />
      )}
      <p>
        <button
          type="button"
          className="kit-button"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setToken('');
            setAttempted(false);
            setError(null);
          }}
        >
          {useRecovery ? 'Use the code from my app' : 'Use a recovery code instead'}
        </button>
      </p>
      <div className="form-actions">
        <SubmitButton busy={busy} label="Verify code" busyLabel="Verifying..." />
        <button type="button" className="kit-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
