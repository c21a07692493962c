// The change log calls of platform §7 through the kit's client (token added to the POST).
import {
  changelogEntry,
  changelogListResponse,
  type ChangelogEntry,
  type NewChangelogEntryRequest,
} from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

export function loadChangelog(
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<ChangelogEntry[]> {
  return client.get('/api/changelog', { schema: changelogListResponse, ...(signal ? { signal } : {}) });
}

export function addChangelogNote(
  note: NewChangelogEntryRequest,
  client: ApiClient = apiClient,
): Promise<ChangelogEntry> {
  return client.post('/api/changelog', note, { schema: changelogEntry });
}
