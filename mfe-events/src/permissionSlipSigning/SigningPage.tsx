// The public signing page /permissionslips/sign/{token} on the unit's host (no sign-in): the
// emailed link opens it. It shows the slip (SlipContent) and the guardian's answer (SigningForm);
// a used, revoked, expired or unknown link reads the server's message on a plain page, never the
// form. The page asks search engines not to index it and browsers not to send its address (the
// token) to other sites.
import {
  PERMISSION_SLIP_MESSAGES,
  SLIP_TOKEN_PATTERN,
  SLIP_TOKEN_REFUSALS,
  type SignSlipRequest,
  type SlipForSigning,
  type SlipState,
  type SlipTokenRefusal,
} from '@portal/contracts';
import { adoptStyles, apiClient, Loader, useLoadState, type ApiClient } from '@portal/kit';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { serverMessage } from '../eventData/serverMessage.ts';
import eventPageCss from '../eventPage/eventPage.css?raw';
import { answerSlip, loadSlipForSigning, refusalOf } from './signingCalls.ts';
import { SigningForm } from './SigningForm.tsx';
import { SlipContent } from './SlipContent.tsx';
import signingCss from './signing.css?raw';

adoptStyles('mfe-events-pages', eventPageCss);
adoptStyles('mfe-events-slip-signing', signingCss);

const TITLE = 'Cadet activity permission slip (CAPF 60-80)';

/** Headings of the refused-link page, by refusal. */
const REFUSAL_TITLES: Record<SlipTokenRefusal, string> = {
  unknown: 'This link is not valid',
  used: 'This permission slip has been answered',
  revoked: 'This link has been withdrawn',
  expired: 'This link has expired',
};

/** robots noindex and referrer no-referrer while the page is open. */
function usePrivateHead() {
  useEffect(() => {
    const metas = [
      ['robots', 'noindex, nofollow'],
      ['referrer', 'no-referrer'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name!;
      meta.content = content!;
      meta.dataset.slipSigning = '';
      document.head.appendChild(meta);
      return meta;
    });
    return () => metas.forEach((m) => m.remove());
  }, []);
}

function Refused({ title, message }: { title: string; message: string }) {
  return (
    <main className="evt-page slip-sign">
      <h1>{title}</h1>
      <p role="alert" className="slip-refused">
        {message}
      </p>
      <p>If you think this is a mistake, please contact the unit that sent you the link.</p>
    </main>
  );
}

function Answered({ state }: { state: SlipState }) {
  return (
    <main className="evt-page slip-sign">
      <h1>{TITLE}</h1>
      <p role="status" className="slip-done">
        {state === 'DECLINED' ? PERMISSION_SLIP_MESSAGES.declined : PERMISSION_SLIP_MESSAGES.signed}
      </p>
    </main>
  );
}

export function SigningScreen({ token, client = apiClient }: { token: string; client?: ApiClient }) {
  usePrivateHead();
  const wellFormed = SLIP_TOKEN_PATTERN.test(token);
  const load = useLoadState(
    wellFormed ? (signal): Promise<SlipForSigning> => loadSlipForSigning(token, client, signal) : null,
    [token, client],
    serverMessage,
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answered, setAnswered] = useState<SlipState | null>(null);
  const [refused, setRefused] = useState<{ title: string; message: string } | null>(null);

  const send = async (body: SignSlipRequest) => {
    setBusy(true);
    setError(null);
    try {
      setAnswered((await answerSlip(token, body, client)).state);
    } catch (e) {
      // the link stopped working meanwhile (answered elsewhere, withdrawn, expired): the plain page
      const refusal = refusalOf(e);
      if (refusal) setRefused({ title: REFUSAL_TITLES[refusal], message: serverMessage(e) });
      else setError(serverMessage(e));
    } finally {
      setBusy(false);
    }
  };

  if (!wellFormed)
    return <Refused title={REFUSAL_TITLES.unknown} message={SLIP_TOKEN_REFUSALS.unknown.message} />;
  if (refused) return <Refused {...refused} />;
  if (answered) return <Answered state={answered} />;
  if (load.state === 'LOADING') return <Loader label="Loading permission slip..." />;
  if (load.state === 'ERROR') {
    const refusal = refusalOf(load.error);
    return (
      <Refused
        title={refusal ? REFUSAL_TITLES[refusal] : 'This permission slip cannot be shown'}
        message={load.message}
      />
    );
  }
  const slip = load.value;
  return (
    <main className="evt-page slip-sign">
      <h1>{TITLE}</h1>
      <p className="slip-intro">
        <strong>{slip.cadetName}</strong> is signed up for <strong>{slip.eventName}</strong>. Please read the
        details and answer below.
      </p>
      <SlipContent slip={slip} />
      <SigningForm
        cadetName={slip.cadetName}
        busy={busy}
        error={error}
        onAnswer={(body) => void send(body)}
      />
    </main>
  );
}

export function SigningPage() {
  const { token = '' } = useParams();
  return <SigningScreen key={token} token={token} />;
}
