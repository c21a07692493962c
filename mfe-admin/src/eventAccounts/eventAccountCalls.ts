// Browser calls of the create special event account page (schemas from @portal/contracts).
import {
  Account,
  createEventAccountResponse,
  type CreateEventAccountRequest,
  type CreateEventAccountResponse,
} from '@portal/contracts';
import { apiClient } from '@portal/kit';

/** The current account (the gateway's GET /api/accountcheck). */
export function currentAccount(signal?: AbortSignal): Promise<Account> {
  return apiClient.get('/api/accountcheck', { schema: Account, ...(signal ? { signal } : {}) });
}

/** POST /api/events/account/ (platform §7). */
export function createEventAccount(body: CreateEventAccountRequest): Promise<CreateEventAccountResponse> {
  return apiClient.post('/api/events/account/', body, { schema: createEventAccountResponse });
}
