import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient, Loader, RequireSignIn } from '@portal/kit';
import { memberAccountResponse, startMfaSetupResponse } from '@portal/contracts';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { errorText } from '../../forms/errorText.ts';
import { MfaSetupForm } from './MfaSetupForm.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { RemoveMfaForm } from './RemoveMfaForm.tsx';

type Setup =
  | { status: 'LOADING' }
  | { status: 'LOADED'; url: string; qr: string }
  | { status: 'ENABLED' }
  | { status: 'CODES'; codes: string[] }
  | { status: 'ERROR'; message: string };

export const MFA_REMOVED = 'Multi-factor authentication is off. You can set it up again below.';

/**
 * /admin/setupmfa: QR code + code input (platform §2, §4), the current password again, then the
 * recovery codes once before /admin. A member who has MFA on can turn it off here (password again).
 */
export function SetupMfaPage() {
  return (
    <RequireSignIn>
      <SetupMfa />
    </RequireSignIn>
  );
}

/** Starts a set-up: the otpauth URL from the server, drawn as a QR code. */
async function startSetup(): Promise<Setup> {
  const { url } = await apiClient.post(
    '/api/member/session/startmfasetup',
    {},
    { schema: startMfaSetupResponse },
  );
  // The QR code library is heavy: loaded on demand, in its own chunk.
  const QRCode = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
  const qr = await QRCode.toDataURL(url, { margin: 1, width: 220 });
  return { status: 'LOADED', url, qr };
}

function SetupMfa() {
  const navigate = useNavigate();
  const [setup, setSetup] = useState<Setup>({ status: 'LOADING' });
  const [removed, setRemoved] = useState(false);

  const load = useCallback((live: () => boolean) => {
    (async () => {
      const account = await apiClient.get('/api/member/account', { schema: memberAccountResponse });
      const next: Setup = account.mfaEnabled ? { status: 'ENABLED' } : await startSetup();
      if (live()) setSetup(next);
    })().catch((err: unknown) => {
      if (live())
        setSetup({ status: 'ERROR', message: errorText(err, 'Could not start multi-factor setup') });
    });
  }, []);

  useEffect(() => {
    let live = true;
    load(() => live);
    return () => {
      live = false;
    };
  }, [load]);

  if (setup.status === 'LOADING') return <Loader />;
  if (setup.status === 'ERROR') {
    return (
      <section className="form-card">
        <h1>Set up multi-factor authentication</h1>
        <FormMessage kind="error">{setup.message}</FormMessage>
      </section>
    );
  }
  if (setup.status === 'CODES')
    return <RecoveryCodes codes={setup.codes} onDone={() => navigate('/admin')} />;
  if (setup.status === 'ENABLED') {
    return (
      <RemoveMfaForm
        onRemoved={() => {
          setRemoved(true);
          setSetup({ status: 'LOADING' });
          load(() => true);
        }}
      />
    );
  }
  return (
    <MfaSetupForm
      url={setup.url}
      qr={setup.qr}
      notice={removed ? MFA_REMOVED : null}
      onFinished={(codes) => setSetup({ status: 'CODES', codes })}
    />
  );
}
