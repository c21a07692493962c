import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiClient, TextInput } from '@portal/kit';
import { ACCOUNT_MESSAGES, FORM_MESSAGES } from '@portal/contracts';
import { CaptchaRequestForm } from '../../forms/CaptchaRequestForm.tsx';

/** /passwordreset: username and captcha; on success the banner shows and submit is disabled (§4). */
export function PasswordResetPage() {
  const [username, setUsername] = useState('');
  const usernameError = username.trim() === '' ? ACCOUNT_MESSAGES.usernameEmpty : null;

  return (
    <CaptchaRequestForm
      id="reset-title"
      title="Reset your password"
      intro="Enter your username and we will email you a link to choose a new password."
      invalid={usernameError !== null}
      send={(captcha) =>
        apiClient.post('/api/member/account/requestpasswordreset', {
          username: username.trim(),
          captchaToken: captcha,
        })
      }
      fallback="Could not request a password reset"
      successMessage={FORM_MESSAGES.passwordResetRequested}
      submitLabel="Send reset link"
      busyLabel="Sending..."
      fields={({ showError, disabled }) => (
        <TextInput
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={setUsername}
          error={usernameError}
          showError={showError}
          disabled={disabled}
        />
      )}
      footer={
        <>
          <Link to="/usernamerequest">Forgot your username?</Link> · <Link to="/signin">Back to sign in</Link>
        </>
      }
    />
  );
}
