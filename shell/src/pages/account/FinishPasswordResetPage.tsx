import { FormPage } from '../../forms/FormCard.tsx';
import { NewPasswordForm } from '../../forms/NewPasswordForm.tsx';
import { useEmailedLinkSignin } from '../../forms/useEmailedLinkSignin.ts';

/** /finishpasswordreset/{token}: on success reload the session and go to /admin (platform §2). */
export function FinishPasswordResetPage() {
  const finish = useEmailedLinkSignin('/api/member/account/finishpasswordreset');
  return (
    <FormPage>
      <NewPasswordForm
        id="finish-reset-title"
        title="Choose a new password"
        submitLabel="Reset password"
        send={(password) => finish({ newPassword: password })}
      />
    </FormPage>
  );
}
