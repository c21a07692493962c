// svc-files' public calls (platform §7 "files"), through the gateway.
import { z } from 'zod';
import { photoBannerResponse, PHOTO_BANNER_PATH } from '../../files/banner.ts';
import * as files from '../../files/calls.ts';
import { filePage, filePageQuery, fileSearchQuery } from '../../files/discovery.ts';
import { driveQuotaResponse } from '../../files/quota.ts';
import { callsOf, noConsumer, withQuery, type CallDescription } from '../types.ts';

const { get, post, del } = callsOf('files');

/**
 * GET /api/files/health (svc-files/src/health/healthRoutes.ts): signed-in only; the service, its
 * database and the signed context work, and the caller's account's file count (the account filter).
 */
export const filesHealthResponse = z.object({
  status: z.literal('ok'),
  service: z.literal('files'),
  accountID: z.string(),
  files: z.number().int().nonnegative(),
});

export const FILES_CALLS: readonly CallDescription[] = [
  get('/api/files/info', "The account's drive size", files.driveInfoResponse),
  get('/api/files/quota', "The caller's and the account's storage used and quotas", driveQuotaResponse),
  get('/api/files/{id}', 'One file or folder', files.fileResponse),
  get('/api/files/{id}/dirty', 'One file with its folder path', files.fullFileResponse),
  post(
    '/api/files/{fileid}',
    'Change comments or permissions',
    files.fileUpdateRequest,
    files.fullFileResponse,
  ),
  del('/api/files/{fileid}', 'Delete a file or folder', null),
  get('/api/files/{parentid}/children', "A folder's children", files.childrenResponse),
  noConsumer(
    get(
      '/api/files/{parentid}/children/dirty',
      "A folder's children, whole records",
      files.fullChildrenResponse,
    ),
    'mfe-drive lists a folder with GET /api/files/{parentid}/children',
  ),
  post(
    '/api/files/{parentid}/children',
    'Move a file into a folder',
    files.moveRequest,
    files.fullFileResponse,
  ),
  noConsumer(
    del('/api/files/{parentid}/children/{childid}', 'Delete a child', null),
    'mfe-drive deletes the selected item with DELETE /api/files/{fileid} (its only delete: switching would move the gap)',
  ),
  post('/api/files/{parentid}/createfolder/{name}', 'Create a folder', null, files.fullFileResponse),
  get('/api/files/{id}/download', 'Download a file (bytes)', null),
  get('/api/files/{id}/export', 'A thumbnail (image/png)', null),
  post('/api/files/upload/{parentFolderId}', 'Upload files (multipart)', null, files.uploadResponse),
  // finding files (svc-files/src/finding): mounted before GET /api/files/{id}, which they would match
  withQuery(
    get('/api/files/shared', 'Files and folders shared with the member (a page)', filePage),
    filePageQuery,
  ),
  withQuery(
    get('/api/files/search', 'Files and folders the member may read whose name holds q (a page)', filePage),
    fileSearchQuery,
  ),
  withQuery(
    get('/api/files/team/{teamID}', "A team's files the caller may read (a page)", filePage),
    filePageQuery,
  ),
  get(PHOTO_BANNER_PATH, 'The photo banner', photoBannerResponse),
  noConsumer(
    get('/api/files/health', 'Health of svc-files', filesHealthResponse),
    'for people checking a deployment by hand; the probes use /healthz and /readyz',
  ),
];
