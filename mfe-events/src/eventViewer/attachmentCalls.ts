// The event's attachments (events §3 fileIDs, the form's File Attachments) as the viewer lists them:
// each file is asked of the drive with GET /api/files/{id}, which svc-files answers only to a
// viewer who may read it (platform §6 sharing bits: OTHER for anonymous visitors, SIGNEDIN,
// ACCOUNTMEMBER, TEAM, USER), and downloaded with GET /api/files/{id}/download (events §7), which
// the drive checks the same way. A refused or missing file is simply not listed.
import { isFolder, type DriveFile } from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';
import { loadFileInfo } from '../fileFields/fileCalls.ts';

/** The attachments the viewer may read, and how many others failed for another reason than a refusal. */
export interface Attachments {
  files: DriveFile[];
  failed: number;
}

/** 401, 403 and 404: the drive refuses this viewer the file, or it is gone: not listed, not an error. */
const refused = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 403 || status === 404;
};

/**
 * Every readable, finished file of `fileIDs`, in the form's order (folders and unfinished uploads
 * have nothing to download).
 */
export async function loadAttachments(
  fileIDs: readonly string[],
  client: ApiClient = apiClient,
  signal?: AbortSignal,
): Promise<Attachments> {
  const answers = await Promise.allSettled(fileIDs.map((id) => loadFileInfo(id, client, signal)));
  const files: DriveFile[] = [];
  let failed = 0;
  for (const answer of answers) {
    if (answer.status === 'rejected') {
      if (!refused(answer.reason)) failed += 1;
    } else if (!isFolder(answer.value) && (answer.value.status ?? 'ready') === 'ready') {
      files.push(answer.value);
    }
  }
  return { files, failed };
}
