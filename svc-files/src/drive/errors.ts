// The drive's error answers: a DriveError thrown anywhere in a drive route becomes its JSON
// { code, message } (driveErrorHandler), so a handler can stop with one line. Messages are the
// contracts' FILE_MESSAGES where one exists, so the UI and the service say the same words.
import { API_ERRORS, FILE_MESSAGES } from '@portal/contracts';
import type { ErrorRequestHandler } from 'express';

export class DriveError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: string[],
  ) {
    super(message);
  }
}

export const notFound = (): DriveError => new DriveError(404, 'NOT_FOUND', FILE_MESSAGES.notFound);
export const forbidden = (): DriveError =>
  new DriveError(403, API_ERRORS.forbidden.code, FILE_MESSAGES.noPermission);
export const signInRequired = (): DriveError =>
  new DriveError(401, API_ERRORS.signInRequired.code, API_ERRORS.signInRequired.message);
export const tokenInvalid = (): DriveError =>
  new DriveError(403, API_ERRORS.tokenInvalid.code, API_ERRORS.tokenInvalid.message);
export const invalid = (message: string, issues: string[] = [message]): DriveError =>
  new DriveError(400, 'VALIDATION', message, issues);

/** Words of ours (the spec gives none) for the drive's refusals. */
export const DRIVE_MESSAGES = {
  invalidID: 'Invalid file ID',
  specialFolderFixed: 'The special folders cannot be changed, moved or deleted',
  notAFolder: 'Items can only be put into folders',
  moveIntoItself: 'A folder cannot be moved into itself or one of its own folders',
  alreadyThere: 'The item is already in that folder',
  notDownloadable: 'Folders cannot be downloaded',
  notReady: 'The file is still being processed. Please try again shortly.',
  uploadFailed: 'The upload of this file failed',
  noThumbnail: 'This file has no thumbnail',
  contentMissing: "The file's contents are missing",
  folderNameInvalid: 'A folder name cannot contain control characters',
  folderNameTooLong: 'A folder name can be at most 200 characters',
  notAChild: 'The item is not in that folder',
} as const;

/** Answers DriveErrors; passes everything else on to the shared handler (which logs a 500). */
export const driveErrorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (!(error instanceof DriveError)) {
    next(error);
    return;
  }
  res.status(error.status).json({
    code: error.code,
    message: error.message,
    ...(error.issues ? { issues: error.issues } : {}),
  });
};
