import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { apiClient, Loader, useSession } from '@portal/kit';
import { discordCode, FORM_MESSAGES } from '@portal/contracts';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { OneTimeCodeInput } from '../../forms/AccountInputs.tsx';
import { FormCard, FormPage } from '../../forms/FormCard.tsx';
import { useField, useFormSubmit } from '../../forms/useFormSubmit.ts';

/** Where a signed-out visitor is sent (platform §2, written as the spec writes it). */
export function registerDiscordSigninPath(discordid: string): string {
  return `/signin/?returnurl=/registerdiscord/${encodeURIComponent(discordid)}`;
}

/** The code field's message, or null when it holds eight digits (spaces and dashes allowed). */
export function discordCodeError(code: string): string | null {
  const parsed = discordCode.safeParse(code);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * /registerdiscord/{discordid}: binds the chat-service id only when the member confirms with the
 * one-time code the unit's Discord bot sent to that Discord account. Opening the page binds nothing,
 * so a link sent by someone else cannot bind their id to the member who opens it.
 */
export function RegisterDiscordPage() {
  const { discordid = '' } = useParams();
  const navigate = useNavigate();
  const { status, member } = useSession();
  const [done, setDone] = useState(false);
  const code = useField('', discordCodeError);
  const form = useFormSubmit({
    invalid: code.error !== null,
    async send() {
      const path = `/api/member/account/registerdiscord/${encodeURIComponent(discordid)}`;
      await apiClient.post(path, { code: code.value });
      setDone(true);
    },
    fallback: 'Could not register the chat-service account',
  });

  useEffect(() => {
    if (status !== 'LOADING' && !member) navigate(registerDiscordSigninPath(discordid), { replace: true });
  }, [status, member, discordid, navigate]);

  if (status === 'LOADING') return <Loader />;
  if (!member) {
    return (
      <section className="form-card">
        <h1>Register Discord account</h1>
        <p>{FORM_MESSAGES.registerDiscordSignedOut}</p>
      </section>
    );
  }
  if (done) {
    return (
      <FormPage>
        <section className="form-card" aria-labelledby="discord-title">
          <h1 id="discord-title">Register Discord account</h1>
          <FormMessage kind="success">{FORM_MESSAGES.registerDiscordDone}</FormMessage>
        </section>
      </FormPage>
    );
  }
  return (
    <FormPage>
      <FormCard
        id="discord-title"
        title="Register Discord account"
        intro={
          <>
            This links the Discord account <code>{discordid}</code> to your sign-in. The unit's Discord bot
            sent a one-time code to that Discord account when it asked you to register: type it below.
          </>
        }
        lead={
          <p className="form-intro">
            If you did not ask the bot to register your own Discord account, do not enter a code anyone gives
            you: close this page.
          </p>
        }
        form={form}
        submit={{ label: 'Register Discord account', busyLabel: 'Registering...' }}
      >
        <OneTimeCodeInput
          label="Code from Discord"
          name="code"
          maxLength={9}
          {...code}
          showError={form.attempted}
        />
      </FormCard>
    </FormPage>
  );
}
