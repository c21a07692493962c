// The account the dashboard is on (type for account-specific widgets, e.g. flight assignment only in
// squadron and event accounts; org ids for the special-event rule of §6), from the gateway's
// GET /api/accountcheck. null while loading or if the call fails, so those links stay hidden
// rather than guessed.
import { useEffect, useState } from 'react';
import { Account } from '@portal/contracts';
import { apiClient } from '@portal/kit';

export function useAccount(): Account | null {
  const [account, setAccount] = useState<Account | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiClient
      .get('/api/accountcheck', { schema: Account, signal: controller.signal })
      .then(setAccount)
      .catch(() => setAccount(null));
    return () => controller.abort();
  }, []);
  return account;
}
