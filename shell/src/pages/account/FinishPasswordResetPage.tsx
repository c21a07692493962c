import { PASSWORD_SET_MESSAGES } from '@portal/contracts';
import { FormCard, FormPage, SubmitButton } from '../../forms/FormCard.tsx';
import { NewPasswordFields, useNewPassword } from '../../forms/NewPasswordFields.tsx';
import { useEmailedLinkSignin } from '../../forms/useEmailedLinkSignin.ts';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';

/** /finishpasswordreset/{token}: on success reload the session and go to /admin (platform §2). */
export function FinishPasswordResetPage() {
  const finish = useEmailedLinkSignin('/api/member/account/finishpasswordreset');
  const password = useNewPassword();
  const form = useFormSubmit({
    invalid: password.invalid,
    send: () => finish({ newPassword: password.password }),
    fallback: PASSWORD_SET_MESSAGES.ServerError,
  });

  return (
    <FormPage>
      <FormCard
        id="finish-reset-title"
        title="Choose a new password"
        error={form.error}
        onSubmit={form.onSubmit}
      >
        <NewPasswordFields state={password} showError={form.attempted} autoFocus />
        <div className="form-actions">
          <SubmitButton busy={form.busy} label="Reset password" busyLabel="Finalizing..." />
        </div>
      </FormCard>
    </FormPage>
  );
}
