// The import worker: consumes the BullMQ `import` queue (under REDIS_PREFIX). Runs in the worker
// process (src/worker.ts), apart from the HTTP service, so imports scale on their own.
import { Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { IMPORT_QUEUE_NAME, type ImportOutcome } from '@portal/contracts';
import { cleanRequestId } from '@portal/contracts/server';
import type { Pool } from 'pg';
import { ImportStepError } from './applyImport.ts';
import { runImport } from './runImport.ts';
import { deleteUpload } from './uploads.ts';

export interface ImportWorkerConfig {
  redisUrl: string;
  prefix: string;
  pool: Pool;
  superUserIDs: readonly number[];
  concurrency?: number;
  log?: (entry: Record<string, unknown>) => void;
}

export interface ImportWorker {
  worker: Worker;
  close(): Promise<void>;
}

/** A failed job's reason starts with its result: 'BadInsert: saving members: ...'. */
export function failureReason(error: unknown): string {
  if (error instanceof ImportStepError) return `${error.result}: ${error.message}`;
  return `BadInsert: ${(error as Error)?.message ?? String(error)}`;
}

export function importProcessor(config: Omit<ImportWorkerConfig, 'redisUrl' | 'prefix'>) {
  const log = config.log ?? (() => {});
  return async (job: Job): Promise<ImportOutcome> => {
    const jobID = job.id ?? '';
    // the id of the request that queued the import, in this job's log lines
    const reqId = cleanRequestId((job.data as { requestId?: unknown } | null)?.requestId);
    let last = -1;
    const progress = async (percent: number) => {
      // one update per whole percent: progress is a Redis write and an event
      const value = Math.max(0, Math.min(100, Math.round(percent)));
      if (value === last) return;
      last = value;
      await job.updateProgress(value);
    };
    try {
      const outcome = await runImport(
        { pool: config.pool, superUserIDs: config.superUserIDs },
        jobID,
        job.data,
        progress,
      );
      await progress(100);
      log({ msg: 'import finished', jobId: jobID, reqId, result: outcome.result, counts: outcome.counts });
      return outcome;
    } catch (error) {
      const attempts = job.opts.attempts ?? 1;
      const lastAttempt = job.attemptsMade + 1 >= attempts;
      log({
        msg: 'import attempt failed',
        jobId: jobID,
        reqId,
        attempt: job.attemptsMade + 1,
        error: failureReason(error),
      });
      if (lastAttempt) {
        const accountID = (job.data as { accountID?: unknown })?.accountID;
        if (typeof accountID === 'string') await deleteUpload(config.pool, accountID, jobID).catch(() => {});
      }
      throw new Error(failureReason(error));
    }
  };
}

export function startImportWorker(config: ImportWorkerConfig): ImportWorker {
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  const worker = new Worker(IMPORT_QUEUE_NAME, importProcessor(config), {
    connection,
    prefix: config.prefix,
    concurrency: config.concurrency ?? 1,
  });
  worker.on('error', (error) => config.log?.({ msg: 'import worker error', error: error.message }));
  return {
    worker,
    async close() {
      await worker.close();
      connection.disconnect();
    },
  };
}
