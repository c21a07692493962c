// Platform §2 Drive upload: drag and drop (files, or folders with their contents), 'Select files',
// 'Select folder' (webkitdirectory); for folders the folders are created first, then their
// contents uploaded into them. Also the warning not to leave the page, a pending list of at most
// three names then '...', per-file percent progress, and the server's message in red on failure
// (the queue is then cleared).
import { FILE_MESSAGES, type FullDriveFile } from '@portal/contracts';
import { apiClient, isApiError, type ApiClient } from '@portal/kit';
import { useRef, useState, type DragEvent } from 'react';
import { createFolder, uploadFiles, type UploadOptions } from '../drive/fileCalls.ts';
import { dropEntries, filesFromDrop, type DroppedFile } from './droppedFiles.ts';
import { filePercents, lastName, parentPath, pendingListDisplay, planFolderUpload } from './uploadHelpers.ts';

export interface UploadAreaProps {
  parentID: string;
  /**
   * False in personal folders, where folder creation is not allowed (§6): 'Select folder' is not
   * offered and a dropped folder is refused with the rule's words; files still upload.
   */
  foldersAllowed?: boolean;
  onUploaded(files: FullDriveFile[]): void;
  client?: ApiClient;
  createRequest?: UploadOptions['createRequest'];
}

interface Pending {
  name: string;
  percent: number;
}

/** A folder selection's files carry webkitRelativePath; a plain one has ''. */
const relative = (file: File): DroppedFile => ({
  file,
  name: file.name,
  webkitRelativePath: file.webkitRelativePath ?? '',
});

/** The two ways to choose: a button each, and the hidden file input it opens. */
const PICKS = [
  { button: 'Select files', input: 'Files to upload', folder: false },
  { button: 'Select folder', input: 'Folder to upload', folder: true },
];

export function UploadArea({
  parentID,
  foldersAllowed = true,
  onUploaded,
  client = apiClient,
  createRequest,
}: UploadAreaProps) {
  const [pending, setPending] = useState<Pending[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const busy = pending.length > 0;

  async function upload(selected: DroppedFile[]) {
    if (selected.length === 0 || busy) return;
    setError(null);
    const plan = planFolderUpload(selected);
    if (!foldersAllowed && plan.folders.length > 0) {
      setError(FILE_MESSAGES.noFoldersInPersonal);
      return;
    }
    setPending(selected.map((f) => ({ name: f.name, percent: 0 })));
    const created: FullDriveFile[] = [];
    try {
      // folders first, each into its parent (created just before it)
      const folderIDs = new Map<string, string>([['', parentID]]);
      for (const path of plan.folders) {
        const folder = await createFolder(folderIDs.get(parentPath(path))!, lastName(path), client);
        folderIDs.set(path, folder.id);
        created.push(folder);
      }
      for (const [path, group] of plan.files) {
        const files = group.map((g) => g.file);
        const sizes = files.map((f) => f.size);
        const answer = await uploadFiles(folderIDs.get(path)!, files, {
          client,
          ...(createRequest ? { createRequest } : {}),
          onProgress: (loaded, total) => {
            const percents = filePercents(sizes, loaded, total);
            setPending((list) =>
              list.map((p) => {
                const i = files.findIndex((f) => f.name === p.name);
                return i === -1 ? p : { ...p, percent: percents[i]! };
              }),
            );
          },
        });
        created.push(...answer);
        setPending((list) => list.filter((p) => !files.some((f) => f.name === p.name)));
      }
      setPending([]);
      onUploaded(created);
    } catch (e) {
      setPending([]);
      setError(isApiError(e) ? e.message : 'The upload failed');
      if (created.length > 0) onUploaded(created);
    }
  }

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    // a dropped folder uploads its contents, keeping their paths (as 'Select folder' does)
    const dropped = dropEntries(event.dataTransfer);
    void filesFromDrop(dropped).then(upload, () => setError('The dropped folder could not be read'));
  };

  const shown = pendingListDisplay(pending.map((p) => `${p.name} (${p.percent}%)`));

  return (
    <section
      className={`drv-upload${over ? ' drv-drop' : ''}`}
      aria-label="Upload files"
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) {
          e.preventDefault();
          setOver(true);
        }
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <p>Drop files here to upload them into this folder, or</p>
      <div className="drv-actions">
        {PICKS.map((pick, i) =>
          pick.folder && !foldersAllowed ? null : (
            <button
              key={pick.button}
              type="button"
              className="kit-button"
              disabled={busy}
              onClick={() => inputs.current[i]?.click()}
            >
              {pick.button}
            </button>
          ),
        )}
      </div>
      {PICKS.map((pick, i) => (
        <input
          key={pick.button}
          ref={(el) => {
            inputs.current[i] = el;
            // React does not know webkitdirectory: set it on the element
            if (el && pick.folder) el.setAttribute('webkitdirectory', '');
          }}
          type="file"
          multiple
          hidden
          aria-label={pick.input}
          onChange={(e) => {
            void upload([...(e.target.files ?? [])].map(relative));
            e.target.value = '';
          }}
        />
      ))}
      {busy ? (
        <>
          <p className="drv-warning" role="status">
            {FILE_MESSAGES.uploadWarning}
          </p>
          <ul aria-label="Pending uploads">
            {shown.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {error ? (
        <p className="drv-message" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
