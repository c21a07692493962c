// Platform §2 Drive: /drive/{id?}, /filemanagement/{id?} (alone = root; the last segment names the
// folder) and /drive/{member reference} (a member's personal drive). Breadcrumbs, the folder's items
// in rows of four, new folder, the selected item's panel, moves by drag and drop or keyboard, and
// the upload area. Nobody signed in: what the server lets the public see, and a sign-in hint.
import {
  canCreateFolderIn,
  canModifyFile,
  FILE_MESSAGES,
  FileID,
  isFolder,
  isInPersonalFolders,
  type DriveFile,
  type FullDriveFile,
} from '@portal/contracts';
import {
  adoptStyles,
  apiClient,
  currentPath,
  isApiError,
  Loader,
  signinPath,
  useSession,
  type ApiClient,
} from '@portal/kit';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { StorageUsage } from '../quota/StorageUsage.tsx';
import { UploadArea } from '../upload/UploadArea.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { FindingBar } from '../finding/FindingBar.tsx';
import { FoundFiles } from '../finding/FoundFiles.tsx';
import {
  findingViewOf,
  folderHref,
  parseDrivePath,
  sharedHref,
  type DriveBase,
  type ParsedDrivePath,
} from './drivePath.ts';
import { moveFile } from './fileCalls.ts';
import { FileGrid } from './FileGrid.tsx';
import { MoveDialog, moveTargets } from './MoveDialog.tsx';
import { NewFolderForm } from './NewFolderForm.tsx';
import { SelectedPanel } from './SelectedPanel.tsx';
import { useFileViewer } from './useFileViewer.ts';
import { isRefusal, useFolder } from './useFolder.ts';
import driveCss from './drive.css?raw';

adoptStyles('mfe-drive', driveCss);

/** While uploads are still 'pending' (their job runs), the listing is read again, briefly. */
export const PENDING_REFRESH_MS = 1000;
export const PENDING_REFRESH_MAX = 15;

function SignInHint() {
  const location = useLocation();
  return (
    <p className="drv-muted">
      You are seeing the files shared with everyone.{' '}
      <Link to={signinPath(currentPath(location))}>Sign in</Link> to see the files shared with you.
    </p>
  );
}

function FolderView(props: {
  base: DriveBase;
  folder: FullDriveFile;
  items: DriveFile[];
  reload(): void;
  client: ApiClient;
}) {
  const { base, folder, items, reload, client } = props;
  const viewer = useFileViewer();
  const navigate = useNavigate();
  const [selectedID, setSelectedID] = useState<string | null>(null);
  const [moving, setMoving] = useState<DriveFile | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // storage figures change with uploads and deletes
  const [usageVersion, setUsageVersion] = useState(0);
  const polls = useRef(0);
  const pending = items.some((i) => i.status === 'pending');
  useEffect(() => {
    if (!pending || polls.current >= PENDING_REFRESH_MAX) return;
    const timer = window.setTimeout(() => {
      polls.current += 1;
      reload();
    }, PENDING_REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [pending, items, reload]);

  const selected = items.find((i) => i.id === selectedID) ?? null;
  const open = (item: DriveFile) => navigate(folderHref(base, item.id));
  const move = async (childID: string, targetID: string) => {
    setMoving(null);
    try {
      await moveFile(childID, targetID, client);
      setMessage(null);
      setSelectedID(null);
      reload();
    } catch (e) {
      setMessage(isApiError(e) ? e.message : FILE_MESSAGES.invalidDrop);
    }
  };

  return (
    <>
      <Breadcrumbs folder={folder} base={base} />
      <h1>{folder.fileName}</h1>
      <div className="drv-toolbar">
        {canCreateFolderIn(folder, viewer) ? (
          <NewFolderForm parentID={folder.id} onCreated={reload} client={client} />
        ) : null}
      </div>
      {message ? (
        <p className="drv-message" role="alert">
          {message}
        </p>
      ) : null}
      {items.length === 0 ? <p className="drv-muted">This folder is empty.</p> : null}
      <FileGrid
        items={items}
        folderID={folder.id}
        viewer={viewer}
        selectedID={selectedID}
        onSelect={setSelectedID}
        onOpen={open}
        onMoveRequest={setMoving}
        onDropMove={(childID, target) => void move(childID, target.id)}
      />
      {selected ? (
        <SelectedPanel
          item={selected}
          folder={folder}
          viewer={viewer}
          client={client}
          onChanged={reload}
          onDeleted={() => {
            setSelectedID(null);
            setUsageVersion((v) => v + 1);
            reload();
          }}
          onMoveRequest={() => setMoving(selected)}
        />
      ) : null}
      <MoveDialog
        item={moving}
        targets={moving ? moveTargets(moving, folder, items, viewer) : []}
        onMove={(target) => moving && void move(moving.id, target)}
        onCancel={() => setMoving(null)}
      />
      {viewer.member ? <StorageUsage version={usageVersion} client={client} /> : null}
      {viewer.member && canModifyFile(folder, viewer) && isFolder(folder) ? (
        <UploadArea
          parentID={folder.id}
          foldersAllowed={!isInPersonalFolders(folder)}
          client={client}
          onUploaded={() => {
            polls.current = 0;
            setUsageVersion((v) => v + 1);
            reload();
          }}
        />
      ) : null}
    </>
  );
}

/** A folder's page; a segment no folder can have says why it cannot be opened. */
function FolderPage({ parsed, client }: { parsed: ParsedDrivePath; client: ApiClient }) {
  const folderID = parsed.ok ? parsed.folderID : null;
  const { state, reload, retry } = useFolder(folderID ?? 'root', client);

  if (!parsed.ok)
    return (
      <p className="drv-message" role="alert">
        {FILE_MESSAGES.goToFolderError}: {FileID.safeParse(parsed.segment).error?.issues[0]?.message ?? ''}
      </p>
    );
  if (state.state === 'LOADING') return <Loader label="Loading files..." />;
  if (state.state === 'ERROR')
    // a failed load may pass (the files service restarting): Try again, without reloading the page;
    // a refusal will not, so it points to what was shared with the member instead
    return (
      <>
        <p className="drv-message" role="alert">
          {state.message}
        </p>
        {isRefusal(state.error) ? (
          <p>
            <Link to={sharedHref(parsed.base)}>See the files shared with you</Link>
          </p>
        ) : (
          <button type="button" className="kit-button" onClick={retry}>
            Try again
          </button>
        )}
      </>
    );
  return (
    <FolderView
      key={state.value.folder.id}
      base={parsed.base}
      folder={state.value.folder}
      items={state.value.children}
      reload={reload}
      client={client}
    />
  );
}

export function DrivePage({ client = apiClient }: { client?: ApiClient }) {
  const location = useLocation();
  const view = findingViewOf(location.pathname);
  const parsed = parseDrivePath(location.pathname);
  const session = useSession();

  return (
    <div className="drv">
      {session.status === 'LOADED' && !session.member ? <SignInHint /> : null}
      {session.member ? <FindingBar key={location.search} base={parsed.base} /> : null}
      {view ? (
        <FoundFiles view={view} base={parsed.base} client={client} />
      ) : (
        <FolderPage parsed={parsed} client={client} />
      )}
    </div>
  );
}
