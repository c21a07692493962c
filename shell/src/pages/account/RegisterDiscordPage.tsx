import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { apiClient, Loader, TextInput, useSession } from '@portal/kit';
import { discordCode, FORM_MESSAGES } from '@portal/contracts';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { errorText } from '../../forms/errorText.ts';
import { SubmitButton } from '../../forms/FormCard.tsx';

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
  const [code, setCode] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeError = discordCodeError(code);

  useEffect(() => {
    if (status !== 'LOADING' && !member) navigate(registerDiscordSigninPath(discordid), { replace: true });
  }, [status, member, discordid, navigate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (codeError) return;
    setBusy(true);
    setError(null);
    try {
      await apiClient.post(`/api/member/account/registerdiscord/${encodeURIComponent(discordid)}`, { code });
      setDone(true);
    } catch (err) {
      setError(errorText(err, 'Could not register the chat-service account'));
    } finally {
      setBusy(false);
    }
  }

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
      <div className="form-page">
        <section className="form-card" aria-labelledby="discord-title">
          <h1 id="discord-title">Register Discord account</h1>
          <FormMessage kind="success">{FORM_MESSAGES.registerDiscordDone}</FormMessage>
        </section>
      </div>
    );
  }
  return (
    <div className="form-page">
      <form className="form-card" onSubmit={submit} noValidate aria-labelledby="discord-title">
        <h1 id="discord-title">Register Discord account</h1>
        <p className="form-intro">
          This links the Discord account <code>{discordid}</code> to your sign-in. The unit's Discord bot sent
          a one-time code to that Discord account when it asked you to register: type it below.
        </p>
        <p className="form-intro">
          If you did not ask the bot to register your own Discord account, do not enter a code anyone gives
          you: close this page.
        </p>
        <FormMessage kind="error">{error}</FormMessage>
        <TextInput
          label="Code from Discord"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={9}
          value={code}
          onChange={setCode}
          error={codeError}
          showError={attempted}
        />
        <div className="form-actions">
          <SubmitButton busy={busy} label="Register Discord account" busyLabel="Registering..." />
        </div>
      </form>
    </div>
  );
}
