// A BullMQ job as the status call reports it: { state, progress, result?, counts, message? }.
import type { Job } from 'bullmq';
import {
  emptyImportCounts,
  importOutcome,
  IMPORT_RESULTS,
  type ImportJobState,
  type ImportResult,
  type ImportStatusResponse,
} from '@portal/contracts';

const STATES: readonly ImportJobState[] = ['waiting', 'delayed', 'active', 'completed', 'failed'];

function stateOf(raw: string): ImportJobState {
  if (raw === 'prioritized' || raw === 'waiting-children') return 'waiting';
  return (STATES as readonly string[]).includes(raw) ? (raw as ImportJobState) : 'unknown';
}

/** 'BadClear: clearing duty positions: ...' -> BadClear and the rest. */
export function parseFailure(reason: string | undefined): { result: ImportResult; message: string } {
  const match = /^(\w+): ([\s\S]*)$/.exec(reason ?? '');
  const result =
    match && (IMPORT_RESULTS as readonly string[]).includes(match[1]!) ? (match[1] as ImportResult) : null;
  return result
    ? { result, message: match![2]! }
    : { result: 'BadInsert', message: reason ?? 'unknown error' };
}

export async function importStatus(job: Job): Promise<ImportStatusResponse> {
  const state = stateOf(await job.getState());
  const progress = typeof job.progress === 'number' ? job.progress : 0;
  if (state === 'completed') {
    const outcome = importOutcome.safeParse(job.returnvalue);
    if (outcome.success) {
      return {
        state,
        progress: 100,
        result: outcome.data.result,
        counts: outcome.data.counts,
        ...(outcome.data.message ? { message: outcome.data.message } : {}),
      };
    }
  }
  if (state === 'failed') {
    const { result, message } = parseFailure(job.failedReason);
    return { state, progress, result, counts: emptyImportCounts(), message };
  }
  return { state, progress, counts: emptyImportCounts() };
}
