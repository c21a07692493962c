import { useState, type FormEvent } from 'react';
import { apiClient } from '@portal/kit';
import { MFA_ENROLMENT_MESSAGES } from '@portal/contracts';
import { CurrentPasswordInput } from '../../forms/CurrentPasswordInput.tsx';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { errorText } from '../../forms/errorText.ts';

/** MFA is on: turning it off asks for the current password again. */
export function RemoveMfaForm({ onRemoved }: { onRemoved(): void }) {
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const passwordError = password === '' ? MFA_ENROLMENT_MESSAGES.passwordEmpty : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (passwordError) return;
    setBusy(true);
    setError(null);
    try {
      await apiClient.post('/api/member/session/removemfa', { password });
      onRemoved();
    } catch (err) {
      setError(errorText(err, 'Could not turn off multi-factor authentication'));
      setBusy(false);
    }
  }

  return (
    <div className="form-page">
      <form className="form-card" onSubmit={submit} noValidate aria-labelledby="mfa-remove-title">
        <h1 id="mfa-remove-title">Multi-factor authentication</h1>
        <p className="form-intro">
          Multi-factor authentication is on for your account: signing in asks for a code from your app (or one
          of your recovery codes). To turn it off, enter your current password.
        </p>
        <FormMessage kind="error">{error}</FormMessage>
        <CurrentPasswordInput
          value={password}
          onChange={setPassword}
          error={passwordError}
          showError={attempted}
        />
        <div className="form-actions">
          <button type="submit" className="kit-button" disabled={busy}>
            {busy ? 'Turning off...' : 'Turn off multi-factor authentication'}
          </button>
        </div>
      </form>
    </div>
  );
}
