// GET /internal/files/{id}/info (contracts/src/files/internalFileInfo.ts): a file's name and the
// type the upload job found, for a service that stores a drive file's id (svc-identity checks the
// registry's favicon with it). Behind createServiceApp's signed-context check like every route, and
// never routed by the gateway; the account is the context's. Only finished files are answered: a
// folder, a file still being checked or one that failed its check is 404.
import { FOLDER_CONTENT_TYPE, isOrdinaryFileID, type InternalFileInfoResponse } from '@portal/contracts';
import { contextOf } from '@portal/contracts/server';
import { Router } from 'express';
import type { Pool } from 'pg';
import { notFound } from '../drive/errors.ts';
import { findRow } from '../drive/repository.ts';

// contracts' internalFileInfoPath
const FILE_INFO = '/internal/files/:fileid/info';

export function internalFileInfoRoutes(deps: { db: Pool }): Router {
  const router = Router();
  router.get(FILE_INFO, async (req, res) => {
    const id = req.params.fileid;
    const row = isOrdinaryFileID(id) ? await findRow(deps.db, contextOf(res).accountID, id) : null;
    if (!row || row.status !== 'ready' || row.content_type === FOLDER_CONTENT_TYPE) throw notFound();
    const answer: InternalFileInfoResponse = {
      id: row.id,
      fileName: row.file_name,
      contentType: row.content_type,
    };
    res.json(answer);
  });
  return router;
}
