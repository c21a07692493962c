// Pure pieces of the upload area (platform §2 Drive upload): the pending list, percentages, and the
// folder plan of a directory upload (folders first, parents before children).

/** §2: the pending list shows at most `max` names, then '...'. */
export function pendingListDisplay(names: readonly string[], max = 3): string[] {
  return names.length > max ? [...names.slice(0, max), '...'] : [...names];
}

/** Whole percent of an upload; 0 while the total is unknown, never above 100. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}

export interface RelativeFile {
  name: string;
  /** '' for a plain selection; 'top/sub/name.png' for a folder selection (webkitdirectory). */
  webkitRelativePath: string;
}

export interface FolderPlan<F extends RelativeFile> {
  /** Folder paths to create, each after its parent: 'top', 'top/sub'. */
  folders: string[];
  /** Files by the folder path they go into ('' = the current folder). */
  files: Map<string, F[]>;
}

export function planFolderUpload<F extends RelativeFile>(selected: readonly F[]): FolderPlan<F> {
  const folders = new Set<string>();
  const files = new Map<string, F[]>();
  for (const file of selected) {
    const parts = file.webkitRelativePath.split('/').filter((p) => p !== '');
    const dirs = parts.slice(0, -1);
    for (let i = 1; i <= dirs.length; i++) folders.add(dirs.slice(0, i).join('/'));
    const key = dirs.join('/');
    files.set(key, [...(files.get(key) ?? []), file]);
  }
  // sorting by depth keeps every parent before its children
  const ordered = [...folders].sort(
    (a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b),
  );
  return { folders: ordered, files };
}

/** The parent path of 'top/sub' is 'top'; of 'top' it is ''. */
export const parentPath = (path: string): string => path.split('/').slice(0, -1).join('/');
export const lastName = (path: string): string => path.split('/').pop() ?? path;

/**
 * Per-file percents of one multipart request: the body sends the files in order, so the bytes sent
 * (scaled from the body's total to the files' total, the part headers being small) fill them in turn.
 */
export function filePercents(sizes: readonly number[], loaded: number, total: number): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  let sent = total > 0 ? (loaded / total) * sum : 0;
  return sizes.map((size) => {
    const part = Math.min(size, sent);
    sent = Math.max(0, sent - size);
    if (size === 0) return total > 0 && loaded >= total ? 100 : 0;
    return uploadPercent(part, size);
  });
}
