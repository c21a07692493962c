// The browser's registry calls (platform §7 "GET and PUT /registry (full registry)"), checked with
// the contracts schemas.
import { Registry, REGISTRY_CHANGED_EVENT, type RegistryUpdateInput } from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

export function loadRegistry(client: ApiClient = apiClient): Promise<Registry> {
  return client.get('/api/registry', { schema: Registry });
}

/**
 * PUT /api/registry (token added by the client). On success tells the shell, whose header and
 * footer show the registry, to reload it: the window event REGISTRY_CHANGED_EVENT.
 */
export async function saveRegistry(
  body: RegistryUpdateInput,
  client: ApiClient = apiClient,
): Promise<Registry> {
  const saved = await client.put('/api/registry', body, { schema: Registry });
  window.dispatchEvent(new Event(REGISTRY_CHANGED_EVENT));
  return saved;
}
