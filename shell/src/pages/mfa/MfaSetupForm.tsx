import { useState, type FormEvent } from 'react';
import { apiClient, TextInput } from '@portal/kit';
import {
  finishMfaSetupResponse,
  MFA_ENROLMENT_MESSAGES,
  MFA_TOKEN_MESSAGE,
  MFA_TOKEN_PATTERN,
} from '@portal/contracts';
import { CurrentPasswordInput } from '../../forms/CurrentPasswordInput.tsx';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { errorText } from '../../forms/errorText.ts';
import { otpauthSecret } from './otpauth.ts';
import { SubmitButton } from '../../forms/FormCard.tsx';

/** The set-up form: QR code (and its key), the app's code and the current password. */
export function MfaSetupForm({
  url,
  qr,
  notice,
  onFinished,
}: {
  url: string;
  qr: string;
  notice: string | null;
  onFinished(codes: string[]): void;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeError = MFA_TOKEN_PATTERN.test(code) ? null : MFA_TOKEN_MESSAGE;
  const passwordError = password === '' ? MFA_ENROLMENT_MESSAGES.passwordEmpty : null;
  const secret = otpauthSecret(url);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (codeError || passwordError) return;
    setBusy(true);
    setError(null);
    try {
      const { recoveryCodes } = await apiClient.post(
        '/api/member/session/finishmfasetup',
        { mfaToken: code, password },
        { schema: finishMfaSetupResponse },
      );
      onFinished(recoveryCodes);
    } catch (err) {
      setError(errorText(err, 'Could not finish multi-factor setup'));
      setBusy(false);
    }
  }

  return (
    <div className="form-page">
      <form className="form-card" onSubmit={submit} noValidate aria-labelledby="mfa-setup-title">
        <h1 id="mfa-setup-title">Set up multi-factor authentication</h1>
        <FormMessage kind="success">{notice}</FormMessage>
        <ol className="steps">
          <li>Scan this QR code with an authenticator app.</li>
          <li>Enter the 6-digit code the app shows, and your current password.</li>
        </ol>
        <div className="qr-box">
          <img src={qr} width={220} height={220} alt="QR code to add this site to your authenticator app" />
          {secret ? (
            <p className="qr-secret">
              Can't scan it? Enter this key: <code data-testid="mfa-secret">{secret}</code>
            </p>
          ) : null}
        </div>
        <FormMessage kind="error">{error}</FormMessage>
        <TextInput
          label="MFA token"
          name="mfaToken"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(v) => setCode(v.replace(/\s/g, ''))}
          error={codeError}
          showError={attempted}
        />
        <CurrentPasswordInput
          value={password}
          onChange={setPassword}
          error={passwordError}
          showError={attempted}
        />
        <div className="form-actions">
          <SubmitButton busy={busy} label="Finish setup" busyLabel="Verifying..." />
        </div>
      </form>
    </div>
  );
}
