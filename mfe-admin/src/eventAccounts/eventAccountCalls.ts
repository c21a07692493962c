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

/** The new account's own host: this host with its first label replaced by (or prefixed with) the id. */
export function accountURL(
  location: Pick<Location, 'protocol' | 'hostname' | 'port'>,
  currentID: string,
  id: string,
): string {
  const host = location.hostname.startsWith(`${currentID}.`)
    ? `${id}.${location.hostname.slice(currentID.length + 1)}`
    : `${id}.${location.hostname}`;
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}/`;
}
