import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { apiClient, Loader, useSession } from '@portal/kit';
import { FORM_MESSAGES } from '@portal/contracts';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { errorText } from '../../forms/errorText.ts';

type State = 'working' | 'done' | 'error';

/** Where a signed-out visitor is sent (platform §2, written as the spec writes it). */
export function registerDiscordSigninPath(discordid: string): string {
  return `/signin/?returnurl=/registerdiscord/${encodeURIComponent(discordid)}`;
}

/** /registerdiscord/{discordid}: signed in -> registers the chat-service id. */
export function RegisterDiscordPage() {
  const { discordid = '' } = useParams();
  const navigate = useNavigate();
  const { status, member } = useSession();
  const [state, setState] = useState<State>('working');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (status === 'LOADING') return;
    if (!member) {
      navigate(registerDiscordSigninPath(discordid), { replace: true });
      return;
    }
    let live = true;
    apiClient
      .post(`/api/member/account/registerdiscord/${encodeURIComponent(discordid)}`)
      .then(() => live && setState('done'))
      .catch((err: unknown) => {
        if (!live) return;
        setError(errorText(err, 'Could not register the chat-service account'));
        setState('error');
      });
    return () => {
      live = false;
    };
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
  return (
    <section className="form-card" aria-labelledby="discord-title">
      <h1 id="discord-title">Register Discord account</h1>
      {state === 'working' && <Loader label="Registering..." />}
      {state === 'done' && <FormMessage kind="success">{FORM_MESSAGES.registerDiscordDone}</FormMessage>}
      {state === 'error' && <FormMessage kind="error">{error}</FormMessage>}
    </section>
  );
}
