import { apiClient } from '@portal/kit';
import { MFA_ENROLMENT_MESSAGES } from '@portal/contracts';
import { CurrentPasswordInput } from '../../forms/AccountInputs.tsx';
import { FormCard, FormPage } from '../../forms/FormCard.tsx';
import { useField, useFormSubmit } from '../../forms/useFormSubmit.ts';

/** MFA is on: turning it off asks for the current password again. */
export function RemoveMfaForm({ onRemoved }: { onRemoved(): void }) {
  const password = useField('', (v) => (v === '' ? MFA_ENROLMENT_MESSAGES.passwordEmpty : null));
  const form = useFormSubmit({
    invalid: password.error !== null,
    async send() {
      await apiClient.post('/api/member/session/removemfa', { password: password.value });
      onRemoved();
    },
    fallback: 'Could not turn off multi-factor authentication',
  });

  return (
    <FormPage>
      <FormCard
        id="mfa-remove-title"
        title="Multi-factor authentication"
        intro="Multi-factor authentication is on for your account: signing in asks for a code from your app (or one of your recovery codes). To turn it off, enter your current password."
        form={form}
        submit={{ label: 'Turn off multi-factor authentication', busyLabel: 'Turning off...', plain: true }}
      >
        <CurrentPasswordInput {...password} showError={form.attempted} />
      </FormCard>
    </FormPage>
  );
}
