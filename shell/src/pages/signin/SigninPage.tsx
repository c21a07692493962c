import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Loader, useSession } from '@portal/kit';
import type { SigninResponse } from '@portal/contracts';
import { SigninForm } from './SigninForm.tsx';
import { MfaForm } from './MfaForm.tsx';
import { ExpiredPasswordForm } from './ExpiredPasswordForm.tsx';
import { followReturnUrl } from './followReturnUrl.ts';

type Screen = 'signin' | 'mfa' | 'expired';

/** A returnurl other than home: a page that needs a member sent the visitor here. */
const sentToSignIn = (returnurl: string | null): boolean =>
  returnurl !== null && returnurl !== '' && returnurl !== '/';

/** /signin?returnurl=...: three sub-screens (platform §2 Sign-in page). */
export function SigninPage() {
  const [params] = useSearchParams();
  const returnurl = params.get('returnurl');
  const navigate = useNavigate();
  const { status, member, refresh, signOut } = useSession();
  const [screen, setScreen] = useState<Screen>('signin');
  const [finishing, setFinishing] = useState(false);

  // §2: a signed-in member is sent back to the place they came from.
  useEffect(() => {
    if (status === 'LOADED' && member && !finishing) followReturnUrl(returnurl, navigate);
  }, [status, member, finishing, returnurl, navigate]);

  async function signedIn() {
    setFinishing(true);
    // §7: re-authorise from the session check after sign-in.
    await refresh();
    followReturnUrl(returnurl, navigate);
  }

  function onResult(response: SigninResponse) {
    if (response.code === 'ACCOUNT_USES_MFA' || response.result === 'MFAChallengeRequired') setScreen('mfa');
    else if (response.code === 'PASSWORD_EXPIRED' || response.result === 'PasswordExpired')
      setScreen('expired');
    else void signedIn();
  }

  const cancel = () => {
    void signOut().catch(() => undefined);
    setScreen('signin');
  };

  if (status === 'LOADING' || finishing || (status === 'LOADED' && member)) return <Loader />;
  return (
    <div className="form-page">
      {screen === 'signin' && <SigninForm onResult={onResult} continuing={sentToSignIn(returnurl)} />}
      {screen === 'mfa' && <MfaForm onSignedIn={() => void signedIn()} onCancel={cancel} />}
      {screen === 'expired' && <ExpiredPasswordForm onDone={() => void signedIn()} onCancel={cancel} />}
    </div>
  );
}
