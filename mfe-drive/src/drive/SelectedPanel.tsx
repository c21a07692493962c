// The selected item (platform §2): name, size, Download link for files, comments, and — with §6
// delete/share rights (MODIFY on the item or its folder) — Delete (after a confirm dialog), Sharing
// settings and Move to….
import {
  canDeleteOrShareFile,
  canModifyFile,
  isFolder,
  isOrdinaryFileID,
  isShared,
  type DriveFile,
  type FileViewer,
} from '@portal/contracts';
import { apiClient, Dialog, isApiError, type ApiClient } from '@portal/kit';
import { useState } from 'react';
import { SharingDialog } from '../sharing/SharingDialog.tsx';
import { CommentsEditor } from './CommentsEditor.tsx';
import { deleteFile, downloadHref } from './fileCalls.ts';

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The confirmation after Save in the sharing dialog (the dialog itself closes). */
export function sharingSavedText(item: Pick<DriveFile, 'fileName' | 'permissions'>): string {
  return isShared(item)
    ? `Sharing settings saved: ${item.fileName} is shared.`
    : `Sharing settings saved: ${item.fileName} is no longer shared.`;
}

export function SelectedPanel(props: {
  item: DriveFile;
  folder: DriveFile;
  viewer: FileViewer;
  onChanged(): void;
  onDeleted(): void;
  onMoveRequest(): void;
  client?: ApiClient;
}) {
  const { item, folder, viewer, onChanged, onDeleted, onMoveRequest, client = apiClient } = props;
  const [confirming, setConfirming] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the id of the item whose sharing settings were just saved: the confirmation belongs to it only
  const [sharedSaved, setSharedSaved] = useState<{ id: string; text: string } | null>(null);
  const manages = canDeleteOrShareFile(item, folder, viewer);

  const remove = async () => {
    setConfirming(false);
    try {
      await deleteFile(item.id, client);
      onDeleted();
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Could not delete the item');
    }
  };

  return (
    <section className="drv-panel" aria-label="Selected item">
      <h2>{item.fileName}</h2>
      <p className="drv-muted">
        {isFolder(item) ? 'Folder' : `${item.contentType}, ${formatSize(item.size)}`}
      </p>
      <div className="drv-actions">
        {!isFolder(item) ? (
          <a className="kit-button kit-button-primary" href={downloadHref(item.id)} download={item.fileName}>
            Download
          </a>
        ) : null}
        {manages && isOrdinaryFileID(item.id) ? (
          <>
            <button type="button" className="kit-button" onClick={onMoveRequest}>
              Move to…
            </button>
            <button
              type="button"
              className="kit-button"
              onClick={() => {
                setSharedSaved(null);
                setSharing(true);
              }}
            >
              Sharing settings
            </button>
            <button type="button" className="kit-button" onClick={() => setConfirming(true)}>
              Delete
            </button>
          </>
        ) : null}
      </div>
      <CommentsEditor
        file={item}
        editable={canModifyFile(item, viewer)}
        onSaved={onChanged}
        client={client}
      />
      {sharedSaved?.id === item.id ? (
        <p className="drv-status" role="status">
          {sharedSaved.text}
        </p>
      ) : null}
      {error ? (
        <p className="drv-message" role="alert">
          {error}
        </p>
      ) : null}
      <Dialog
        open={confirming}
        title="Delete"
        buttons="OK_CANCEL"
        onResult={(value) => (value === 'ok' ? void remove() : setConfirming(false))}
      >
        <p>
          Delete {item.fileName}
          {isFolder(item) ? ' and everything in it' : ''}? This cannot be undone.
        </p>
      </Dialog>
      <SharingDialog
        file={sharing ? item : null}
        client={client}
        onClose={(saved, updated) => {
          setSharing(false);
          if (saved) {
            setSharedSaved({ id: item.id, text: sharingSavedText(updated ?? item) });
            onChanged();
          }
        }}
      />
    </section>
  );
}
