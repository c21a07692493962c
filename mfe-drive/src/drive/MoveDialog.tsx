// Keyboard way of §5 drive drop: choose the folder the selected item goes to. Candidates are the
// folders beside the item and the folders above it (the breadcrumbs), filtered by isValidDrop and,
// where the page knows the folder's permissions, MODIFY. The server checks again.
import {
  canModifyFile,
  isFolder,
  isValidDrop,
  type DriveFile,
  type FileViewer,
  type FullDriveFile,
} from '@portal/contracts';
import { Dialog } from '@portal/kit';
import { useEffect, useState } from 'react';
import { crumbsOf } from './Breadcrumbs.tsx';

export interface MoveTarget {
  id: string;
  name: string;
}

export function moveTargets(
  item: DriveFile,
  folder: FullDriveFile,
  siblings: readonly DriveFile[],
  viewer: FileViewer,
): MoveTarget[] {
  const above = crumbsOf(folder).slice(0, -1).reverse();
  const beside = siblings.filter((f) => isFolder(f) && canModifyFile(f, viewer));
  return [
    ...beside.map((f) => ({ id: f.id, name: f.fileName })),
    ...above.map((c) => ({ ...c, name: `${c.name} (up)` })),
  ].filter((t) => isValidDrop(item.id, folder.id, t.id));
}

export function MoveDialog(props: {
  item: DriveFile | null;
  targets: readonly MoveTarget[];
  onMove(targetID: string): void;
  onCancel(): void;
}) {
  const { item, targets, onMove, onCancel } = props;
  const [choice, setChoice] = useState<string | null>(null);
  useEffect(() => setChoice(null), [item]);
  return (
    <Dialog
      open={item !== null}
      title={`Move ${item?.fileName ?? ''} to…`}
      buttons={[
        { label: 'Move', value: 'move', primary: true, disabled: choice === null },
        { label: 'Cancel', value: 'cancel' },
      ]}
      onResult={(value) => (value === 'move' && choice ? onMove(choice) : onCancel())}
    >
      {targets.length === 0 ? <p>There is no folder to move this item to from here.</p> : null}
      <fieldset>
        <legend>Folder</legend>
        {targets.map((t) => (
          <label key={t.id} style={{ display: 'block' }}>
            <input
              type="radio"
              name="drv-move-target"
              checked={choice === t.id}
              onChange={() => setChoice(t.id)}
            />{' '}
            {t.name}
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
