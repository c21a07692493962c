// svc-files' internal call for another service that stores a drive file's id: the file's name and
// type, so it can check what kind of file it is (svc-identity: §2 "Favicon must be a file ending
// .png, .ico or .jpg" when the registry is saved). Service to service only: /internal paths are
// never routed by the gateway; the signed context (session null) names the account, so only that
// account's files are answered. No sharing rule applies: the calling service checks its own caller.
import { z } from 'zod';
import { isValidFaviconName } from '../entities/registry.ts';
import { ORDINARY_FILE_ID } from './file.ts';

/** GET: one file's name and stored type; 404 when the account has no such file (or folder). */
export const internalFileInfoPath = (fileID: string): string =>
  `/internal/files/${encodeURIComponent(fileID)}/info`;

export const internalFileInfoResponse = z.object({
  id: z.string().regex(ORDINARY_FILE_ID),
  fileName: z.string(),
  /** The type the upload job found in the bytes (platform §3 File contentType). */
  contentType: z.string(),
});
export type InternalFileInfoResponse = z.infer<typeof internalFileInfoResponse>;

/** The stored types of the three favicon extensions (.ico has two names in use). */
export const FAVICON_CONTENT_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/x-icon',
  'image/vnd.microsoft.icon',
];

/**
 * §2 "Favicon must be a file ending .png, .ico or .jpg", as the server checks it: the name ends so
 * and the stored type is one of those images (a renamed file of another type is refused too).
 */
export function isValidFaviconFile(
  file: Pick<InternalFileInfoResponse, 'fileName' | 'contentType'>,
): boolean {
  const type = (file.contentType.split(';')[0] ?? '').trim().toLowerCase();
  return isValidFaviconName(file.fileName.trim()) && FAVICON_CONTENT_TYPES.includes(type);
}
