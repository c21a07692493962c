// The checks every drive call makes, in one place: a well-formed id, a file of the host's account
// (else 404 for every verb), the §6 rule for the verb (via contracts' access.ts), and for
// mutating calls a signed-in member with the CSRF token (body `token` or the x-csrf-token header,
// which wins, as in svc-identity).
import {
  API_ERRORS,
  canReadFile,
  FileID,
  type DriveFile,
  type FileAccessSubject,
  type FileViewer,
} from '@portal/contracts';
import { checkCsrfToken, CSRF_HEADER, httpError, type ContextSecret } from '@portal/contracts/server';
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { DriveQuotas } from '../quota/quotas.ts';
import type { FileStorage } from '../storage/storage.ts';
import { DRIVE_MESSAGES, forbidden, invalid, notFound } from './errors.ts';
import { resolveFile, type ResolvedFile } from './folders.ts';
import { viewerOf, withTeams, type DriveViewer, type ViewerDeps } from './viewer.ts';

export interface DriveDeps extends ViewerDeps {
  db: Pool;
  storage: FileStorage;
  contextSecret: ContextSecret;
  logger: Logger;
  /** Storage quotas (GET /api/files/quota); app.ts reads them from the environment by default. */
  quotas: DriveQuotas;
}

/** 400 for an id no file can have (ordinary 32-hex, special, or a personal folder's reference). */
export function checkFileID(id: unknown): string {
  if (typeof id !== 'string' || !FileID.safeParse(id).success) throw invalid(DRIVE_MESSAGES.invalidID);
  return id;
}

/** The file with this id in the host's account, or 404. */
export async function loadFile(deps: DriveDeps, viewer: DriveViewer, id: unknown): Promise<ResolvedFile> {
  const resolved = await resolveFile(deps.db, viewer.accountID, checkFileID(id));
  if (!resolved) throw notFound();
  return resolved;
}

/** The refusal for a viewer who lacks a right: anonymous visitors are asked to sign in. */
export function refusal(viewer: FileViewer) {
  return viewer.member ? forbidden() : httpError(API_ERRORS.signInRequired);
}

/** The viewer with team ids good for judging these files (see viewer.ts). */
export function judge(deps: DriveDeps, viewer: DriveViewer, ...subjects: (FileAccessSubject | null)[]) {
  return withTeams(viewer, subjects, deps);
}

/** §6 read (download, see the items of a folder), else 401/403. Answers the viewer to judge with. */
export async function requireRead(
  deps: DriveDeps,
  viewer: DriveViewer,
  file: DriveFile,
): Promise<DriveViewer> {
  const judged = await judge(deps, viewer, file);
  if (!canReadFile(file, judged)) throw refusal(judged);
  return judged;
}

/** Mutating drive calls: a signed-in member (401) carrying the CSRF token of their session (403). */
export function requireMutation(deps: Pick<DriveDeps, 'contextSecret'> & ViewerDeps): RequestHandler {
  return (req, res, next) => {
    const viewer = viewerOf(res, deps);
    if (!viewer.member || !viewer.sessionID) throw httpError(API_ERRORS.signInRequired);
    const body = req.body as { token?: unknown } | undefined;
    const sent = req.get(CSRF_HEADER) ?? (typeof body?.token === 'string' ? body.token : undefined);
    const subject = { sessionID: viewer.sessionID, accountID: viewer.accountID };
    if (!checkCsrfToken(sent, subject, deps.contextSecret)) throw httpError(API_ERRORS.tokenInvalid);
    next();
  };
}
