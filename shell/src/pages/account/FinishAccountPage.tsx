import { useState } from 'react';
import { TextInput } from '@portal/kit';
import { isUsernameValid, USERNAME_MESSAGE } from '@portal/contracts';
import { FormCard, FormPage, SubmitButton } from '../../forms/FormCard.tsx';
import { NewPasswordFields, useNewPassword } from '../../forms/NewPasswordFields.tsx';
import { useEmailedLinkSignin } from '../../forms/useEmailedLinkSignin.ts';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';

/** /finishaccount/{token}: username, password, confirmation; on success go to /admin (platform §2, §5). */
export function FinishAccountPage() {
  const finish = useEmailedLinkSignin('/api/member/account/finishsetup');
  const [username, setUsername] = useState('');
  const usernameError = isUsernameValid(username) ? null : USERNAME_MESSAGE;
  const password = useNewPassword();
  const form = useFormSubmit({
    invalid: usernameError !== null || password.invalid,
    send: () => finish({ username, password: password.password }),
    fallback: 'Could not finish setting up the account',
  });

  return (
    <FormPage>
      <FormCard
        id="finish-account-title"
        title="Finish creating your account"
        intro="Choose the username and password you will sign in with."
        error={form.error}
        onSubmit={form.onSubmit}
      >
        <TextInput
          label="Username"
          name="username"
          autoComplete="username"
          maxLength={60}
          value={username}
          onChange={setUsername}
          error={usernameError}
          showError={form.attempted}
          autoFocus
        />
        <NewPasswordFields state={password} showError={form.attempted} label="Password" />
        <div className="form-actions">
          <SubmitButton busy={form.busy} label="Finish account setup" busyLabel="Finalizing..." />
        </div>
      </FormCard>
    </FormPage>
  );
}
