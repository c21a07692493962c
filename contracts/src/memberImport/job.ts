// The member import (CAPWATCH) job: what the upload call enqueues on the BullMQ `import` queue and
// what the import worker reads (svc-identity/src/memberImport/README.md describes the whole flow).
import { z } from 'zod';

export const IMPORT_QUEUE_NAME = 'import';

/** Platform §8 "import errors": the result set of one import job. */
export const IMPORT_RESULTS = ['None', 'BadData', 'BadInsert', 'BadClear', 'BadPerms'] as const;
export const importResult = z.enum(IMPORT_RESULTS);
export type ImportResult = z.infer<typeof importResult>;

/** The largest member export the upload call accepts (a whole wing's export is a few MB). */
export const MEMBER_IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The job payload. The zip itself is not in Redis: it waits in the database (keyed by account and
 * job id) so any worker can read it and Redis stays small.
 */
export const importJob = z.object({
  kind: z.literal('capwatch'),
  accountID: z.string().min(1),
  /** Who uploaded: the worker re-checks DownloadCAPWATCH for this member (BadPerms). */
  submitter: z.object({ type: z.literal('CAPNHQMember'), id: z.number().int().positive() }),
  /** hex SHA-256 of the zip; the job id is `capwatch-{account}-{sha256}`. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().nonnegative(),
  /** When the upload arrived; rows without a date of their own are dated with it (idempotent). */
  submittedAt: z.iso.datetime(),
});
export type ImportJob = z.infer<typeof importJob>;

/** BullMQ 6 refuses ':' in custom ids; account ids are [a-z0-9], hashes hex. */
export function importJobID(accountID: string, sha256: string): string {
  return `capwatch-${accountID}-${sha256}`;
}

export const IMPORT_JOB_ID_PATTERN = /^capwatch-[a-z0-9]+-[0-9a-f]{64}$/;
