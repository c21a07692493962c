// Deleting a file, or a folder with everything in it (§6: MODIFY on the file or on its parent).
// The rows go in one transaction; the bytes are removed from storage only after it commits, so a
// failed delete never leaves rows pointing at missing bytes. A byte removal that fails is logged
// (an orphaned object costs disk space, never correctness).
import { canDeleteOrShareFile } from '@portal/contracts';
import { inTransaction } from '@portal/contracts/server';
import { DRIVE_MESSAGES, invalid } from './errors.ts';
import { resolveFile, type ResolvedFile } from './folders.ts';
import { judge, refusal, type DriveDeps } from './guards.ts';
import { lockTree } from './treeLock.ts';
import { deleteTree } from './repository.ts';
import type { DriveViewer } from './viewer.ts';

export async function removeFile(deps: DriveDeps, viewer: DriveViewer, target: ResolvedFile): Promise<void> {
  const { file, row } = target;
  if (!row) throw invalid(DRIVE_MESSAGES.specialFolderFixed);
  const parent = (await resolveFile(deps.db, viewer.accountID, row.parent_id))?.file ?? null;
  const judged = await judge(deps, viewer, file, parent);
  if (!canDeleteOrShareFile(file, parent, judged)) throw refusal(judged);
  const keys = await inTransaction(deps.db, async (client) => {
    await lockTree(client, viewer.accountID);
    return deleteTree(client, viewer.accountID, file.id);
  });
  for (const key of keys) {
    await deps.storage.remove(key).catch((error: unknown) => {
      deps.logger.warn({ key, err: String(error) }, 'could not remove the bytes of a deleted file');
    });
  }
}
