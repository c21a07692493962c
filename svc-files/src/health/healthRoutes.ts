// GET /api/files/health: a signed-in-only probe that the service, its database and the signed
// context work; it counts only the caller's account's files (the account filter in action).
import express, { type Router } from 'express';
import type { Pool } from 'pg';
import { contextOf, requireSignedIn } from '@portal/contracts/server';
import { countFiles } from '../db/filesRepository.ts';

export function healthRoutes(db: Pool): Router {
  const router = express.Router();
  router.get('/api/files/health', requireSignedIn, async (_req, res) => {
    const { accountID } = contextOf(res);
    res.json({ status: 'ok', service: 'files', accountID, files: await countFiles(db, accountID) });
  });
  return router;
}
