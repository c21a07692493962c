// POST /api/member/capwatch/import (body: the zip, Content-Type application/zip, CSRF token in the
// x-csrf-token header) and GET /api/member/capwatch/import/{jobID}.
import { z } from 'zod';
import { importResult, type ImportResult } from './job.ts';

export const MEMBER_IMPORT_PATH = '/api/member/capwatch/import';

export const importStartResponse = z.object({ jobID: z.string() });
export type ImportStartResponse = z.infer<typeof importStartResponse>;

export const importCounts = z.object({
  members: z.number().int().nonnegative(),
  contacts: z.number().int().nonnegative(),
  dutyPositions: z.number().int().nonnegative(),
  organizations: z.number().int().nonnegative(),
  cadetRecords: z.number().int().nonnegative(),
});
export type ImportCounts = z.infer<typeof importCounts>;

export const emptyImportCounts = (): ImportCounts => ({
  members: 0,
  contacts: 0,
  dutyPositions: 0,
  organizations: 0,
  cadetRecords: 0,
});

/** BullMQ's job states, as the status call reports them. */
export const importJobState = z.enum(['waiting', 'delayed', 'active', 'completed', 'failed', 'unknown']);
export type ImportJobState = z.infer<typeof importJobState>;

export const importStatusResponse = z.object({
  state: importJobState,
  /** 0-100 */
  progress: z.number().min(0).max(100),
  /** Present once the job is done (completed, or failed after its last attempt). */
  result: importResult.optional(),
  counts: importCounts,
  message: z.string().optional(),
});
export type ImportStatusResponse = z.infer<typeof importStatusResponse>;

/** The worker's answer for a job that finished (BullMQ return value). */
export const importOutcome = z.object({
  result: importResult,
  counts: importCounts,
  message: z.string().optional(),
});
export type ImportOutcome = z.infer<typeof importOutcome>;

export const MEMBER_IMPORT_MESSAGES = {
  notZip: 'Send the member export as a zip file (Content-Type application/zip)',
  empty: 'The member export is empty',
  tooLarge: 'The member export must be a zip file of at most 50 MB',
  badPerms: 'The member who uploaded this export may no longer import member data',
  badInsert: 'The members could not be saved. Nothing was changed; please try again later',
  badClear:
    'The old contacts and duty positions could not be cleared. Nothing was changed; please try again later',
} as const;

/** The result in words for the page (platform §8 result set). */
export function importResultText(
  status: Pick<ImportStatusResponse, 'result' | 'counts' | 'message'>,
): string {
  const result: ImportResult | undefined = status.result;
  const c = status.counts;
  switch (result) {
    case 'None':
      return `Import complete: ${c.members} members, ${c.contacts} contacts, ${c.dutyPositions} duty positions`;
    case 'BadData':
      return `The file could not be read: ${status.message ?? 'bad data'}`;
    case 'BadInsert':
      return `Import failed: ${status.message ?? MEMBER_IMPORT_MESSAGES.badInsert}`;
    case 'BadClear':
      return `Import failed: ${status.message ?? MEMBER_IMPORT_MESSAGES.badClear}`;
    case 'BadPerms':
      return `Import refused: ${status.message ?? MEMBER_IMPORT_MESSAGES.badPerms}`;
    default:
      return 'Importing...';
  }
}
