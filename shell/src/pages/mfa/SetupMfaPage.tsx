import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient, Loader, RequireSignIn, useLoadState } from '@portal/kit';
import { memberAccountResponse, startMfaSetupResponse } from '@portal/contracts';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { errorText } from '../../forms/errorText.ts';
import { MfaSetupForm } from './MfaSetupForm.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { RemoveMfaForm } from './RemoveMfaForm.tsx';

/** MFA is on already, or a set-up has started. */
type Setup = { enabled: true } | { enabled: false; url: string; qr: string };

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
  return { enabled: false, url, qr };
}

/** What the page shows first: the account says whether MFA is on already. */
async function loadSetup(): Promise<Setup> {
  const account = await apiClient.get('/api/member/account', { schema: memberAccountResponse });
  return account.mfaEnabled ? { enabled: true } : await startSetup();
}

function SetupMfa() {
  const navigate = useNavigate();
  const setup = useLoadState(loadSetup, [], (err) => errorText(err, 'Could not start multi-factor setup'));
  const [codes, setCodes] = useState<string[] | null>(null);
  const [removed, setRemoved] = useState(false);

  if (codes) return <RecoveryCodes codes={codes} onDone={() => navigate('/admin')} />;
  if (setup.state === 'LOADING') return <Loader />;
  if (setup.state === 'ERROR') {
    return (
      <section className="form-card">
        <h1>Set up multi-factor authentication</h1>
        <FormMessage kind="error">{setup.message}</FormMessage>
      </section>
    );
  }
  if (setup.value.enabled) {
    return (
      <RemoveMfaForm
        onRemoved={() => {
          setRemoved(true);
          setup.reload();
        }}
      />
    );
  }
  return (
    <MfaSetupForm
      url={setup.value.url}
      qr={setup.value.qr}
      notice={removed ? MFA_REMOVED : null}
      onFinished={setCodes}
    />
  );
}
