// The BullMQ `upload` worker (finishing uploads: type sniffing, checksum, thumbnail, move to
// storage). No upload job kinds exist yet: the placeholder processor logs and completes every job
// without side effects, so nothing is lost or retried forever. Later issues add the real kinds.
import { Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

export const UPLOAD_QUEUE = 'upload';

export interface UploadJobResult {
  handled: boolean;
  kind: string | null;
}

export async function processUploadJob(job: Job, logger: Logger): Promise<UploadJobResult> {
  const kind = typeof job.data?.kind === 'string' ? (job.data.kind as string) : null;
  logger.warn({ jobId: job.id, kind }, 'upload job kind not implemented yet: completed without action');
  return { handled: false, kind };
}

export function createUploadWorker(options: { redisUrl: string; prefix: string; logger: Logger }): Worker {
  // BullMQ needs maxRetriesPerRequest: null on its blocking connection.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const worker = new Worker(UPLOAD_QUEUE, (job) => processUploadJob(job, options.logger), {
    connection,
    prefix: options.prefix,
    concurrency: 2,
  });
  worker.on('failed', (job, error) =>
    options.logger.error({ jobId: job?.id, err: error.message }, 'upload job failed'),
  );
  worker.on('closed', () => connection.disconnect());
  return worker;
}
