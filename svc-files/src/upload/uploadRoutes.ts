// POST /api/files/upload/{parentFolderId} (platform §7): multipart, one part per file named
// 'file-{name}', CSRF token in the x-csrf-token header. Each part is streamed to temporary storage
// (receiveParts.ts), then one pending row per file is inserted and one `upload` job per file queued
// (job id = file id); the answer is 201 with the created files (uploadResponse).
import { Router, type RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import {
  CSRF_HEADER,
  checkCsrfToken,
  contextOf,
  HttpError,
  requireSignedIn,
  sharedServerConfig,
  type ContextSecret,
} from '@portal/contracts/server';
import {
  API_ERRORS,
  FILE_MESSAGES,
  FileID,
  exceededQuota,
  parseSuperUserIds,
  roomLeft,
  toMemberReference,
  uploadResponse,
} from '@portal/contracts';
import { driveQuotasFrom, quotaRefusal, type DriveQuotas } from '../quota/quotas.ts';
import { storageUsageOf } from '../quota/storageUsage.ts';
import type { FileStorage } from '../storage/storage.ts';
import { folderPathOf } from '../drive/folders.ts';
import { rowToFile } from '../drive/repository.ts';
import type { MemberTeamsClient } from '../teams/memberTeamsClient.ts';
import { receiveParts, type ReceivedFile } from './receiveParts.ts';
import { checkUploadParent } from './uploadParent.ts';
import { buildUploadJob, uploadQueueFor, type UploadQueue } from './uploadQueue.ts';
import { insertPendingFiles, markFailed } from './uploadRepository.ts';

export const DEFAULT_MAX_UPLOAD_BYTES = 256 * 1024 * 1024;

export interface UploadRouteDeps {
  db: Pool;
  storage: FileStorage;
  contextSecret: ContextSecret;
  logger?: Logger;
  /** The `upload` queue; by default the one of REDIS_URL and REDIS_PREFIX. */
  uploadQueue?: UploadQueue;
  /** Per-file limit in bytes; by default MAX_UPLOAD_BYTES or 256 MiB. */
  maxUploadBytes?: number;
  /** SUPER_USER_IDS (platform §6's privileged user); by default read from the environment. */
  superUserIDs?: readonly number[];
  /** svc-identity's team call, for TEAM entries when the context lists no team (src/drive/viewer.ts). */
  memberTeams?: MemberTeamsClient;
  /** Storage quotas per member and per account; by default DRIVE_*_QUOTA_BYTES (src/quota). */
  quotas?: DriveQuotas;
}

export function maxUploadBytesFrom(env: NodeJS.ProcessEnv): number {
  const value = Number(env.MAX_UPLOAD_BYTES);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_MAX_UPLOAD_BYTES;
}

/** How long the call waits for Redis to take the jobs before it gives up (BullMQ waits forever). */
const ENQUEUE_TIMEOUT_MS = 10_000;

export function uploadRoutes(deps: UploadRouteDeps): Router {
  const router = Router();
  const maxBytes = deps.maxUploadBytes ?? maxUploadBytesFrom(process.env);
  const superUserIDs = deps.superUserIDs ?? parseSuperUserIds(process.env.SUPER_USER_IDS);
  const quotas = deps.quotas ?? driveQuotasFrom(process.env);
  const queue = () => deps.uploadQueue ?? uploadQueueFor(sharedServerConfig());

  const upload: RequestHandler = async (req, res, next) => {
    const context = contextOf(res);
    const member = context.member!;
    // foundation: uploads carry the CSRF token in the x-csrf-token header (the body is the files)
    const subject = { sessionID: context.session?.id ?? null, accountID: context.accountID };
    if (!checkCsrfToken(req.get(CSRF_HEADER), subject, deps.contextSecret)) {
      const { status, code, message } = API_ERRORS.tokenInvalid;
      res.status(status).set('connection', 'close').json({ code, message });
      req.resume();
      return;
    }
    const parentID = String(req.params.parentFolderId);
    const refuse = (status: number, code: string, message: string) => {
      res.status(status).set('connection', 'close').json({ code, message });
      req.resume();
    };
    if (!FileID.safeParse(parentID).success) return refuse(404, 'NOT_FOUND', FILE_MESSAGES.notFound);
    const parent = await checkUploadParent(
      { db: deps.db, superUserIDs, memberTeams: deps.memberTeams },
      context,
      parentID,
    );
    if (!parent.ok) return refuse(parent.status, parent.code, parent.message);

    // Storage quotas, first against the usage now: a full quota refuses before a byte is read, and
    // the parts may stream only the room left. The commit checks again under the account's lock.
    const caller = toMemberReference(member);
    const usage = await storageUsageOf(deps.db, context.accountID, caller, quotas);
    const overQuota = (which: 'member' | 'account') => {
      const { status, code, message } = quotaRefusal(which);
      return new HttpError(status, code, message);
    };
    if (roomLeft(usage) === 0) {
      const { status, code, message } = quotaRefusal(exceededQuota(usage, 1) ?? 'member');
      return refuse(status, code, message);
    }
    const checkTotal = (total: number) => {
      const over = exceededQuota(usage, total);
      return over ? overQuota(over) : null;
    };

    let files: ReceivedFile[];
    try {
      files = await receiveParts(req, {
        storage: deps.storage,
        accountID: context.accountID,
        maxBytes,
        checkTotal,
      });
    } catch (error) {
      if (error instanceof HttpError) return refuse(error.status, error.code, error.message);
      return next(error);
    }

    const dropBytes = () => Promise.allSettled(files.map((file) => deps.storage.remove(file.tempKey)));
    let inserted;
    try {
      inserted = await insertPendingFiles(deps.db, {
        accountID: context.accountID,
        parentID,
        caller,
        files,
        quotas,
      });
    } catch (error) {
      await dropBytes();
      return next(error);
    }
    if (!inserted.ok) {
      await dropBytes();
      // the folder was deleted while the parts came in, or another upload took the room meanwhile
      if (inserted.reason === 'parentGone') return refuse(404, 'NOT_FOUND', FILE_MESSAGES.notFound);
      const { status, code, message } = quotaRefusal(inserted.reason);
      return refuse(status, code, message);
    }
    const rows = inserted.rows;
    const now = new Date();
    try {
      const adds = Promise.all(
        files.map((file) =>
          queue().enqueue(
            buildUploadJob({ accountID: context.accountID, fileID: file.id, fileName: file.fileName, now }),
          ),
        ),
      );
      await Promise.race([
        adds,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('queue timeout')), ENQUEUE_TIMEOUT_MS).unref(),
        ),
      ]);
    } catch (error) {
      // Without their jobs the files would stay pending forever: mark them failed, drop the bytes.
      deps.logger?.error({ err: String(error) }, 'could not queue upload jobs');
      const ids = files.map((file) => file.id);
      await markFailed(deps.db, context.accountID, ids);
      await dropBytes();
      return refuse(
        503,
        'SERVICE_UNAVAILABLE',
        'The upload could not be finished right now. Please try again shortly.',
      );
    }
    const folderPath = await folderPathOf(deps.db, parent.parent);
    const created = rows.map((row) => {
      const file = rowToFile(row);
      return { ...file, folderPath: [...folderPath, { id: file.id, name: file.fileName }] };
    });
    res.status(201).json(uploadResponse.parse(created));
  };

  router.post('/api/files/upload/:parentFolderId', requireSignedIn, upload);
  return router;
}
