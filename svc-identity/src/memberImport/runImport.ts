// One import job, start to end: read the upload, re-check the submitter's permission, parse, write.
// Final outcomes (None, BadData, BadPerms) are returned; BadClear and BadInsert are thrown
// (ImportStepError) so the queue retries them with backoff.
import {
  canImportMembers,
  emptyImportCounts,
  importJob,
  MEMBER_IMPORT_MESSAGES,
  type ImportOutcome,
} from '@portal/contracts';
import type { Pool } from 'pg';
import { loadMember } from '../members/repository.ts';
import { applyImport } from './applyImport.ts';
import { BadDataError } from './badData.ts';
import { parseCapwatchExport } from './parseExport.ts';
import { deleteUpload, loadUpload } from './uploads.ts';

export interface ImportRunDeps {
  pool: Pool;
  superUserIDs: readonly number[];
  clock?: () => Date;
}

/** The payload check the worker runs first (and the message pact's consumer test runs too). */
export function readImportJob(data: unknown) {
  const parsed = importJob.safeParse(data);
  if (!parsed.success) throw new BadDataError(`the import job is malformed: ${parsed.error.message}`);
  return parsed.data;
}

const PARSE_SHARE = 30;

export async function runImport(
  deps: ImportRunDeps,
  jobID: string,
  data: unknown,
  progress: (percent: number) => Promise<void> = async () => {},
): Promise<ImportOutcome> {
  const counts = emptyImportCounts();
  let job;
  try {
    job = readImportJob(data);
  } catch (error) {
    return { result: 'BadData', counts, message: (error as Error).message };
  }
  const { accountID } = job;
  const now = deps.clock?.() ?? new Date();

  const submitter = await loadMember(deps.pool, accountID, job.submitter, now);
  if (!canImportMembers(submitter, deps.superUserIDs)) {
    await deleteUpload(deps.pool, accountID, jobID);
    return { result: 'BadPerms', counts, message: MEMBER_IMPORT_MESSAGES.badPerms };
  }

  const zip = await loadUpload(deps.pool, accountID, jobID);
  if (!zip) {
    return {
      result: 'BadData',
      counts,
      message: 'the uploaded file is no longer available; please upload it again',
    };
  }
  await progress(5);
  let parsed;
  try {
    parsed = parseCapwatchExport(zip);
  } catch (error) {
    if (!(error instanceof BadDataError)) throw error;
    await deleteUpload(deps.pool, accountID, jobID);
    return { result: 'BadData', counts, message: error.message };
  }
  await progress(PARSE_SHARE);

  const written = await applyImport(deps.pool, {
    accountID,
    jobID,
    data: parsed,
    submittedAt: new Date(job.submittedAt),
    progress: (fraction) => progress(PARSE_SHARE + Math.round((100 - PARSE_SHARE) * fraction)),
  });
  return { result: 'None', counts: written };
}
