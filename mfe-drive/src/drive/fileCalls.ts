// The platform §7 "files" calls mfe-drive makes (paths and bodies: contracts/src/files/calls.ts),
// through the kit's client (CSRF token fetched before every mutating call). Responses are checked
// with the contracts schemas. The upload goes through XMLHttpRequest for its progress events.
import {
  childrenResponse,
  driveQuotaResponse,
  filePage,
  fileResponse,
  fullFileResponse,
  memberListResponse,
  teamListResponse,
  uploadPartName,
  uploadResponse,
  type DriveFile,
  type DriveQuota,
  type FilePage,
  type FilePermission,
  type FullDriveFile,
  type Member,
  type Team,
  type UploadResponse,
} from '@portal/contracts';
import { apiClient, ApiError, clientError, getChecked, type ApiClient } from '@portal/kit';

const enc = encodeURIComponent;

/** GET /api/files/{id}/dirty: the folder or file with its folderPath (breadcrumbs). */
export function loadFullFile(id: string, client: ApiClient = apiClient, signal?: AbortSignal) {
  return getChecked(client, `/api/files/${enc(id)}/dirty`, fullFileResponse, signal);
}

/** GET /api/files/{id}. */
export function loadFile(
  id: string,
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<DriveFile> {
  return getChecked(client, `/api/files/${enc(id)}`, fileResponse, signal);
}

/** GET /api/files/{parentid}/children: what the viewer may read in the folder. */
export function loadChildren(id: string, client: ApiClient = apiClient, signal?: AbortSignal) {
  return getChecked(client, `/api/files/${enc(id)}/children`, childrenResponse, signal);
}

const pageQuery = (offset: number) => (offset > 0 ? `offset=${offset}` : '');

/** GET /api/files/shared: what was shared with the member directly or through their teams. */
export function loadSharedWithMe(offset = 0, client: ApiClient = apiClient, signal?: AbortSignal) {
  const query = pageQuery(offset);
  return getChecked(client, `/api/files/shared${query ? `?${query}` : ''}`, filePage, signal);
}

/** GET /api/files/search?q=: files and folders named like `term` that the member may read. */
export function searchFiles(
  term: string,
  offset = 0,
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<FilePage> {
  const query = [`q=${enc(term)}`, pageQuery(offset)].filter(Boolean).join('&');
  return getChecked(client, `/api/files/search?${query}`, filePage, signal);
}

/** GET /api/files/quota: the member's storage used and the account's, against their quotas. */
export function loadQuota(client: ApiClient = apiClient, signal?: AbortSignal): Promise<DriveQuota> {
  return getChecked(client, '/api/files/quota', driveQuotaResponse, signal);
}

/** POST /api/files/{parentid}/createfolder/{name}. */
export function createFolder(parentID: string, name: string, client: ApiClient = apiClient) {
  return client.post(
    `/api/files/${enc(parentID)}/createfolder/${enc(name)}`,
    {},
    { schema: fullFileResponse },
  );
}

/** POST /api/files/{id} {comments}. */
export function saveComments(id: string, comments: string, client: ApiClient = apiClient) {
  return client.post(`/api/files/${enc(id)}`, { comments }, { schema: fullFileResponse });
}

/** POST /api/files/{id} {permissions}. */
export function savePermissions(id: string, permissions: FilePermission[], client: ApiClient = apiClient) {
  return client.post(`/api/files/${enc(id)}`, { permissions }, { schema: fullFileResponse });
}

/** POST /api/files/{parentid}/children {childid}: moves the child into the folder. */
export function moveFile(
  childID: string,
  targetID: string,
  client: ApiClient = apiClient,
): Promise<FullDriveFile> {
  return client.post(
    `/api/files/${enc(targetID)}/children`,
    { childid: childID },
    { schema: fullFileResponse },
  );
}

/** DELETE /api/files/{id} (a folder with everything in it). */
export async function deleteFile(id: string, client: ApiClient = apiClient): Promise<void> {
  await client.delete(`/api/files/${enc(id)}`);
}

export const downloadHref = (id: string) => `/api/files/${enc(id)}/download`;
export const thumbnailHref = (id: string) => `/api/files/${enc(id)}/export`;

/** GET /api/team: the teams a file can be shared with. */
export function loadTeams(client: ApiClient = apiClient, signal?: AbortSignal): Promise<Team[]> {
  return getChecked(client, '/api/team', teamListResponse, signal);
}

/** GET /api/member/list: names for the sharing rows and the member picker's candidates. */
export function loadMembers(client: ApiClient = apiClient, signal?: AbortSignal): Promise<Member[]> {
  return getChecked(client, '/api/member/list', memberListResponse, signal);
}

export interface UploadOptions {
  /** Called with the bytes sent so far and the body's total as it goes out. */
  onProgress?(loaded: number, total: number): void;
  client?: ApiClient;
  /** Tests pass a fake; the browser's XMLHttpRequest otherwise. */
  createRequest?: () => XMLHttpRequest;
  baseUrl?: string;
}

/**
 * POST /api/files/upload/{parent}: multipart, one part per file named 'file-{name}', the CSRF token
 * in the x-csrf-token header. Rejects with the server's {code, message} as an ApiError.
 */
export async function uploadFiles(
  parentID: string,
  files: readonly File[],
  {
    onProgress,
    client = apiClient,
    createRequest = () => new XMLHttpRequest(),
    baseUrl = '',
  }: UploadOptions = {},
): Promise<UploadResponse> {
  const token = await client.token();
  const form = new FormData();
  for (const file of files) form.append(uploadPartName(file.name), file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = createRequest();
    xhr.open('POST', `${baseUrl}/api/files/upload/${enc(parentID)}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('x-csrf-token', token);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onerror = () => reject(clientError('requestFailed'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = uploadResponse.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(clientError('unknown'));
        return;
      }
      const err = body as { code?: unknown; message?: unknown } | undefined;
      if (typeof err?.code === 'string' && typeof err.message === 'string') {
        reject(new ApiError({ type: 'SERVER', code: err.code, status: xhr.status, message: err.message }));
      } else reject(clientError('unknown'));
    };
    xhr.send(form);
  });
}
