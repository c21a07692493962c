// One folder's page data: GET /api/files/{id}/dirty (name, folderPath, permissions) and
// GET /api/files/{id}/children, with the §4 load states. A failed folder load is 'Could not go to
// folder'; a failed listing is 'An error occurred requesting a listing of files'.
import { FILE_MESSAGES, type DriveFile, type FullDriveFile } from '@portal/contracts';
import { apiClient, isApiError, type ApiClient } from '@portal/kit';
import { useCallback, useEffect, useState } from 'react';
import { loadChildren, loadFullFile } from './fileCalls.ts';

export type FolderState =
  | { status: 'LOADING' }
  | { status: 'ERROR'; message: string }
  | { status: 'LOADED'; folder: FullDriveFile; children: DriveFile[] };

/** A visitor the server wants signed in (401) is told so; other failures get the §2 message. */
const messageFor = (error: unknown, fallback: string) =>
  isApiError(error) && error.status === 401 ? FILE_MESSAGES.pleaseSignIn : fallback;

export function useFolder(folderID: string, client: ApiClient = apiClient) {
  const [state, setState] = useState<FolderState>({ status: 'LOADING' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const folderCall = loadFullFile(folderID, client, controller.signal);
    const childrenCall = loadChildren(folderID, client, controller.signal);
    folderCall.then(
      (folder) =>
        childrenCall.then(
          (children) => !controller.signal.aborted && setState({ status: 'LOADED', folder, children }),
          (e: unknown) =>
            !controller.signal.aborted &&
            setState({ status: 'ERROR', message: messageFor(e, FILE_MESSAGES.listError) }),
        ),
      (e: unknown) => {
        childrenCall.catch(() => undefined);
        if (!controller.signal.aborted) {
          setState({ status: 'ERROR', message: messageFor(e, FILE_MESSAGES.goToFolderError) });
        }
      },
    );
    return () => controller.abort();
  }, [folderID, client, version]);

  /** Loads again without showing the loader (after a change). */
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  /** Loads again after a failure, showing the loader (the Try again button). */
  const retry = useCallback(() => {
    setState({ status: 'LOADING' });
    setVersion((v) => v + 1);
  }, []);
  return { state, reload, retry };
}
