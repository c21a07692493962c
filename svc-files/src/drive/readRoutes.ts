// GET /api/files/{id}, /dirty, /children, /children/dirty (platform §7). Reading a file needs §6
// READ on it; listing a folder needs READ on the folder, and then shows only the items the viewer
// may read on their own (contracts' readableItems, the rule of the single-file read), so a listing
// never leaks what the viewer would be refused. Exceptions: root also lists the virtual folders
// 'events' and 'personalfolders'; 'personalfolders' lists the personal folders the viewer may read
// (their own, or all with FileManagement FULL). Rows still being uploaded are listed with their status.
import {
  isFolder,
  readableItems,
  stringifyMemberReference,
  type DriveFile,
  type FolderPathEntry,
  type FullDriveFile,
} from '@portal/contracts';
import { Router, type Response } from 'express';
import { invalid } from './errors.ts';
import { folderPathOf, personalFolder, personalFolderOwner, specialFolder } from './folders.ts';
import { loadFile, requireRead, type DriveDeps } from './guards.ts';
import { listPersonalFolders, registerPersonalFolder } from './personalFolders.ts';
import { childRows, rowToFile } from './repository.ts';
import { viewerOf, withTeams, type DriveViewer } from './viewer.ts';

const NOT_A_FOLDER = 'Only folders have items';

/** A member opening their own personal folder "asks for it": it is listed from then on. */
async function rememberOwnFolder(deps: DriveDeps, viewer: DriveViewer, id: string): Promise<void> {
  if (viewer.ref && viewer.name && stringifyMemberReference(viewer.ref) === id) {
    await registerPersonalFolder(deps.db, viewer.accountID, id, viewer.name);
  }
}

async function readableFile(deps: DriveDeps, res: Response, id: unknown): Promise<DriveFile> {
  const viewer = viewerOf(res, deps);
  const { file } = await loadFile(deps, viewer, id);
  await requireRead(deps, viewer, file);
  if (personalFolderOwner(file.id)) {
    await rememberOwnFolder(deps, viewer, file.id);
    // the name just remembered (their current name) shows at once
    if (viewer.ref && file.id === stringifyMemberReference(viewer.ref) && viewer.name) {
      return { ...file, fileName: viewer.name };
    }
  }
  return file;
}

async function childrenOf(deps: DriveDeps, viewer: DriveViewer, folder: DriveFile): Promise<DriveFile[]> {
  if (!isFolder(folder)) throw invalid(NOT_A_FOLDER);
  const accountID = viewer.accountID;
  if (folder.id === 'personalfolders') {
    const listed = await listPersonalFolders(deps.db, accountID);
    const own = viewer.ref ? stringifyMemberReference(viewer.ref) : null;
    if (own && !listed.some((entry) => entry.id === own)) listed.push({ id: own, name: viewer.name });
    const folders = listed.flatMap((entry) => {
      const owner = personalFolderOwner(entry.id);
      if (!owner) return [];
      const name = entry.id === own ? viewer.name : entry.name;
      return [personalFolder(accountID, owner, name)];
    });
    folders.sort(
      (a, b) => a.fileName.toLowerCase().localeCompare(b.fileName.toLowerCase()) || a.id.localeCompare(b.id),
    );
    return readableItems(folders, await withTeams(viewer, folders, deps));
  }
  const rows = (await childRows(deps.db, accountID, folder.id)).map(rowToFile);
  const items =
    folder.id === 'root'
      ? [specialFolder(accountID, 'events'), specialFolder(accountID, 'personalfolders'), ...rows]
      : rows;
  return readableItems(items, await withTeams(viewer, items, deps));
}

const withPath = (file: DriveFile, folderPath: FolderPathEntry[]): FullDriveFile => ({ ...file, folderPath });

export function driveReadRoutes(deps: DriveDeps): Router {
  const router = Router();

  router.get('/api/files/:id', async (req, res) => {
    res.json(await readableFile(deps, res, req.params.id));
  });

  router.get('/api/files/:id/dirty', async (req, res) => {
    const file = await readableFile(deps, res, req.params.id);
    res.json(withPath(file, await folderPathOf(deps.db, file)));
  });

  router.get('/api/files/:id/children', async (req, res) => {
    const folder = await readableFile(deps, res, req.params.id);
    res.json(await childrenOf(deps, viewerOf(res, deps), folder));
  });

  router.get('/api/files/:id/children/dirty', async (req, res) => {
    const folder = await readableFile(deps, res, req.params.id);
    const children = await childrenOf(deps, viewerOf(res, deps), folder);
    // every child sits in this folder: its path is the folder's path plus itself
    const base = await folderPathOf(deps.db, folder);
    res.json(children.map((child) => withPath(child, [...base, { id: child.id, name: child.fileName }])));
  });

  return router;
}
