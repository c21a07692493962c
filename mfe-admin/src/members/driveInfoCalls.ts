// GET /api/files/info (svc-files; dashboard widget 5 "Drive information with file count"): how many
// files and folders the unit drive of the host's account holds. Checked with the contracts schema.
import { driveInfoResponse, type DriveInfoResponse } from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';

export function loadDriveInfo(
  options: { signal?: AbortSignal } = {},
  client: ApiClient = apiClient,
): Promise<DriveInfoResponse> {
  return client.get('/api/files/info', {
    schema: driveInfoResponse,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** '1 file in the unit drive', '3 files in the unit drive'. */
export const driveFileCount = (files: number): string =>
  `${files} ${files === 1 ? 'file' : 'files'} in the unit drive`;
