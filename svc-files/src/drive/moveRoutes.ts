// POST /api/files/{parentid}/children {childid}: move the child into the folder; DELETE
// /api/files/{parentid}/children/{childid}: delete a child of that folder (platform §7). Move rules
// (§5 drive drop, §6): the child carries a 32-hex id and is neither the target nor already in it;
// the target is a folder (never the 'personalfolders' list) and not inside the child; the viewer
// holds MODIFY on the target and MODIFY on the child or its old parent (the right to take it out).
import {
  canDeleteOrShareFile,
  canModifyFile,
  FILE_MESSAGES,
  isFolder,
  isOrdinaryFileID,
  isValidDrop,
  moveRequest,
} from '@portal/contracts';
import { inTransaction, parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import { DRIVE_MESSAGES, invalid, notFound } from './errors.ts';
import { folderPathOf, resolveFile } from './folders.ts';
import { judge, loadFile, refusal, requireMutation, type DriveDeps } from './guards.ts';
import { removeFile } from './remove.ts';
import { ancestorChain, findRow, rowToFile, setParent } from './repository.ts';
import { lockTree } from './treeLock.ts';
import { viewerOf } from './viewer.ts';

export function driveMoveRoutes(deps: DriveDeps): Router {
  const router = Router();
  const mutation = requireMutation(deps);

  router.post('/api/files/:parentid/children', mutation, async (req, res) => {
    const viewer = viewerOf(res, deps);
    const { childid } = parseOrThrow(moveRequest, req.body);
    const { file: target } = await loadFile(deps, viewer, req.params.parentid);
    if (!isOrdinaryFileID(childid)) throw invalid(FILE_MESSAGES.invalidDrop);
    const child = await resolveFile(deps.db, viewer.accountID, childid);
    if (!child?.row) throw notFound();
    if (target.id === 'personalfolders' || !isFolder(target)) throw invalid(DRIVE_MESSAGES.notAFolder);
    if (!isValidDrop(childid, child.file.parentID, target.id)) {
      throw invalid(childid === target.id ? DRIVE_MESSAGES.moveIntoItself : DRIVE_MESSAGES.alreadyThere);
    }
    const oldParent = (await resolveFile(deps.db, viewer.accountID, child.row.parent_id))?.file ?? null;
    const judged = await judge(deps, viewer, target, child.file, oldParent);
    if (!canModifyFile(target, judged)) throw refusal(judged);
    if (!canDeleteOrShareFile(child.file, oldParent, judged)) throw refusal(judged);

    const moved = await inTransaction(deps.db, async (client) => {
      await lockTree(client, viewer.accountID);
      // under the lock: the child still where we judged it, and the target not inside it
      const current = await findRow(client, viewer.accountID, childid);
      if (!current) throw notFound();
      if (current.parent_id !== child.row!.parent_id) throw invalid(FILE_MESSAGES.invalidDrop);
      if (isOrdinaryFileID(target.id)) {
        const chain = await ancestorChain(client, viewer.accountID, target.id);
        if (chain.length === 0) throw notFound();
        if (chain.some((entry) => entry.id === childid)) throw invalid(DRIVE_MESSAGES.moveIntoItself);
      }
      return setParent(client, viewer.accountID, childid, target.id);
    });
    if (!moved) throw notFound();
    const answer = rowToFile(moved);
    res.json({ ...answer, folderPath: await folderPathOf(deps.db, answer) });
  });

  router.delete('/api/files/:parentid/children/:childid', mutation, async (req, res) => {
    const viewer = viewerOf(res, deps);
    const { file: parent } = await loadFile(deps, viewer, req.params.parentid);
    const child = await loadFile(deps, viewer, req.params.childid);
    if (child.file.parentID !== parent.id) throw notFound();
    await removeFile(deps, viewer, child);
    res.status(204).end();
  });

  return router;
}
