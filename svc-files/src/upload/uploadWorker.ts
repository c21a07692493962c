// The BullMQ `upload` worker: one `finishUpload` job per uploaded file (finishUpload.ts). A job
// whose payload is not an upload job fails at once, unretried, and stays in the failed set where it
// can be seen; a step that throws (storage or database away) is retried: 5 attempts, exponential
// backoff (uploadQueue.ts). A worker killed mid-job leaves the job active with a lock that expires;
// another worker takes it up again as stalled, and finishUpload's steps can all run twice.
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { UPLOAD_QUEUE_NAME, uploadJob } from '@portal/contracts';
import type { FileStorage } from '../storage/storage.ts';
import { cleanRequestId, withRequestId } from '@portal/contracts/server';
import { finishUpload, type FinishDeps, type FinishOutcome } from './finishUpload.ts';

export const UPLOAD_QUEUE = UPLOAD_QUEUE_NAME;

/** The worker's first step on every job: the payload check (the message pact tests it). */
export function readUploadJob(data: unknown) {
  const parsed = uploadJob.safeParse(data);
  if (!parsed.success) {
    const kind = (data as { kind?: unknown } | null)?.kind;
    throw new UnrecoverableError(
      typeof kind === 'string' && kind !== 'finishUpload'
        ? `unknown upload job kind: ${kind}`
        : `malformed upload job: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    );
  }
  return parsed.data;
}

export async function processUploadJob(deps: FinishDeps, job: Job): Promise<{ outcome: FinishOutcome }> {
  const data = readUploadJob(job.data);
  // the upload request's id (x-request-id) in this job's log lines and any call it makes
  const reqId = cleanRequestId((job.data as { requestId?: unknown } | null)?.requestId);
  const outcome = await withRequestId(reqId, () => finishUpload(deps, data));
  deps.logger.info({ jobId: job.id, fileID: data.fileID, outcome, reqId }, 'upload finished');
  return { outcome };
}

export interface UploadWorkerOptions {
  redisUrl: string;
  prefix: string;
  logger: Logger;
  db: Pool;
  storage: FileStorage;
  concurrency?: number;
  /** How long a job's lock lives without renewal (BullMQ's default 30 s): after a crash, the job is
   *  taken up again this long after the worker died. */
  lockDuration?: number;
  /** How often a worker looks for stalled jobs (BullMQ's default 30 s). */
  stalledInterval?: number;
  /** false: the caller starts it with worker.run() (tests start workers explicitly). */
  autorun?: boolean;
  pause?: FinishDeps['pause'];
}

export function createUploadWorker(options: UploadWorkerOptions): Worker {
  // BullMQ needs maxRetriesPerRequest: null on its blocking connection.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const deps: FinishDeps = {
    db: options.db,
    storage: options.storage,
    logger: options.logger,
    pause: options.pause,
  };
  const worker = new Worker(UPLOAD_QUEUE, (job) => processUploadJob(deps, job), {
    connection,
    prefix: options.prefix,
    concurrency: options.concurrency ?? 2,
    autorun: options.autorun ?? true,
    ...(options.lockDuration ? { lockDuration: options.lockDuration } : {}),
    ...(options.stalledInterval ? { stalledInterval: options.stalledInterval } : {}),
  });
  worker.on('failed', (job, error) =>
    options.logger.error(
      { jobId: job?.id, attempt: job?.attemptsMade, err: error.message },
      'upload job failed',
    ),
  );
  worker.on('closed', () => connection.disconnect());
  return worker;
}
