import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { apiClient, TextInput } from '@portal/kit';
import { ACCOUNT_MESSAGES, FORM_MESSAGES } from '@portal/contracts';
import { Captcha } from '../../captcha/Captcha.tsx';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { errorText } from '../../forms/errorText.ts';

/** /passwordreset: username and captcha; on success the banner shows and submit is disabled (§4). */
export function PasswordResetPage() {
  const [username, setUsername] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const usernameError = username.trim() === '' ? ACCOUNT_MESSAGES.usernameEmpty : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (usernameError || captcha === '' || done) return;
    setBusy(true);
    setError(null);
    try {
      await apiClient.post('/api/member/account/requestpasswordreset', {
        username: username.trim(),
        captchaToken: captcha,
      });
      setDone(true);
    } catch (err) {
      setError(errorText(err, 'Could not request a password reset'));
      setCaptchaKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="form-page">
      <form className="form-card" onSubmit={submit} noValidate aria-labelledby="reset-title">
        <h1 id="reset-title">Reset your password</h1>
        <p className="form-intro">
          Enter your username and we will email you a link to choose a new password.
        </p>
        <FormMessage kind="error">{error}</FormMessage>
        <FormMessage kind="success">{done ? FORM_MESSAGES.passwordResetRequested : null}</FormMessage>
        <TextInput
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={setUsername}
          error={usernameError}
          showError={attempted}
          disabled={done}
        />
        {done ? null : <Captcha onChange={setCaptcha} resetKey={captchaKey} />}
        <div className="form-actions">
          <button type="submit" className="kit-button kit-button-primary" disabled={busy || done}>
            {busy ? 'Sending...' : 'Send reset link'}
          </button>
        </div>
        <p className="form-fineprint">
          <Link to="/usernamerequest">Forgot your username?</Link> · <Link to="/signin">Back to sign in</Link>
        </p>
      </form>
    </div>
  );
}
