// The account the dashboard is on (type for account-specific widgets, e.g. flight assignment only in
// squadron and event accounts; org ids for the special-event rule of §6), from the gateway's
// GET /api/accountcheck. null while loading or if the call fails, so those links stay hidden
// rather than guessed.
import { Account } from '@portal/contracts';
import { apiClient, useLoadState } from '@portal/kit';

export function useAccount(): Account | null {
  const account = useLoadState(
    (signal) => apiClient.get('/api/accountcheck', { schema: Account, signal }),
    [],
  );
  return account.state === 'LOADED' ? account.value : null;
}
