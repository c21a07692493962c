// The drive call a file custom field makes (platform §7 "GET /api/files/{id}", svc-files): the
// file's name for its download link. Downloads themselves are plain links (GET
// /api/files/{id}/download), so the browser sends the session cookie and svc-files checks access.
import { fileResponse, type DriveFile } from '@portal/contracts';
import { apiClient, getChecked, type ApiClient } from '@portal/kit';

/** GET /api/files/{id}: a file the reader may see (404 / 403 otherwise). */
export function loadFileInfo(
  id: string,
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<DriveFile> {
  return getChecked(client, `/api/files/${encodeURIComponent(id)}`, fileResponse, signal);
}

/** GET /api/files/{id}/download: the bytes, as an attachment. */
export const fileDownloadHref = (id: string): string => `/api/files/${encodeURIComponent(id)}/download`;
