// Platform §2 Drive upload, drag and drop: a dropped folder uploads its contents like 'Select
// folder' does. The browser hands a dropped folder over as a directory entry
// (DataTransferItem.webkitGetAsEntry()); walking it gives each file a relative path in the form
// webkitdirectory uses ('top/sub/name.png'), so planFolderUpload creates the folders first.
import type { RelativeFile } from './uploadHelpers.ts';

export interface DroppedFile extends RelativeFile {
  file: File;
}

/** The slice of the File System API used here (the browser's FileSystemEntry and its kinds). */
export interface DropEntry {
  name: string;
  isFile: boolean;
  isDirectory: boolean;
}
interface FileEntry extends DropEntry {
  file(success: (file: File) => void, failure?: (error: unknown) => void): void;
}
interface DirectoryEntry extends DropEntry {
  createReader(): {
    readEntries(success: (entries: DropEntry[]) => void, failure?: (error: unknown) => void): void;
  };
}

/**
 * What was dropped, read at once: the browser empties the DataTransfer after the drop handler
 * returns, so the entries must be taken synchronously. Null entries (no entry API, or an item
 * that is not a file) leave the plain file list to be used instead.
 */
export function dropEntries(dataTransfer: Pick<DataTransfer, 'items' | 'files'>): {
  entries: DropEntry[] | null;
  files: File[];
} {
  const files = [...(dataTransfer.files ?? [])];
  const items = [...(dataTransfer.items ?? [])].filter((item) => item.kind === 'file');
  if (items.length === 0 || items.some((item) => typeof item.webkitGetAsEntry !== 'function')) {
    return { entries: null, files };
  }
  const entries = items.map((item) => item.webkitGetAsEntry() as DropEntry | null);
  return entries.every((e) => e !== null)
    ? { entries: entries as DropEntry[], files }
    : { entries: null, files };
}

const fileOf = (entry: FileEntry) => new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** A directory's children: readEntries answers in batches (Chromium: 100) until an empty one. */
async function childrenOf(entry: DirectoryEntry): Promise<DropEntry[]> {
  const reader = entry.createReader();
  const all: DropEntry[] = [];
  for (;;) {
    const batch = await new Promise<DropEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

/**
 * The files of a drop: a dropped file goes into the current folder (relative path ''); a dropped
 * folder's files keep their path below it, its name first ('trip/day 1/a.png'). Empty folders
 * bring no files, as with 'Select folder'.
 */
export async function filesFromDrop(drop: {
  entries: DropEntry[] | null;
  files: File[];
}): Promise<DroppedFile[]> {
  if (!drop.entries) return drop.files.map((file) => ({ file, name: file.name, webkitRelativePath: '' }));
  const out: DroppedFile[] = [];
  const walk = async (entry: DropEntry, folder: string | null): Promise<void> => {
    if (entry.isFile) {
      const file = await fileOf(entry as FileEntry);
      out.push({
        file,
        name: file.name,
        webkitRelativePath: folder === null ? '' : `${folder}/${file.name}`,
      });
    } else if (entry.isDirectory) {
      const path = folder === null ? entry.name : `${folder}/${entry.name}`;
      for (const child of await childrenOf(entry as DirectoryEntry)) await walk(child, path);
    }
  };
  for (const entry of drop.entries) await walk(entry, null);
  return out;
}
