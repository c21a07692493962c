// One folder's page data: GET /api/files/{id}/dirty (name, folderPath, permissions) and
// GET /api/files/{id}/children, with the §4 load states. A failed folder load is 'Could not go to
// folder'; a failed listing is 'An error occurred requesting a listing of files'.
import { FILE_MESSAGES, type DriveFile, type FullDriveFile } from '@portal/contracts';
import { apiClient, isApiError, useLoadState, type ApiClient, type LoadState } from '@portal/kit';
import { loadChildren, loadFullFile } from './fileCalls.ts';

export interface Folder {
  folder: FullDriveFile;
  children: DriveFile[];
}
export type FolderState = LoadState<Folder>;

/**
 * A visitor the server wants signed in (401) is told so; a refusal (another 4xx) gets the §2
 * message with the server's reason ('Could not go to folder: File not found'); a failure of the
 * server or the network gets the §2 message alone (its reason means nothing to a member).
 */
export function withReason(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 401) return FILE_MESSAGES.pleaseSignIn;
  return error.status >= 400 && error.status < 500 && error.message
    ? `${fallback}: ${error.message}`
    : fallback;
}
const failure = (error: unknown, fallback: string) =>
  new Error(withReason(error, fallback), { cause: error });

/** A refusal (4xx) will not pass by trying again, unlike a server or network failure. */
export const isRefusal = (error: unknown): boolean => {
  const cause = error instanceof Error ? error.cause : error;
  return isApiError(cause) && cause.status >= 400 && cause.status < 500;
};
const messageOf = (error: unknown) => (error as Error).message;

async function loadFolder(folderID: string, client: ApiClient, signal: AbortSignal): Promise<Folder> {
  const folderCall = loadFullFile(folderID, client, signal);
  const childrenCall = loadChildren(folderID, client, signal);
  // both calls start at once; when the folder fails, the listing's failure is not the one shown
  childrenCall.catch(() => undefined);
  const folder = await folderCall.catch((e: unknown) =>
    Promise.reject(failure(e, FILE_MESSAGES.goToFolderError)),
  );
  const children = await childrenCall.catch((e: unknown) =>
    Promise.reject(failure(e, FILE_MESSAGES.listError)),
  );
  return { folder, children };
}

export function useFolder(folderID: string, client: ApiClient = apiClient) {
  const load = useLoadState((signal) => loadFolder(folderID, client, signal), [folderID, client], messageOf);
  const state: FolderState = load;
  // after a change the folder stays shown while it is read again; 'Try again' shows the loader
  return { state, reload: load.refresh, retry: load.reload };
}
