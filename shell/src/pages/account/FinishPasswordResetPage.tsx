import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { apiClient, PasswordInput, useSession } from '@portal/kit';
import {
  accountSignedInResponse,
  isPasswordValid,
  PASSWORD_MESSAGES,
  PASSWORD_SET_MESSAGES,
} from '@portal/contracts';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { errorText } from '../../forms/errorText.ts';
import { PasswordRules } from '../../password/PasswordRules.tsx';

/** /finishpasswordreset/{token}: on success reload the session and go to /admin (platform §2). */
export function FinishPasswordResetPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { refresh } = useSession();
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
      // `token` is the emailed link's secret here, so the CSRF token travels in the x-csrf-token header.
      await apiClient.post(
        '/api/member/account/finishpasswordreset',
        { token, newPassword: password },
        { csrf: 'header', schema: accountSignedInResponse },
      );
      await refresh();
      navigate('/admin', { replace: true });
    } catch (err) {
      setError(errorText(err, PASSWORD_SET_MESSAGES.ServerError));
      setBusy(false);
    }
  }

  return (
    <div className="form-page">
      <form className="form-card" onSubmit={submit} noValidate aria-labelledby="finish-reset-title">
        <h1 id="finish-reset-title">Choose a new password</h1>
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
            {busy ? 'Finalizing...' : 'Reset password'}
          </button>
        </div>
      </form>
    </div>
  );
}
