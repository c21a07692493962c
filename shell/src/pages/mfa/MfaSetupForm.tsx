import { apiClient } from '@portal/kit';
import {
  finishMfaSetupResponse,
  MFA_ENROLMENT_MESSAGES,
  MFA_TOKEN_MESSAGE,
  MFA_TOKEN_PATTERN,
} from '@portal/contracts';
import { CurrentPasswordInput, MfaTokenInput } from '../../forms/AccountInputs.tsx';
import { FormCard, FormPage } from '../../forms/FormCard.tsx';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { useField, useFormSubmit } from '../../forms/useFormSubmit.ts';
import { otpauthSecret } from './otpauth.ts';

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
  const code = useField('', (v) => (MFA_TOKEN_PATTERN.test(v) ? null : MFA_TOKEN_MESSAGE));
  const password = useField('', (v) => (v === '' ? MFA_ENROLMENT_MESSAGES.passwordEmpty : null));
  const secret = otpauthSecret(url);
  const form = useFormSubmit({
    invalid: code.error !== null || password.error !== null,
    async send() {
      const { recoveryCodes } = await apiClient.post(
        '/api/member/session/finishmfasetup',
        { mfaToken: code.value, password: password.value },
        { schema: finishMfaSetupResponse },
      );
      onFinished(recoveryCodes);
    },
    fallback: 'Could not finish multi-factor setup',
  });

  return (
    <FormPage>
      <FormCard
        id="mfa-setup-title"
        title="Set up multi-factor authentication"
        lead={
          <>
            <FormMessage kind="success">{notice}</FormMessage>
            <ol className="steps">
              <li>Scan this QR code with an authenticator app.</li>
              <li>Enter the 6-digit code the app shows, and your current password.</li>
            </ol>
            <div className="qr-box">
              <img
                src={qr}
                width={220}
                height={220}
                alt="QR code to add this site to your authenticator app"
              />
              {secret ? (
                <p className="qr-secret">
                  Can't scan it? Enter this key: <code data-testid="mfa-secret">{secret}</code>
                </p>
              ) : null}
            </div>
          </>
        }
        form={form}
        submit={{ label: 'Finish setup', busyLabel: 'Verifying...' }}
      >
        <MfaTokenInput name="mfaToken" {...code} showError={form.attempted} />
        <CurrentPasswordInput {...password} showError={form.attempted} />
      </FormCard>
    </FormPage>
  );
}
