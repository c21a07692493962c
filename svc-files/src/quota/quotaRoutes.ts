// GET /api/files/quota: the signed-in caller's storage used against their member quota, and their
// account's against the account quota (driveQuotaResponse), shown by the drive. Anonymous: 401.
import { API_ERRORS, driveQuotaResponse } from '@portal/contracts';
import { httpError } from '@portal/contracts/server';
import { Router } from 'express';
import { viewerOf, type ViewerDeps } from '../drive/viewer.ts';
import type { Pool } from 'pg';
import type { DriveQuotas } from './quotas.ts';
import { storageUsageOf } from './storageUsage.ts';

export function driveQuotaRoutes(deps: ViewerDeps & { db: Pool; quotas: DriveQuotas }): Router {
  const router = Router();
  router.get('/api/files/quota', async (_req, res) => {
    const viewer = viewerOf(res, deps);
    if (!viewer.ref) throw httpError(API_ERRORS.signInRequired);
    const usage = await storageUsageOf(deps.db, viewer.accountID, viewer.ref, deps.quotas);
    res.json(driveQuotaResponse.parse(usage));
  });
  return router;
}
