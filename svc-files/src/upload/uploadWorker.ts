// The BullMQ `upload` worker (finishing uploads: type sniffing, checksum, thumbnail, move to
// storage). No upload job kinds exist yet (issue 5 adds them): a job of an unknown kind fails at
// once, unretried, and stays in the failed set where it can be seen, rather than being marked
// done with nothing done.
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

export const UPLOAD_QUEUE = 'upload';

export async function processUploadJob(job: Job): Promise<never> {
  const kind = typeof job.data?.kind === 'string' ? (job.data.kind as string) : null;
  throw new UnrecoverableError(`unknown upload job kind: ${kind ?? '(none)'}`);
}

export function createUploadWorker(options: { redisUrl: string; prefix: string; logger: Logger }): Worker {
  // BullMQ needs maxRetriesPerRequest: null on its blocking connection.
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const worker = new Worker(UPLOAD_QUEUE, (job) => processUploadJob(job), {
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
