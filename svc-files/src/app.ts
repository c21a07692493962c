// createApp(deps): svc-files' HTTP app. Every route sits behind the signed-context check.
import type { Express } from 'express';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { createServiceApp, type ContextSecret } from '@portal/contracts/server';
import { bannerRoutes } from './banner/bannerRoutes.ts';
import { driveRoutes } from './drive/router.ts';
import { healthRoutes } from './health/healthRoutes.ts';
import { internalDocumentRoutes } from './internal/documentRoutes.ts';
import { internalFileInfoRoutes } from './internal/fileInfoRoutes.ts';
import { createLogger } from './logger.ts';
import { driveQuotasFrom, type DriveQuotas } from './quota/quotas.ts';
import type { FileStorage } from './storage/storage.ts';
import type { MemberTeamsClient } from './teams/memberTeamsClient.ts';
import { uploadRoutes } from './upload/uploadRoutes.ts';

export interface FilesDeps {
  db: Pool;
  /** One key, or the accepted keys during a rotation (the first signs). */
  contextSecret: ContextSecret;
  logger?: Logger;
  /** svc-identity's base URL: every 500 is reported to its error list (platform §2 Error list). */
  identityUrl?: string;
  /** Where file bytes and thumbnails live (FILES_DIR folder by default). */
  storage: FileStorage;
  /** svc-identity's team-membership call, for TEAM entries when the context lists no team. */
  memberTeams?: MemberTeamsClient;
  /** The privileged user(s) of platform §6 (SUPER_USER_IDS). */
  superUserIDs?: readonly number[];
  /** Storage quotas per member and per account; by default DRIVE_*_QUOTA_BYTES (src/quota). */
  quotas?: DriveQuotas;
}

export function createApp(deps: FilesDeps): Express {
  const logger = deps.logger ?? createLogger('info');
  // read at start: a malformed quota stops the service here, not on the first upload
  const quotas = deps.quotas ?? driveQuotasFrom(process.env);
  return createServiceApp({
    service: 'svc-files',
    contextSecret: deps.contextSecret,
    logger,
    identityUrl: deps.identityUrl,
    routes: (app) => {
      app.use(healthRoutes(deps.db));
      // the upload route before the drive's /api/files/:id routes
      app.use(uploadRoutes({ ...deps, logger, quotas }));
      app.use(driveRoutes({ ...deps, logger, quotas }));
      // GET /api/banner: the home page's photo banner (anonymous visitors too)
      app.use(bannerRoutes(deps));
      // GET /internal/files/{id}/info: another service's check of a file it stores the id of
      app.use(internalFileInfoRoutes(deps));
      // /internal/files/documents: a document another service made (a signed permission slip),
      // stored and read back by its key
      app.use(internalDocumentRoutes({ ...deps, logger }));
    },
  });
}
