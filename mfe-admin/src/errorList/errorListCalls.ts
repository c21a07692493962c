// The error list calls of platform §7 "errors" through the kit's client.
import { errorListEntries, markErrorDoneResponse, type ErrorListEntry } from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

export function loadErrors(client: ApiClient = apiClient, signal?: AbortSignal): Promise<ErrorListEntry[]> {
  return client.get('/api/errors', { schema: errorListEntries, ...(signal ? { signal } : {}) });
}

/** POST /api/errors { id } (token added by the client): marks one entry done. */
export async function markErrorDone(id: number, client: ApiClient = apiClient): Promise<number> {
  const { resolved } = await client.post('/api/errors', { id }, { schema: markErrorDoneResponse });
  return resolved;
}
