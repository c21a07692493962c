// GET /api/files/info (dashboard widget 5, "Drive information with file count"): the size of the
// host account's drive for its signed-in members. It counts every ready file and folder of the
// account, not only what this viewer may read: it describes the unit's drive, not the viewer's view
// of it (counts only, no names, so nothing private is shown). Pending and failed uploads are not
// counted; the virtual special and personal folders have no row and are not counted either.
import { API_ERRORS, FOLDER_CONTENT_TYPE, type DriveInfoResponse } from '@portal/contracts';
import { httpError } from '@portal/contracts/server';
import { Router } from 'express';
import type { DriveDeps } from './guards.ts';
import { viewerOf } from './viewer.ts';

interface InfoRow {
  files: string;
  folders: string;
  bytes: string;
}

export function driveInfoRoutes(deps: DriveDeps): Router {
  const router = Router();

  router.get('/api/files/info', async (_req, res) => {
    const viewer = viewerOf(res, deps);
    if (!viewer.member) throw httpError(API_ERRORS.signInRequired);
    const { rows } = await deps.db.query<InfoRow>(
      `SELECT count(*) FILTER (WHERE content_type <> $2) AS files,
              count(*) FILTER (WHERE content_type = $2) AS folders,
              coalesce(sum(size) FILTER (WHERE content_type <> $2), 0) AS bytes
         FROM files.files WHERE account_id = $1 AND status = 'ready'`,
      [viewer.accountID, FOLDER_CONTENT_TYPE],
    );
    const row = rows[0];
    const info: DriveInfoResponse = {
      files: Number(row?.files ?? 0),
      folders: Number(row?.folders ?? 0),
      bytes: Number(row?.bytes ?? 0),
    };
    res.json(info);
  });

  return router;
}
