import { useEffect, useState, type ReactNode } from 'react';
import { apiClient as defaultClient, isApiError, Loader, type ApiClient } from '@portal/kit';
import { ACCESS_MESSAGES, API_ERRORS, CLIENT_ERRORS } from '@portal/contracts';

type AccountStatus =
  { state: 'LOADING' } | { state: 'LOADED' } | { state: 'MISSING' } | { state: 'ERROR'; message: string };

/**
 * Waits before each new try after a failure that is not "no such account": a service restarting
 * or a slow moment should not tell a member their unit's site does not exist.
 */
export const ACCOUNT_CHECK_RETRY_MS = [1_000, 2_000, 4_000] as const;

/** App start (platform §4): LOADING, then LOADED or ERROR from GET /api/accountcheck. */
export function AccountGate({
  children,
  client = defaultClient,
}: {
  children: ReactNode;
  client?: ApiClient;
}) {
  const [status, setStatus] = useState<AccountStatus>({ state: 'LOADING' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (tried: number) => {
      client
        .get('/api/accountcheck')
        .then(() => live && setStatus({ state: 'LOADED' }))
        .catch((error: unknown) => {
          if (!live) return;
          if (isApiError(error) && error.status === API_ERRORS.accountNotFound.status) {
            setStatus({ state: 'MISSING' });
          } else if (tried < ACCOUNT_CHECK_RETRY_MS.length) {
            timer = setTimeout(() => check(tried + 1), ACCOUNT_CHECK_RETRY_MS[tried]);
          } else {
            const message = isApiError(error) ? error.message : CLIENT_ERRORS.unknown.message;
            setStatus({ state: 'ERROR', message });
          }
        });
    };
    check(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, round]);
  if (status.state === 'LOADING') return <Loader />;
  if (status.state === 'MISSING') {
    return (
      <main className="standalone-message" id="main">
        <h1>{ACCESS_MESSAGES.accountDoesNotExist}</h1>
        <p>Check the address of the unit's site and try again.</p>
      </main>
    );
  }
  if (status.state === 'ERROR') {
    return (
      <main className="standalone-message" id="main">
        <h1>{status.message}</h1>
        <button
          type="button"
          className="kit-button"
          onClick={() => {
            setStatus({ state: 'LOADING' });
            setRound((n) => n + 1);
          }}
        >
          Try again
        </button>
      </main>
    );
  }
  return <>{children}</>;
}
