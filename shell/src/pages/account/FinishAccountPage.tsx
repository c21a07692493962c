import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { apiClient, PasswordInput, TextInput, useSession } from '@portal/kit';
import {
  accountSignedInResponse,
  isPasswordValid,
  isUsernameValid,
  PASSWORD_MESSAGES,
  USERNAME_MESSAGE,
} from '@portal/contracts';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { errorText } from '../../forms/errorText.ts';
import { PasswordRules } from '../../password/PasswordRules.tsx';

/** /finishaccount/{token}: username, password, confirmation; on success go to /admin (platform §2, §5). */
export function FinishAccountPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const usernameError = isUsernameValid(username) ? null : USERNAME_MESSAGE;
  const passwordError = isPasswordValid(password) ? null : PASSWORD_MESSAGES.complexity;
  const confirmError = confirm === password ? null : PASSWORD_MESSAGES.mismatch;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (usernameError || passwordError || confirmError) return;
    setBusy(true);
    setError(null);
    try {
      await apiClient.post(
        '/api/member/account/finishsetup',
        { token, username, password },
        { csrf: 'header', schema: accountSignedInResponse },
      );
      await refresh();
      navigate('/admin', { replace: true });
    } catch (err) {
      setError(errorText(err, 'Could not finish setting up the account'));
      setBusy(false);
    }
  }

  return (
    <div className="form-page">
      <form className="form-card" onSubmit={submit} noValidate aria-labelledby="finish-account-title">
        <h1 id="finish-account-title">Finish creating your account</h1>
        <p className="form-intro">Choose the username and password you will sign in with.</p>
        <FormMessage kind="error">{error}</FormMessage>
        <TextInput
          label="Username"
          name="username"
          autoComplete="username"
          maxLength={60}
          value={username}
          onChange={setUsername}
          error={usernameError}
          showError={attempted}
          autoFocus
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={passwordError}
          showError={attempted}
        />
        <PasswordInput
          label="Confirm password"
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
            {busy ? 'Finalizing...' : 'Finish account setup'}
          </button>
        </div>
      </form>
    </div>
  );
}
