import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { EMAIL_QUEUE_NAME, emailJob } from '@portal/contracts';
import type { Mailer } from './mailer.ts';
import { bullConnection } from '@portal/contracts/server/email';
import { cleanRequestId } from '@portal/contracts/server';
import { renderEmail } from './render.ts';

export interface EmailWorkerConfig {
  redisUrl: string;
  prefix: string;
  mailer: Mailer;
  concurrency?: number;
  log?: (entry: Record<string, unknown>) => void;
  /** BullMQ lock of a job (default 30 s): after a crash the job is taken up again this long after. */
  lockDuration?: number | undefined;
  /** How often to look for stalled jobs (BullMQ's default 30 s). */
  stalledInterval?: number | undefined;
  /** Tests only (fault drill): wait this long before delivering, so a drill can kill the worker mid-job. */
  pauseMs?: number | undefined;
}

export interface EmailWorker {
  worker: Worker;
  close(): Promise<void>;
}

const SENT_MARKER_TTL_SECONDS = 30 * 24 * 3600;

/** Redis key recording that a job id's mail went out, so a retry after a crash never re-sends. */
export function sentMarkerKey(prefix: string, jobId: string): string {
  return `${prefix}:${EMAIL_QUEUE_NAME}:sent:${jobId}`;
}

/**
 * What the worker does with one payload, apart from the sent marker: validate, render, deliver.
 * The message pact's consumer test runs exactly this on the pact's example payloads.
 */
export async function deliverEmailPayload(data: unknown, jobId: string, mailer: Mailer) {
  const parsed = emailJob.safeParse(data);
  // A malformed payload will never become valid: fail it now instead of retrying five times.
  if (!parsed.success) throw new UnrecoverableError(`Invalid email job payload: ${parsed.error.message}`);
  const rendered = renderEmail(parsed.data);
  const result = await mailer.deliver({ jobId, job: parsed.data, rendered });
  return { job: parsed.data, rendered, result };
}

export function startEmailWorker(config: EmailWorkerConfig): EmailWorker {
  const log = config.log ?? (() => {});
  const connection = bullConnection(config.redisUrl);
  const markers: Redis = bullConnection(config.redisUrl);

  const processor = async (job: Job) => {
    const jobId = job.id ?? '';
    const marker = sentMarkerKey(config.prefix, jobId);
    if (await markers.exists(marker)) {
      log({ msg: 'email already sent, skipping', jobId });
      return { skipped: true };
    }
    if (config.pauseMs) {
      log({ msg: 'email test pause', jobId });
      await new Promise((resolve) => setTimeout(resolve, config.pauseMs));
    }
    const { job: payload, result } = await deliverEmailPayload(job.data, jobId, config.mailer);
    await markers.set(marker, new Date().toISOString(), 'EX', SENT_MARKER_TTL_SECONDS);
    // reqId: the request that caused the mail (the producer adds it; the mail itself never has it)
    const reqId = cleanRequestId((job.data as { requestId?: unknown } | null)?.requestId);
    log({
      msg: 'email delivered',
      jobId,
      reqId,
      kind: payload.kind,
      mode: config.mailer.mode,
      file: result.file,
    });
    return { skipped: false, ...result };
  };

  const worker = new Worker(EMAIL_QUEUE_NAME, processor, {
    connection,
    prefix: config.prefix,
    concurrency: config.concurrency ?? 2,
    ...(config.lockDuration ? { lockDuration: config.lockDuration } : {}),
    ...(config.stalledInterval ? { stalledInterval: config.stalledInterval } : {}),
  });
  worker.on('failed', (job, error) => {
    log({ msg: 'email delivery failed', jobId: job?.id, attempt: job?.attemptsMade, error: error.message });
  });
  worker.on('error', (error) => log({ msg: 'email worker error', error: error.message }));

  return {
    worker,
    async close() {
      await worker.close();
      connection.disconnect();
      markers.disconnect();
      config.mailer.close();
    },
  };
}
