// The drive's calls (platform §7 files, all but the upload): mounted by app.ts after the upload
// route. Their refusals are HttpErrors, answered by the app's shared jsonErrorHandler.
import { Router } from 'express';
import { driveDownloadRoutes } from './downloadRoutes.ts';
import { driveInfoRoutes } from './infoRoutes.ts';
import type { DriveDeps } from './guards.ts';
import { driveMoveRoutes } from './moveRoutes.ts';
import { driveReadRoutes } from './readRoutes.ts';
import { driveWriteRoutes } from './writeRoutes.ts';
import { driveQuotaRoutes } from '../quota/quotaRoutes.ts';
import { findingRoutes } from '../finding/findingRoutes.ts';

export type { DriveDeps } from './guards.ts';

export function driveRoutes(deps: DriveDeps): Router {
  const inOrder = [
    // /api/files/info before GET /api/files/:id, which would take 'info' for an id (400)
    driveInfoRoutes,
    driveQuotaRoutes,
    // /api/files/shared, /search, /team/{id}: before GET /api/files/:id as well
    findingRoutes,
    // download/export before the generic GET /:id/... reads (distinct paths anyway)
    driveDownloadRoutes,
    driveReadRoutes,
    driveWriteRoutes,
    driveMoveRoutes,
  ];
  return Router().use(inOrder.map((routes) => routes(deps)));
}
