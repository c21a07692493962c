// Browser calls of the sign-in key page (schemas from @portal/contracts).
import {
  registerSigninKeyResponse,
  signinKeyListResponse,
  type RegisterSigninKeyRequest,
  type SigninKey,
} from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

export function listSigninKeys(signal?: AbortSignal, client: ApiClient = apiClient): Promise<SigninKey[]> {
  return client
    .get('/api/signin/keys', { schema: signinKeyListResponse, ...(signal ? { signal } : {}) })
    .then((r) => r.keys);
}

export function registerSigninKey(
  body: RegisterSigninKeyRequest,
  client: ApiClient = apiClient,
): Promise<SigninKey> {
  return client.post('/api/signin/keys', body, { schema: registerSigninKeyResponse }).then((r) => r.key);
}

export function revokeSigninKey(id: string, client: ApiClient = apiClient): Promise<void> {
  return client.delete(`/api/signin/keys/${encodeURIComponent(id)}`).then(() => undefined);
}
