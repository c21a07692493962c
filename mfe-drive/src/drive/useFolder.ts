// One folder's page data: GET /api/files/{id}/dirty (name, folderPath, permissions) and
// GET /api/files/{id}/children, with the §4 load states. A failed folder load is 'Could not go to
// folder'; a failed listing is 'An error occurred requesting a listing of files'.
import { FILE_MESSAGES, type DriveFile, type FullDriveFile } from '@portal/contracts';
import { apiClient, isApiError, useLoadState, type ApiClient, type LoadState } from '@portal/kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadChildren, loadFullFile } from './fileCalls.ts';

export interface Folder {
  folder: FullDriveFile;
  children: DriveFile[];
}
export type FolderState = LoadState<Folder>;

/** A visitor the server wants signed in (401) is told so; other failures get the §2 message. */
const failure = (error: unknown, fallback: string) =>
  new Error(isApiError(error) && error.status === 401 ? FILE_MESSAGES.pleaseSignIn : fallback);
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
  // a reload after a change keeps the folder shown; its failure replaces the folder as a first load's would
  const [reloadFailure, setReloadFailure] = useState<{ folderID: string; message: string } | null>(null);
  const quiet = useRef<AbortController | null>(null);
  useEffect(() => () => quiet.current?.abort(), [folderID, client]);
  const { set, reload: loadAgain } = load;

  /** Loads again without showing the loader (after a change). */
  const reload = useCallback(() => {
    quiet.current?.abort();
    const controller = (quiet.current = new AbortController());
    loadFolder(folderID, client, controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setReloadFailure(null);
        set(value);
      },
      (e: unknown) => !controller.signal.aborted && setReloadFailure({ folderID, message: messageOf(e) }),
    );
  }, [folderID, client, set]);
  /** Loads again after a failure, showing the loader (the Try again button). */
  const retry = useCallback(() => {
    quiet.current?.abort();
    setReloadFailure(null);
    loadAgain();
  }, [loadAgain]);
  const state: FolderState =
    reloadFailure?.folderID === folderID
      ? { state: 'ERROR', message: reloadFailure.message, error: reloadFailure }
      : load;
  return { state, reload, retry };
}
