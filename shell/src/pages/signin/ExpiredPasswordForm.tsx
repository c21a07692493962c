import { apiClient } from '@portal/kit';
import { PASSWORD_SET_MESSAGES, passwordSetResponse } from '@portal/contracts';
import { FormCard, SubmitButton } from '../../forms/FormCard.tsx';
import { NewPasswordFields, useNewPassword } from '../../forms/NewPasswordFields.tsx';
import { useFormSubmit } from '../../forms/useFormSubmit.ts';

/** Sub-screen 3: the password has expired; set a new one (PasswordReset session). */
export function ExpiredPasswordForm({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const password = useNewPassword();
  const form = useFormSubmit({
    invalid: password.invalid,
    async send() {
      const response = await apiClient.post(
        '/api/member/passwordreset',
        { password: password.password },
        { schema: passwordSetResponse },
      );
      if (response.result !== 'Ok') return response.message ?? PASSWORD_SET_MESSAGES[response.result];
      onDone();
    },
    fallback: PASSWORD_SET_MESSAGES.ServerError,
  });

  return (
    <FormCard
      id="expired-title"
      title="Your password has expired"
      intro="Choose a new password to continue."
      error={form.error}
      onSubmit={form.onSubmit}
    >
      <NewPasswordFields state={password} showError={form.attempted} autoFocus />
      <div className="form-actions">
        <SubmitButton busy={form.busy} label="Set new password" busyLabel="Finalizing..." />
        <button type="button" className="kit-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </FormCard>
  );
}
