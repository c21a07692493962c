import { useEffect, useState, type ReactNode } from 'react';
import { apiClient, Loader } from '@portal/kit';
import { ACCESS_MESSAGES } from '@portal/contracts';

type AccountStatus = 'LOADING' | 'LOADED' | 'ERROR';

/** App start (platform §4): LOADING, then LOADED or ERROR from GET /api/accountcheck. */
export function AccountGate({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AccountStatus>('LOADING');
  useEffect(() => {
    let live = true;
    apiClient
      .get('/api/accountcheck')
      .then(() => live && setStatus('LOADED'))
      .catch(() => live && setStatus('ERROR'));
    return () => {
      live = false;
    };
  }, []);
  if (status === 'LOADING') return <Loader />;
  if (status === 'ERROR') {
    return (
      <main className="standalone-message" id="main">
        <h1>{ACCESS_MESSAGES.accountDoesNotExist}</h1>
        <p>Check the address of the unit's site and try again.</p>
      </main>
    );
  }
  return <>{children}</>;
}
