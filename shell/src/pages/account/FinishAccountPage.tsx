import { isUsernameValid, USERNAME_MESSAGE } from '@portal/contracts';
import { UsernameInput } from '../../forms/AccountInputs.tsx';
import { FormPage } from '../../forms/FormCard.tsx';
import { NewPasswordForm } from '../../forms/NewPasswordForm.tsx';
import { useEmailedLinkSignin } from '../../forms/useEmailedLinkSignin.ts';
import { useField } from '../../forms/useFormSubmit.ts';

/** /finishaccount/{token}: username, password, confirmation; on success go to /admin (platform §2, §5). */
export function FinishAccountPage() {
  const finish = useEmailedLinkSignin('/api/member/account/finishsetup');
  const username = useField('', (v) => (isUsernameValid(v) ? null : USERNAME_MESSAGE));
  return (
    <FormPage>
      <NewPasswordForm
        id="finish-account-title"
        title="Finish creating your account"
        intro="Choose the username and password you will sign in with."
        submitLabel="Finish account setup"
        send={(password) => finish({ username: username.value, password })}
        fallback="Could not finish setting up the account"
        passwordLabel="Password"
        before={{
          invalid: username.error !== null,
          fields: (showError) => (
            <UsernameInput maxLength={60} {...username} showError={showError} autoFocus />
          ),
        }}
      />
    </FormPage>
  );
}
