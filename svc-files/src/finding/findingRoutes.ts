// GET /api/files/shared, /api/files/search and /api/files/team/{teamID} (contracts' discovery.ts):
// how a member finds what was shared with them. Mounted before GET /api/files/{id}, which would
// take 'shared' or 'search' for an id. Every row is judged with the contracts' rule before it is
// answered, in the caller's account only; pages are limited (at most 100) with nextOffset.
import {
  API_ERRORS,
  canReadFile,
  filePageQuery,
  fileSearchQuery,
  hasPermission,
  isSharedWith,
  isSharedWithTeam,
  teamFilesParam,
  type DriveFile,
  type FilePage,
} from '@portal/contracts';
import { httpError, parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import type { DriveDeps } from '../drive/guards.ts';
import { rowToFile, type DriveRow } from '../drive/repository.ts';
import { viewerOf, withTeams, type DriveViewer } from '../drive/viewer.ts';
import { searchRows, sharedWithRows, teamRows, type PageWindow } from './findingQueries.ts';

/** Any TEAM entry: asks for the member's teams when the signed context listed none (viewer.ts). */
const ANY_TEAM = [{ owner: null, permissions: [{ type: 'TEAM' as const, teamID: 0, permission: 1 }] }];

async function signedInViewer(deps: DriveDeps, res: Parameters<typeof viewerOf>[0]): Promise<DriveViewer> {
  const viewer = viewerOf(res, deps);
  if (!viewer.member) throw httpError(API_ERRORS.signInRequired);
  return withTeams(viewer, ANY_TEAM, deps);
}

/** The privileged user and FileManagement FULL read every file (contracts' fileAccessBits). */
const hasFullControl = (viewer: DriveViewer) =>
  viewer.superUser || (viewer.member !== null && hasPermission(viewer.member, 'FileManagement', 'FULL'));

function pageOf(rows: DriveRow[], window: PageWindow, keep: (file: DriveFile) => boolean): FilePage {
  const more = rows.length > window.limit;
  const files = rows.slice(0, window.limit).map(rowToFile).filter(keep);
  return { files, nextOffset: more ? window.offset + window.limit : null };
}

export function findingRoutes(deps: DriveDeps): Router {
  const router = Router();

  router.get('/api/files/shared', async (req, res) => {
    const window = parseOrThrow(filePageQuery, req.query);
    const viewer = await signedInViewer(deps, res);
    const rows = await sharedWithRows(deps.db, viewer, window);
    res.json(pageOf(rows, window, (file) => isSharedWith(file, viewer)));
  });

  router.get('/api/files/search', async (req, res) => {
    const query = parseOrThrow(fileSearchQuery, req.query);
    const viewer = await signedInViewer(deps, res);
    const rows = await searchRows(deps.db, viewer, hasFullControl(viewer), query.q, query);
    res.json(pageOf(rows, query, (file) => canReadFile(file, viewer)));
  });

  // anonymous visitors too: a team page is open to anyone, and lists only what the visitor may read
  router.get('/api/files/team/:teamID', async (req, res) => {
    const teamID = parseOrThrow(teamFilesParam, req.params.teamID);
    const window = parseOrThrow(filePageQuery, req.query);
    const viewer = await withTeams(viewerOf(res, deps), ANY_TEAM, deps);
    const rows = await teamRows(deps.db, viewer, hasFullControl(viewer), teamID, window);
    res.json(pageOf(rows, window, (file) => isSharedWithTeam(file, teamID, viewer)));
  });

  return router;
}
