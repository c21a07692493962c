// The member import calls: upload the zip as the raw body (CSRF token in the x-csrf-token header,
// platform §7 uploads) and poll the job's status.
import {
  importStartResponse,
  importStatusResponse,
  MEMBER_IMPORT_PATH,
  type ImportStatusResponse,
} from '@portal/contracts';
import { apiClient, ApiError, clientError, type ApiClient } from '@portal/kit';

export async function uploadMemberExport(file: Blob, fetchImpl: typeof fetch = fetch): Promise<string> {
  const token = await apiClient.token();
  let res: Response;
  try {
    res = await fetchImpl(MEMBER_IMPORT_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': 'application/zip', 'x-csrf-token': token },
      body: file,
    });
  } catch (error) {
    throw clientError('requestFailed', error);
  }
  const body = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
  if (!res.ok) {
    throw new ApiError({
      type: 'SERVER',
      code: body?.code ?? 'SERVER_ERROR',
      status: res.status,
      message: body?.message ?? 'Could not complete request',
    });
  }
  return importStartResponse.parse(body).jobID;
}

export function importStatus(jobID: string, client: ApiClient = apiClient): Promise<ImportStatusResponse> {
  return client.get(`${MEMBER_IMPORT_PATH}/${encodeURIComponent(jobID)}`, {
    schema: importStatusResponse,
  });
}
