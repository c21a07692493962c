// svc-files upload worker process (`npm run worker -w svc-files`): its own process so it scales
// apart from the HTTP process. Env besides the shared ones: FILES_DIR (storage folder, default
// ./data/files), UPLOAD_CONCURRENCY (2), UPLOAD_LOCK_MS (BullMQ lock, 30 s: how soon a crashed
// worker's job is taken up again). Tests only: UPLOAD_TEST_PAUSE_MS with UPLOAD_TEST_PAUSE_AT
// (beforeMove | beforeReady) make a slow step so a test can kill the worker mid-job.
import { positiveInteger, runWorker, type ProcessParts, type RunningWorker } from '@portal/contracts/server';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createFolderStorage } from './storage/folderStorage.ts';
import { createUploadWorker } from './upload/uploadWorker.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel).child({ process: 'upload-worker' });

async function startUploads({ db }: ProcessParts): Promise<RunningWorker> {
  const pauseMs = positiveInteger(process.env.UPLOAD_TEST_PAUSE_MS);
  const pauseAt = process.env.UPLOAD_TEST_PAUSE_AT === 'beforeReady' ? 'beforeReady' : 'beforeMove';
  const lockDuration = positiveInteger(process.env.UPLOAD_LOCK_MS);
  const worker = createUploadWorker({
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    logger,
    db,
    storage: createFolderStorage(config.filesDir),
    concurrency: positiveInteger(process.env.UPLOAD_CONCURRENCY) ?? 2,
    lockDuration,
    // look for stalled jobs as often as a lock lives, so a crashed job is not left waiting long
    stalledInterval: lockDuration,
    pause: pauseMs ? { at: pauseAt, ms: pauseMs } : undefined,
  });
  worker.on('ready', () =>
    logger.info({ queue: 'upload', prefix: config.redisPrefix }, 'upload worker ready'),
  );
  return {
    isRunning: () => worker.isRunning(),
    // a file is finished (or its job retried later), never half moved
    close: () => worker.close(),
  };
}

await runWorker({ name: 'svc-files-worker', label: 'upload worker', config, logger, start: startUploads });
