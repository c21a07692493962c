import { apiClient } from '@portal/kit';
import { PASSWORD_SET_MESSAGES, passwordSetResponse } from '@portal/contracts';
import { NewPasswordForm } from '../../forms/NewPasswordForm.tsx';

/** Sub-screen 3: the password has expired; set a new one (PasswordReset session). */
export function ExpiredPasswordForm({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  async function setPassword(password: string) {
    const response = await apiClient.post(
      '/api/member/passwordreset',
      { password },
      { schema: passwordSetResponse },
    );
    if (response.result !== 'Ok') return response.message ?? PASSWORD_SET_MESSAGES[response.result];
    onDone();
  }

  return (
    <NewPasswordForm
      id="expired-title"
      title="Your password has expired"
      intro="Choose a new password to continue."
      submitLabel="Set new password"
      send={setPassword}
      onCancel={onCancel}
    />
  );
}
