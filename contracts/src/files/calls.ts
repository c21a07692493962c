// Platform §7 "files" calls (owner: svc-files), one schema per call, used by mfe-drive and svc-files.
//   POST   /api/files/{parentid}/createfolder/{name}   -> FullDriveFile (201)
//   GET    /api/files/{id}                               -> DriveFile
//   GET    /api/files/{id}/dirty                         -> FullDriveFile (with folderPath)
//   POST   /api/files/{fileid}      body fileUpdateRequest (comments and/or permissions) -> FullDriveFile
//   DELETE /api/files/{fileid}                           -> 204 (a folder with everything in it)
//   GET    /api/files/{parentid}/children                -> DriveFile[]
//   GET    /api/files/{parentid}/children/dirty          -> FullDriveFile[]
//   POST   /api/files/{parentid}/children  body moveRequest {childid}: moves the child in -> FullDriveFile
//   DELETE /api/files/{parentid}/children/{childid}      -> 204 (deletes the child)
//   GET    /api/files/{id}/download                      -> the bytes (attachment), Range honoured
//   GET    /api/files/{id}/export                        -> the thumbnail (image/png)
//   POST   /api/files/upload/{parentFolderId}  multipart, one part per file named 'file-{name}',
//          token header x-csrf-token -> uploadResponse (201)
//   GET    /api/files/info                               -> driveInfoResponse (signed-in members;
//          counts every ready file and folder of the account, whoever may read them: the unit's drive size)
//   GET    /api/files/quota                              -> driveQuotaResponse (quota.ts; signed-in members)
// Mutating calls carry the CSRF token (body `token` or the x-csrf-token header), like every call.
import { z } from 'zod';
import { DriveFile, FilePermission, FullDriveFile } from './file.ts';

export const FOLDER_NAME_MAX = 200;
export const FILE_COMMENTS_MAX = 5000;

/** POST /api/files/{fileid}: change comments and/or sharing (at least one of them). */
export const fileUpdateRequest = z
  .object({
    comments: z.string().max(FILE_COMMENTS_MAX).optional(),
    permissions: z.array(FilePermission).max(500).optional(),
    token: z.string().optional(),
  })
  .refine((body) => body.comments !== undefined || body.permissions !== undefined, {
    message: 'comments or permissions is required',
  });
export type FileUpdateRequest = z.infer<typeof fileUpdateRequest>;

/** POST /api/files/{parentid}/children: move `childid` into {parentid}. */
export const moveRequest = z.object({ childid: z.string().max(120), token: z.string().optional() });
export type MoveRequest = z.infer<typeof moveRequest>;

export const fileResponse = DriveFile;
export const fullFileResponse = FullDriveFile;
export const childrenResponse = z.array(DriveFile);
export const fullChildrenResponse = z.array(FullDriveFile);
/** The upload answers the files it created, in the order of the parts. */
export const uploadResponse = z.array(FullDriveFile);
export type UploadResponse = z.infer<typeof uploadResponse>;

/** The multipart part name of one file: 'file-{name}' (§7). */
export const uploadPartName = (fileName: string): string => `file-${fileName}`;

/**
 * GET /api/files/info (dashboard widget 5, "Drive information with file count"): the size of the
 * host account's drive. Counts every ready file and folder of the account, not only what the
 * viewer may read; signed-in members only.
 */
export const driveInfoResponse = z.object({
  files: z.number().int().nonnegative(),
  folders: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
});
export type DriveInfoResponse = z.infer<typeof driveInfoResponse>;
