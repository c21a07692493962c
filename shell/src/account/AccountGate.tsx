import type { ReactNode } from 'react';
import { apiClient as defaultClient, isApiError, Loader, useLoadState, type ApiClient } from '@portal/kit';
import { ACCESS_MESSAGES, API_ERRORS } from '@portal/contracts';

/**
 * Waits before each new try after a failure that is not "no such account": a service restarting
 * or a slow moment should not tell a member their unit's site does not exist.
 */
export const ACCOUNT_CHECK_RETRY_MS = [1_000, 2_000, 4_000] as const;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer));
  });

/** GET /api/accountcheck, tried again after the waits above; 'MISSING' when there is no such account. */
async function checkAccount(client: ApiClient, signal: AbortSignal): Promise<'FOUND' | 'MISSING'> {
  for (let tried = 0; ; tried++) {
    try {
      await client.get('/api/accountcheck');
      return 'FOUND';
    } catch (error) {
      if (isApiError(error) && error.status === API_ERRORS.accountNotFound.status) return 'MISSING';
      const delay = ACCOUNT_CHECK_RETRY_MS[tried];
      if (delay === undefined) throw error;
      await wait(delay, signal);
    }
  }
}

/** App start (platform §4): LOADING, then LOADED or ERROR from GET /api/accountcheck. */
export function AccountGate({
  children,
  client = defaultClient,
}: {
  children: ReactNode;
  client?: ApiClient;
}) {
  const status = useLoadState((signal) => checkAccount(client, signal), [client]);
  if (status.state === 'LOADING') return <Loader />;
  if (status.state === 'LOADED' && status.value === 'MISSING') {
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
        <button type="button" className="kit-button" onClick={status.reload}>
          Try again
        </button>
      </main>
    );
  }
  return <>{children}</>;
}
