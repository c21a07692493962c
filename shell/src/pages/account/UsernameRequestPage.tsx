import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { apiClient, TextInput } from '@portal/kit';
import { Captcha } from '../../captcha/Captcha.tsx';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { errorText } from '../../forms/errorText.ts';
import { memberNumberError, parseMemberNumber } from './memberNumber.ts';

/** §8: "login request success is similar" to the password reset banner. */
export const USERNAME_REQUESTED =
  'Username request succesful. Please check your inbox. It may take up to 5 minutes for the email to arrive; if it does not, check your Spam or Junk folder';

/** /usernamerequest: member number and captcha (platform §5 login request). */
export function UsernameRequestPage() {
  const [capid, setCapid] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const capidError = memberNumberError(capid);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (capidError || captcha === '' || done) return;
    setBusy(true);
    setError(null);
    try {
      await apiClient.post('/api/member/account/capnhq/requestusername', {
        capid: parseMemberNumber(capid),
        captchaToken: captcha,
      });
      setDone(true);
    } catch (err) {
      setError(errorText(err, 'Could not request username'));
      setCaptchaKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="form-page">
      <form className="form-card" onSubmit={submit} noValidate aria-labelledby="username-title">
        <h1 id="username-title">Forgot your username?</h1>
        <p className="form-intro">
          Enter your member number and we will email your username to the address on file.
        </p>
        <FormMessage kind="error">{error}</FormMessage>
        <FormMessage kind="success">{done ? USERNAME_REQUESTED : null}</FormMessage>
        <TextInput
          label="Member number"
          name="capid"
          inputMode="numeric"
          value={capid}
          onChange={setCapid}
          error={capidError}
          showError={attempted}
          disabled={done}
        />
        {done ? null : <Captcha onChange={setCaptcha} resetKey={captchaKey} />}
        <div className="form-actions">
          <button type="submit" className="kit-button kit-button-primary" disabled={busy || done}>
            {busy ? 'Sending...' : 'Send my username'}
          </button>
        </div>
        <p className="form-fineprint">
          <Link to="/signin">Back to sign in</Link>
        </p>
      </form>
    </div>
  );
}
