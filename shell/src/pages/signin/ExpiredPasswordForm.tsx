import { useState, type FormEvent } from 'react';
import { apiClient, PasswordInput } from '@portal/kit';
import {
  isPasswordValid,
  PASSWORD_MESSAGES,
  PASSWORD_SET_MESSAGES,
  passwordSetResponse,
} from '@portal/contracts';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { errorText } from '../../forms/errorText.ts';
import { PasswordRules } from '../../password/PasswordRules.tsx';

/** Sub-screen 3: the password has expired; set a new one (PasswordReset session). */
export function ExpiredPasswordForm({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const passwordError = isPasswordValid(password) ? null : PASSWORD_MESSAGES.complexity;
  const confirmError = confirm === password ? null : PASSWORD_MESSAGES.mismatch;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (passwordError || confirmError) return;
    setBusy(true);
    setError(null);
    try {
      const response = await apiClient.post(
        '/api/member/passwordreset',
        { password },
        { schema: passwordSetResponse },
      );
      if (response.result === 'Ok') onDone();
      else setError(response.message ?? PASSWORD_SET_MESSAGES[response.result]);
    } catch (err) {
      setError(errorText(err, PASSWORD_SET_MESSAGES.ServerError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form-card" onSubmit={submit} noValidate aria-labelledby="expired-title">
      <h1 id="expired-title">Your password has expired</h1>
      <p className="form-intro">Choose a new password to continue.</p>
      <FormMessage kind="error">{error}</FormMessage>
      <PasswordInput
        label="New password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={passwordError}
        showError={attempted}
        autoFocus
      />
      <PasswordInput
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        error={confirmError}
        showError={attempted}
      />
      <PasswordRules password={password} confirm={confirm} />
      <div className="form-actions">
        <button type="submit" className="kit-button kit-button-primary" disabled={busy}>
          {busy ? 'Finalizing...' : 'Set new password'}
        </button>
        <button type="button" className="kit-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
