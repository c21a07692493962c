// May the caller upload into this folder? (platform §6: "modify = … upload"; the parent must be a
// folder of the host's account.) Decided before a byte of the body is read, with the drive's own
// lookups (src/drive: the special and personal folders, the viewer with its teams) and
// contracts' pure rule canModifyFile.
import type { Pool } from 'pg';
import {
  FILE_MESSAGES,
  canModifyFile,
  isFolder,
  type DriveFile,
  type RequestContext,
} from '@portal/contracts';
import { resolveFile } from '../drive/folders.ts';
import { viewerOfContext, withTeams, type ViewerDeps } from '../drive/viewer.ts';

export type ParentCheck =
  { ok: true; parent: DriveFile } | { ok: false; status: 400 | 403 | 404; code: string; message: string };

const notFound = { ok: false, status: 404, code: 'NOT_FOUND', message: FILE_MESSAGES.notFound } as const;
const forbidden = { ok: false, status: 403, code: 'FORBIDDEN', message: FILE_MESSAGES.noPermission } as const;

export async function checkUploadParent(
  deps: ViewerDeps & { db: Pool },
  context: RequestContext,
  parentID: string,
): Promise<ParentCheck> {
  // another account's folder is not found, whatever its id (no existence leak across accounts)
  const resolved = await resolveFile(deps.db, context.accountID, parentID);
  if (!resolved) return notFound;
  const parent = resolved.file;
  if (!isFolder(parent)) {
    return {
      ok: false,
      status: 400,
      code: 'NOT_A_FOLDER',
      message: 'Files can only be uploaded into a folder',
    };
  }
  // The list of personal folders holds folders only, never files (§6: no folders made in it either).
  if (parentID === 'personalfolders') return forbidden;
  // 'root' and 'events' belong to the account: FileManagement FULL (and the privileged user)
  // modify them; a personal folder is its member's (fileAccessBits in contracts' access.ts).
  const viewer = await withTeams(viewerOfContext(context, deps), [parent], deps);
  return canModifyFile(parent, viewer) ? { ok: true, parent } : forbidden;
}
