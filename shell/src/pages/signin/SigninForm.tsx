import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { apiClient, PasswordInput, requestSignin, TextInput } from '@portal/kit';
import { ACCOUNT_MESSAGES, SIGNIN_MESSAGES, signinMessage, type SigninResponse } from '@portal/contracts';
import { Captcha } from '../../captcha/Captcha.tsx';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { errorText } from '../../forms/errorText.ts';
import { SubmitButton } from '../../forms/FormCard.tsx';

/** Sub-screen 1: username, password, captcha (platform §2, §5, §8). */
export function SigninForm({ onResult }: { onResult(response: SigninResponse): void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const usernameError = username.trim() === '' ? ACCOUNT_MESSAGES.usernameEmpty : null;
  const passwordError = password === '' ? ACCOUNT_MESSAGES.passwordEmpty : null;

  // Pressing Sign in while the proof-of-work captcha is still solving signs in as soon as it is done,
  // so nobody has to press the button twice.
  const [waitingForCaptcha, setWaitingForCaptcha] = useState(false);
  useEffect(() => {
    if (waitingForCaptcha && captcha !== '') {
      setWaitingForCaptcha(false);
      void send();
    }
    // send reads the latest state; only a solved captcha should trigger it
  }, [captcha, waitingForCaptcha]);

  function submit(e: FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (usernameError || passwordError) return;
    if (captcha === '') {
      setWaitingForCaptcha(true);
      return;
    }
    void send();
  }

  async function send() {
    setBusy(true);
    setError(null);
    try {
      const response = await requestSignin(apiClient, { username, password, captcha });
      const message = signinMessage(response.result);
      if (message !== null) {
        // §4: other errors show a message and reset the captcha.
        setError(message);
        setCaptchaKey((k) => k + 1);
      } else {
        onResult(response);
      }
    } catch (err) {
      setError(errorText(err, SIGNIN_MESSAGES.serverError));
      setCaptchaKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form-card" onSubmit={submit} noValidate aria-labelledby="signin-title">
      <h1 id="signin-title">Sign in</h1>
      <p className="form-intro">Sign in with the username and password of your unit account.</p>
      <FormMessage kind="error">{error}</FormMessage>
      <TextInput
        label="Username"
        name="username"
        autoComplete="username"
        value={username}
        onChange={setUsername}
        error={usernameError}
        showError={attempted}
        autoFocus
      />
      <PasswordInput
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={passwordError}
        showError={attempted}
      />
      <Captcha onChange={setCaptcha} resetKey={captchaKey} />
      {waitingForCaptcha ? (
        <p className="form-intro" role="status">
          Checking you are not a robot; you will be signed in in a moment.
        </p>
      ) : null}
      <div className="form-actions">
        <SubmitButton busy={busy || waitingForCaptcha} label="Sign in" busyLabel="Signing in..." />
      </div>
      <ul className="form-links">
        <li>
          <Link to="/create-account">Create an account</Link>
        </li>
        <li>
          <Link to="/usernamerequest">Forgot your username?</Link>
        </li>
        <li>
          <Link to="/passwordreset">Forgot your password?</Link>
        </li>
      </ul>
      <p className="form-fineprint">
        By signing in you agree to the <Link to="/terms-and-conditions">terms and conditions</Link> and the{' '}
        <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    </form>
  );
}
