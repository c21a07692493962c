// Platform §2 File picker (exposed as 'mfe_drive/FilePicker'): a dialog with Drive and Upload tabs,
// 'Select Files' and 'Cancel'. Drive: the breadcrumb path, then Folders and Files; clicking a file
// adds or removes it (merged by id, no duplicates). Files the `filter` refuses are shown red with
// the title 'Invalid file selected' and dropped when the picker returns. Upload: the drive's upload
// area into the current folder; what it uploads is added to the selection.
import { FILE_MESSAGES, isFolder, type DriveFile } from '@portal/contracts';
import { adoptStyles, apiClient, Dialog, Loader, type ApiClient } from '@portal/kit';
import { useEffect, useState } from 'react';
import { crumbsOf } from '../drive/Breadcrumbs.tsx';
import { useFolder } from '../drive/useFolder.ts';
import { UploadArea } from '../upload/UploadArea.tsx';
import { mergeByID, validSelection, type FileFilter } from './selection.ts';
import driveCss from '../drive/drive.css?raw';

adoptStyles('mfe-drive', driveCss);

export interface FilePickerProps {
  open: boolean;
  /** Which files may be chosen (e.g. the favicon's extensions). */
  filter?: FileFilter;
  /** Only one file (the last one clicked) is kept. */
  single?: boolean;
  onSelect(files: DriveFile[]): void;
  onCancel(): void;
  client?: ApiClient;
}

function DriveTab(props: {
  folderID: string;
  setFolderID(id: string): void;
  selected: DriveFile[];
  toggle(file: DriveFile): void;
  filter: FileFilter | undefined;
  client: ApiClient;
}) {
  const { folderID, setFolderID, selected, toggle, filter, client } = props;
  // mounted afresh whenever the Drive tab shows (after an upload too), so it always reads the folder anew
  const { state } = useFolder(folderID, client);
  if (state.state === 'LOADING') return <Loader label="Loading files..." />;
  if (state.state === 'ERROR') {
    return (
      <p className="drv-message" role="alert">
        {FILE_MESSAGES.listError}
      </p>
    );
  }
  const folders = state.value.children.filter(isFolder);
  const files = state.value.children.filter((f) => !isFolder(f));
  return (
    <div>
      <nav className="drv-crumbs" aria-label="Picker path">
        <ol>
          {crumbsOf(state.value.folder).map((c) => (
            <li key={c.id}>
              <button type="button" className="kit-link-button" onClick={() => setFolderID(c.id)}>
                {c.name}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {folders.length === 0 && files.length === 0 ? <p>{FILE_MESSAGES.noFilesToSelect}</p> : null}
      {folders.length > 0 ? (
        <>
          <h3 id="drv-pick-folders">Folders</h3>
          <ul className="drv-pick-list" aria-labelledby="drv-pick-folders">
            {folders.map((f) => (
              <li key={f.id}>
                <button type="button" className="kit-link-button" onClick={() => setFolderID(f.id)}>
                  {f.fileName}/
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {files.length > 0 ? (
        <>
          <h3 id="drv-pick-files">Files</h3>
          <ul className="drv-pick-list" role="listbox" aria-multiselectable aria-labelledby="drv-pick-files">
            {files.map((f) => {
              const invalid = filter ? !filter(f) : false;
              const chosen = selected.some((s) => s.id === f.id);
              return (
                <li
                  key={f.id}
                  role="option"
                  aria-selected={chosen}
                  tabIndex={0}
                  className={invalid && chosen ? 'drv-invalid' : undefined}
                  {...(invalid && chosen ? { title: FILE_MESSAGES.invalidFileSelected } : {})}
                  onClick={() => toggle(f)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      toggle(f);
                    }
                  }}
                >
                  {f.fileName}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}

type Tab = 'drive' | 'upload';
const TABS: [Tab, string][] = [
  ['drive', 'Drive'],
  ['upload', 'Upload'],
];

export function FilePicker({
  open,
  filter,
  single = false,
  onSelect,
  onCancel,
  client = apiClient,
}: FilePickerProps) {
  const [tab, setTab] = useState<Tab>('drive');
  const [folderID, setFolderID] = useState('root');
  const [selected, setSelected] = useState<DriveFile[]>([]);

  useEffect(() => {
    if (open) {
      setSelected([]);
      setTab('drive');
    }
  }, [open]);

  const toggle = (file: DriveFile) =>
    setSelected((list) =>
      list.some((f) => f.id === file.id)
        ? list.filter((f) => f.id !== file.id)
        : single
          ? [file]
          : mergeByID(list, [file]),
    );

  return (
    <Dialog
      open={open}
      title="Select files"
      maxBodyHeight={750}
      buttons={[
        { label: 'Select Files', value: 'select', primary: true },
        { label: 'Cancel', value: 'cancel' },
      ]}
      onResult={(value) => (value === 'select' ? onSelect(validSelection(selected, filter)) : onCancel())}
    >
      <div className="drv-tabs" role="tablist">
        {TABS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            className="kit-button"
            aria-selected={tab === value}
            onClick={() => setTab(value)}
          >
            {label}
          </button>
        ))}
      </div>
      {open && tab === 'drive' ? (
        <DriveTab
          folderID={folderID}
          setFolderID={setFolderID}
          selected={selected}
          toggle={toggle}
          filter={filter}
          client={client}
        />
      ) : null}
      {open && tab === 'upload' ? (
        <UploadArea
          parentID={folderID}
          client={client}
          onUploaded={(files) => {
            const uploaded = files.filter((f) => !isFolder(f));
            setSelected((list) => (single ? uploaded.slice(-1) : mergeByID(list, uploaded)));
            setTab('drive');
          }}
        />
      ) : null}
      {selected.length > 0 ? <p className="drv-muted">{selected.length} selected</p> : null}
    </Dialog>
  );
}

export default FilePicker;
