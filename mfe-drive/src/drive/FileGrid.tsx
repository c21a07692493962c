// The folder's items in rows of four (platform §2 Drive): click selects, double-click or Enter opens
// a folder, M asks where to move the selected item. Ordinary items can be dragged (the drag data is
// the 32-hex id) onto a folder the viewer may modify (§5 drive drop, contracts isValidDrop).
import {
  canModifyFile,
  isFolder,
  isOrdinaryFileID,
  isShared,
  isValidDrop,
  type DriveFile,
  type FileViewer,
} from '@portal/contracts';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { thumbnailHref } from './fileCalls.ts';

export const DRAG_TYPE = 'application/x-portal-file';

export interface FileGridProps {
  items: readonly DriveFile[];
  folderID: string;
  viewer: FileViewer;
  selectedID: string | null;
  onSelect(id: string | null): void;
  onOpen(folder: DriveFile): void;
  onMoveRequest(item: DriveFile): void;
  onDropMove(childID: string, target: DriveFile): void;
}

/** Folders first, then files, each by name (the server's order within each group is kept stable). */
export function sortItems(items: readonly DriveFile[]): DriveFile[] {
  return [...items].sort(
    (a, b) => Number(isFolder(b)) - Number(isFolder(a)) || a.fileName.localeCompare(b.fileName),
  );
}

export function droppedID(event: Pick<DragEvent, 'dataTransfer'>): string {
  return (event.dataTransfer.getData(DRAG_TYPE) || event.dataTransfer.getData('text/plain')).trim();
}

// Inline SVG icons: emoji depend on the visitor's fonts.
function FolderIcon() {
  return (
    <svg className="drv-icon" viewBox="0 0 48 40" width="56" height="48" aria-hidden="true">
      <path d="M2 6a4 4 0 0 1 4-4h12l5 5h19a4 4 0 0 1 4 4v23a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4z" fill="#e0a93b" />
      <path d="M2 13h44v21a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4z" fill="#f2c25c" />
    </svg>
  );
}

function FileIcon() {
  return (
    <svg className="drv-icon" viewBox="0 0 40 48" width="44" height="52" aria-hidden="true">
      <path
        d="M4 2h22l10 10v32a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z"
        fill="#fff"
        stroke="#7b8794"
        strokeWidth="2"
      />
      <path d="M26 2v10h10" fill="none" stroke="#7b8794" strokeWidth="2" />
      <path d="M9 22h22M9 29h22M9 36h15" stroke="#9aa5b1" strokeWidth="2" />
    </svg>
  );
}

/** Shown on an item whose sharing settings give someone besides its owner access. */
export function SharedMarker() {
  return (
    <span className="drv-shared" title="Shared with others">
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
        <circle cx="5" cy="5" r="3" fill="currentColor" />
        <circle cx="11.5" cy="6" r="2.5" fill="currentColor" />
        <path
          d="M0 15c0-3 2.2-5 5-5s5 2 5 5zM9.5 15c0-2-.6-3.4-1.6-4.4.9-.6 2.2-.9 3.6-.6 2.3.4 4.5 2 4.5 5z"
          fill="currentColor"
        />
      </svg>
      Shared
    </span>
  );
}

function ItemIcon({ item }: { item: DriveFile }) {
  if (isFolder(item)) return <FolderIcon />;
  if (item.hasThumbnail) {
    return <img className="drv-thumb" src={thumbnailHref(item.id)} alt={`Preview of ${item.fileName}`} />;
  }
  return <FileIcon />;
}

export function FileGrid(props: FileGridProps) {
  const { items, folderID, viewer, selectedID, onSelect, onOpen, onMoveRequest, onDropMove } = props;
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const accepts = (target: DriveFile, id: string | null) =>
    isFolder(target) && id !== null && isValidDrop(id, folderID, target.id) && canModifyFile(target, viewer);

  const keyDown = (event: KeyboardEvent, item: DriveFile) => {
    if (event.key === 'Enter' && isFolder(item)) onOpen(item);
    else if (event.key === ' ') {
      event.preventDefault();
      onSelect(item.id);
    } else if ((event.key === 'm' || event.key === 'M') && isOrdinaryFileID(item.id)) {
      onSelect(item.id);
      onMoveRequest(item);
    }
  };

  return (
    <ul className="drv-grid" role="listbox" aria-label="Folders and files">
      {sortItems(items).map((item) => (
        <li
          key={item.id}
          role="option"
          aria-selected={item.id === selectedID}
          tabIndex={0}
          className={`drv-item${over === item.id ? ' drv-drop' : ''}`}
          data-id={item.id}
          draggable={isOrdinaryFileID(item.id)}
          onClick={() => onSelect(item.id)}
          onDoubleClick={() => isFolder(item) && onOpen(item)}
          onKeyDown={(e) => keyDown(e, item)}
          onDragStart={(e) => {
            e.dataTransfer.setData(DRAG_TYPE, item.id);
            e.dataTransfer.setData('text/plain', item.id);
            e.dataTransfer.effectAllowed = 'move';
            setDragging(item.id);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
          onDragOver={(e) => {
            // the data is unreadable until drop; the id of our own drag decides here
            if (accepts(item, dragging)) {
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              setOver(item.id);
            }
          }}
          onDragLeave={() => setOver((o) => (o === item.id ? null : o))}
          onDrop={(e) => {
            e.preventDefault();
            setOver(null);
            setDragging(null);
            const id = droppedID(e);
            if (accepts(item, id)) onDropMove(id, item);
          }}
        >
          <ItemIcon item={item} />
          <span className="drv-name">{item.fileName}</span>
          {isFolder(item) ? <span className="drv-muted">Folder</span> : null}
          {isOrdinaryFileID(item.id) && isShared(item) ? <SharedMarker /> : null}
          {item.status === 'pending' ? <span className="drv-muted">Processing…</span> : null}
          {item.status === 'failed' ? <span className="drv-message">Upload failed</span> : null}
        </li>
      ))}
    </ul>
  );
}
