// GET /api/files/team/{teamID} (svc-files, contracts' discovery.ts): the files shared with a team
// that the viewer may read, a page at a time, for the team page's file list.
import { filePage, type FilePage } from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

export function loadTeamFiles(
  teamID: number,
  offset = 0,
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<FilePage> {
  const query = offset > 0 ? `?offset=${offset}` : '';
  return client.get(`/api/files/team/${teamID}${query}`, { schema: filePage, ...(signal ? { signal } : {}) });
}

/** Where a listed item opens: a file downloads, a folder opens in the drive. */
export const teamFileHref = (item: { id: string; contentType: string }): string =>
  item.contentType === 'application/folder'
    ? `/drive/${encodeURIComponent(item.id)}`
    : `/api/files/${encodeURIComponent(item.id)}/download`;
