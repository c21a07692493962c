import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient, Loader, RequireSignIn, TextInput } from '@portal/kit';
import { MFA_TOKEN_MESSAGE, MFA_TOKEN_PATTERN, startMfaSetupResponse } from '@portal/contracts';
import { FormMessage } from '../../forms/FormMessage.tsx';
import { errorText } from '../../forms/errorText.ts';
import { otpauthSecret } from './otpauth.ts';

type Setup =
  | { status: 'LOADING' }
  | { status: 'LOADED'; url: string; qr: string }
  | { status: 'ERROR'; message: string };

/** /admin/setupmfa: QR code + code input; success goes to /admin (platform §2, §4). */
export function SetupMfaPage() {
  return (
    <RequireSignIn>
      <SetupMfa />
    </RequireSignIn>
  );
}

function SetupMfa() {
  const navigate = useNavigate();
  const [setup, setSetup] = useState<Setup>({ status: 'LOADING' });
  const [code, setCode] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeError = MFA_TOKEN_PATTERN.test(code) ? null : MFA_TOKEN_MESSAGE;

  useEffect(() => {
    let live = true;
    (async () => {
      const { url } = await apiClient.post(
        '/api/member/session/startmfasetup',
        {},
        { schema: startMfaSetupResponse },
      );
      // The QR code library is heavy: loaded on demand, in its own chunk.
      const QRCode = await import(/* webpackChunkName: "qrcode" */ 'qrcode');
      const qr = await QRCode.toDataURL(url, { margin: 1, width: 220 });
      if (live) setSetup({ status: 'LOADED', url, qr });
    })().catch((err: unknown) => {
      if (live) setSetup({ status: 'ERROR', message: errorText(err, 'Could not start multi-factor setup') });
    });
    return () => {
      live = false;
    };
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setAttempted(true);
    if (codeError) return;
    setBusy(true);
    setError(null);
    try {
      await apiClient.post('/api/member/session/finishmfasetup', { mfaToken: code });
      navigate('/admin', { replace: true });
    } catch (err) {
      setError(errorText(err, 'Could not finish multi-factor setup'));
      setBusy(false);
    }
  }

  if (setup.status === 'LOADING') return <Loader />;
  if (setup.status === 'ERROR') {
    return (
      <section className="form-card">
        <h1>Set up multi-factor authentication</h1>
        <FormMessage kind="error">{setup.message}</FormMessage>
      </section>
    );
  }
  const secret = otpauthSecret(setup.url);
  return (
    <div className="form-page">
      <form className="form-card" onSubmit={submit} noValidate aria-labelledby="mfa-setup-title">
        <h1 id="mfa-setup-title">Set up multi-factor authentication</h1>
        <ol className="steps">
          <li>Scan this QR code with an authenticator app.</li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <div className="qr-box">
          <img
            src={setup.qr}
            width={220}
            height={220}
            alt="QR code to add this site to your authenticator app"
          />
          {secret ? (
            <p className="qr-secret">
              Can't scan it? Enter this key: <code data-testid="mfa-secret">{secret}</code>
            </p>
          ) : null}
        </div>
        <FormMessage kind="error">{error}</FormMessage>
        <TextInput
          label="MFA token"
          name="mfaToken"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(v) => setCode(v.replace(/\s/g, ''))}
          error={codeError}
          showError={attempted}
        />
        <div className="form-actions">
          <button type="submit" className="kit-button kit-button-primary" disabled={busy}>
            {busy ? 'Verifying...' : 'Finish setup'}
          </button>
        </div>
      </form>
    </div>
  );
}
