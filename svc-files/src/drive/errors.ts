// The drive's refusals as HttpErrors: a route throws one and the shared jsonErrorHandler answers
// { code, message, issues? }. Messages are the contracts' FILE_MESSAGES where one exists, so the UI
// and the service say the same words.
import { API_ERRORS, FILE_MESSAGES } from '@portal/contracts';
import { HttpError } from '@portal/contracts/server';

export const notFound = (): HttpError => new HttpError(404, 'NOT_FOUND', FILE_MESSAGES.notFound);
export const forbidden = (): HttpError =>
  new HttpError(403, API_ERRORS.forbidden.code, FILE_MESSAGES.noPermission);
export const invalid = (message: string, issues: string[] = [message]): HttpError =>
  new HttpError(400, 'VALIDATION', message, issues);

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
