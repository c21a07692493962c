// POST /api/files/{parentid}/createfolder/{name}, POST /api/files/{fileid} (comments and/or
// sharing), DELETE /api/files/{fileid} (platform §7). Rules (§6): a folder needs a name,
// FileManagement FULL or MODIFY on the parent, and is not allowed in personal folders (the list,
// a member's folder, or anywhere below one); comments need MODIFY on the file; sharing needs
// MODIFY on the file or its parent; the special and personal folders are not rows and cannot be
// changed.
import { randomBytes } from 'node:crypto';
import {
  canCreateFolderIn,
  canDeleteOrShareFile,
  canModifyFile,
  FILE_MESSAGES,
  FOLDER_NAME_MAX,
  fileUpdateRequest,
  isFolder,
  isInPersonalFolders,
} from '@portal/contracts';
import { parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import { DRIVE_MESSAGES, invalid, notFound } from './errors.ts';
import { folderPathOf, resolveFile } from './folders.ts';
import { judge, loadFile, refusal, requireMutation, type DriveDeps } from './guards.ts';
import { removeFile } from './remove.ts';
import { insertFolder, rowToFile, updateFile } from './repository.ts';
import { viewerOf } from './viewer.ts';

/** A folder name: trimmed, required, at most FOLDER_NAME_MAX, no control characters (newlines). */
export function checkFolderName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (name === '') throw invalid(FILE_MESSAGES.folderNameRequired);
  if (name.length > FOLDER_NAME_MAX) throw invalid(DRIVE_MESSAGES.folderNameTooLong);
  if (/[\u0000-\u001f\u007f]/.test(name)) throw invalid(DRIVE_MESSAGES.folderNameInvalid);
  return name;
}

export function driveWriteRoutes(deps: DriveDeps): Router {
  const router = Router();
  const mutation = requireMutation(deps);

  // an empty name never reaches the route with a :name segment
  router.post('/api/files/:parentid/createfolder', mutation, () => {
    throw invalid(FILE_MESSAGES.folderNameRequired);
  });

  router.post('/api/files/:parentid/createfolder/:name', mutation, async (req, res) => {
    const viewer = viewerOf(res, deps);
    const name = checkFolderName(req.params.name);
    const { file: parent } = await loadFile(deps, viewer, req.params.parentid);
    // §6 "not allowed in personal folders": anywhere below one too, so the path is read
    const folderPath = await folderPathOf(deps.db, parent);
    if (isInPersonalFolders({ id: parent.id, folderPath })) throw invalid(FILE_MESSAGES.noFoldersInPersonal);
    if (!isFolder(parent)) throw invalid(DRIVE_MESSAGES.notAFolder);
    const judged = await judge(deps, viewer, parent);
    if (!canCreateFolderIn({ ...parent, folderPath }, judged)) throw refusal(judged);
    const row = await insertFolder(deps.db, {
      accountID: viewer.accountID,
      id: randomBytes(16).toString('hex'),
      parentID: parent.id,
      name,
      owner: viewer.ref!,
    });
    const created = rowToFile(row);
    res.status(201).json({ ...created, folderPath: await folderPathOf(deps.db, created) });
  });

  router.post('/api/files/:fileid', mutation, async (req, res) => {
    const viewer = viewerOf(res, deps);
    const { comments, permissions } = parseOrThrow(fileUpdateRequest, req.body);
    const { file, row } = await loadFile(deps, viewer, req.params.fileid);
    if (!row) throw invalid(DRIVE_MESSAGES.specialFolderFixed);
    const parent = (await resolveFile(deps.db, viewer.accountID, row.parent_id))?.file ?? null;
    const judged = await judge(deps, viewer, file, parent);
    if (comments !== undefined && !canModifyFile(file, judged)) throw refusal(judged);
    if (permissions !== undefined && !canDeleteOrShareFile(file, parent, judged)) throw refusal(judged);
    const updated = await updateFile(deps.db, viewer.accountID, file.id, { comments, permissions });
    if (!updated) throw notFound(); // deleted meanwhile
    const answer = rowToFile(updated);
    res.json({ ...answer, folderPath: await folderPathOf(deps.db, answer) });
  });

  router.delete('/api/files/:fileid', mutation, async (req, res) => {
    const viewer = viewerOf(res, deps);
    await removeFile(deps, viewer, await loadFile(deps, viewer, req.params.fileid));
    res.status(204).end();
  });

  return router;
}
