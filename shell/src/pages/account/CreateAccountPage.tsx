import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { apiClient, TextInput } from '@portal/kit';
import { EMAIL_MESSAGE, FORM_MESSAGES, isRequestEmailValid } from '@portal/contracts';
import { Captcha } from '../../captcha/Captcha.tsx';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { errorText } from '../../forms/errorText.ts';
import { memberNumberError, parseMemberNumber } from './memberNumber.ts';

export const ACCOUNT_REQUESTED =
  'Account request successful. Please check your inbox for a link to finish creating your account. It may take up to 5 minutes for the email to arrive; if it does not, check your Spam or Junk folder';

/** /create-account: member number, email, captcha (platform §5 account request). */
export function CreateAccountPage() {
  const [capid, setCapid] = useState('');
  const [email, setEmail] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const capidError = memberNumberError(capid);
  const emailError = isRequestEmailValid(email.trim()) ? null : EMAIL_MESSAGE;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (capidError || emailError || captcha === '' || done) return;
    setBusy(true);
    setError(null);
    try {
      await apiClient.post('/api/member/account/capnhq/requestaccount', {
        capid: parseMemberNumber(capid),
        email: email.trim(),
        recaptcha: captcha,
      });
      setDone(true);
    } catch (err) {
      // §8: account request failure shows the server message or 'Could not request account'.
      setError(errorText(err, FORM_MESSAGES.accountRequestFailed));
      setCaptchaKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="form-page">
      <form className="form-card" onSubmit={submit} noValidate aria-labelledby="create-account-title">
        <h1 id="create-account-title">Create an account</h1>
        <p className="form-intro">
          Members can request a sign-in account with their member number and an email address on file with the
          organisation. We will email you a link to choose a username and password.
        </p>
        <FormMessage kind="error">{error}</FormMessage>
        <FormMessage kind="success">{done ? ACCOUNT_REQUESTED : null}</FormMessage>
        <TextInput
          label="Member number"
          name="capid"
          inputMode="numeric"
          autoComplete="off"
          value={capid}
          onChange={setCapid}
          error={capidError}
          showError={attempted}
          disabled={done}
        />
        <TextInput
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={emailError}
          showError={attempted}
          disabled={done}
        />
        {done ? null : <Captcha onChange={setCaptcha} resetKey={captchaKey} />}
        <div className="form-actions">
          <button type="submit" className="kit-button kit-button-primary" disabled={busy || done}>
            {busy ? 'Creating account...' : 'Request account'}
          </button>
        </div>
        <p className="form-fineprint">
          Already have an account? <Link to="/signin">Sign in</Link>. Read the{' '}
          <Link to="/terms-and-conditions">terms and conditions</Link> and the{' '}
          <Link to="/privacy-policy">privacy policy</Link>.
        </p>
      </form>
    </div>
  );
}
