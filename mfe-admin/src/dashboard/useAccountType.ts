// The account type for account-specific widgets (e.g. flight assignment only in squadron and event
// accounts), from the gateway's GET /api/accountcheck. null while loading or if the call fails, so
// those links stay hidden rather than guessed.
import { useEffect, useState } from 'react';
import { Account, type AccountType } from '@portal/contracts';
import { apiClient } from '@portal/kit';

export function useAccountType(): AccountType | null {
  const [type, setType] = useState<AccountType | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiClient
      .get('/api/accountcheck', { schema: Account, signal: controller.signal })
      .then((account) => setType(account.type))
      .catch(() => setType(null));
    return () => controller.abort();
  }, []);
  return type;
}
