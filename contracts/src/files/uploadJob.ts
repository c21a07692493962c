// The BullMQ `upload` job (queue under REDIS_PREFIX): svc-files' upload call puts one per uploaded
// file, the upload worker finishes it (sniff the type, checksum, thumbnail, move into storage, mark
// ready). Message pact: svc-files/src/upload/uploadJob.pact.test.ts.
import { z } from 'zod';
import { ORDINARY_FILE_ID } from './file.ts';

export const UPLOAD_QUEUE_NAME = 'upload';

/**
 * The bytes are not in Redis: they wait in temporary storage under `{accountID}/tmp/{fileID}`, and
 * the row (status 'pending') in files.files, so the job only names the file.
 */
export const uploadJob = z.object({
  kind: z.literal('finishUpload'),
  accountID: z.string().regex(/^[a-z0-9]{1,40}$/),
  /** The new file's id; it is also the job id (the business key: one job per file). */
  fileID: z.string().regex(ORDINARY_FILE_ID),
  /** The stored (base) name, for the worker's extension rule and its logs. */
  fileName: z.string().min(1).max(255),
  uploadedAt: z.iso.datetime(),
});
export type UploadJob = z.infer<typeof uploadJob>;

/** The job id of a file's upload job: the file id itself (32 hex, no ':' as BullMQ 6 requires). */
export const uploadJobID = (fileID: string): string => fileID;
