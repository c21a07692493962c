import { Link } from 'react-router-dom';
import { apiClient } from '@portal/kit';
import { ACCOUNT_MESSAGES, FORM_MESSAGES } from '@portal/contracts';
import { UsernameInput } from '../../forms/AccountInputs.tsx';
import { CaptchaRequestForm } from '../../forms/CaptchaRequestForm.tsx';
import { useField } from '../../forms/useFormSubmit.ts';

/** /passwordreset: username and captcha; on success the banner shows and submit is disabled (§4). */
export function PasswordResetPage() {
  const username = useField('', (v) => (v.trim() === '' ? ACCOUNT_MESSAGES.usernameEmpty : null));

  return (
    <CaptchaRequestForm
      id="reset-title"
      title="Reset your password"
      intro="Enter your username and we will email you a link to choose a new password."
      invalid={username.error !== null}
      send={(captcha) =>
        apiClient.post('/api/member/account/requestpasswordreset', {
          username: username.value.trim(),
          captchaToken: captcha,
        })
      }
      fallback="Could not request a password reset"
      successMessage={FORM_MESSAGES.passwordResetRequested}
      submitLabel="Send reset link"
      busyLabel="Sending..."
      fields={(state) => <UsernameInput {...username} {...state} />}
      footer={
        <>
          <Link to="/usernamerequest">Forgot your username?</Link> · <Link to="/signin">Back to sign in</Link>
        </>
      }
    />
  );
}
