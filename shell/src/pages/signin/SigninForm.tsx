import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiClient, requestSignin } from '@portal/kit';
import {
  ACCESS_MESSAGES,
  ACCOUNT_MESSAGES,
  SIGNIN_MESSAGES,
  signinMessage,
  type SigninResponse,
} from '@portal/contracts';
import { Captcha } from '../../captcha/Captcha.tsx';
import { CurrentPasswordInput, UsernameInput } from '../../forms/AccountInputs.tsx';
import { FormCard } from '../../forms/FormCard.tsx';
import { useField, useFormSubmit } from '../../forms/useFormSubmit.ts';

/** Where a visitor who cannot sign in goes next. */
const SIGNIN_LINKS = [
  { to: '/create-account', label: 'Create an account' },
  { to: '/usernamerequest', label: 'Forgot your username?' },
  { to: '/passwordreset', label: 'Forgot your password?' },
];

/**
 * Sub-screen 1: username, password, captcha (platform §2, §5, §8). `continuing`: the visitor was
 * sent here from a page that needs a member (the redirect helper's returnurl), so the form first
 * says §8's 'Please sign in to continue.'
 */
export function SigninForm({
  onResult,
  continuing = false,
}: {
  onResult(response: SigninResponse): void;
  continuing?: boolean;
}) {
  const username = useField('', (v) => (v.trim() === '' ? ACCOUNT_MESSAGES.usernameEmpty : null));
  const password = useField('', (v) => (v === '' ? ACCOUNT_MESSAGES.passwordEmpty : null));
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  // Pressing Sign in while the proof-of-work captcha is still solving signs in as soon as it is done.
  const form = useFormSubmit({
    invalid: username.error !== null || password.error !== null,
    ready: captcha !== '',
    async send() {
      const response = await requestSignin(apiClient, {
        username: username.value,
        password: password.value,
        captcha,
      });
      const message = signinMessage(response.result);
      if (message === null) return onResult(response);
      // §4: other errors show a message and reset the captcha.
      setCaptchaKey((k) => k + 1);
      return message;
    },
    fallback: SIGNIN_MESSAGES.serverError,
    onFailure: () => setCaptchaKey((k) => k + 1),
  });

  return (
    <FormCard
      id="signin-title"
      title="Sign in"
      intro={
        <>
          {continuing ? (
            <strong className="signin-continue">{ACCESS_MESSAGES.pleaseSignInToContinue}</strong>
          ) : null}{' '}
          Sign in with the username and password of your unit account.
        </>
      }
      form={form}
      submit={{ label: 'Sign in', busyLabel: 'Signing in...' }}
      footer={
        <>
          <ul className="form-links">
            {SIGNIN_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
          <p className="form-fineprint">
            By signing in you agree to the <Link to="/terms-and-conditions">terms and conditions</Link> and
            the <Link to="/privacy-policy">privacy policy</Link>.
          </p>
        </>
      }
    >
      <UsernameInput {...username} showError={form.attempted} autoFocus />
      <CurrentPasswordInput label="Password" {...password} showError={form.attempted} />
      <Captcha onChange={setCaptcha} resetKey={captchaKey} />
      {form.waiting ? (
        <p className="form-intro" role="status">
          Checking you are not a robot; you will be signed in in a moment.
        </p>
      ) : null}
    </FormCard>
  );
}
