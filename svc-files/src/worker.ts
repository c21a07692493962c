// svc-files upload worker process (`npm run worker -w svc-files`): its own process so it scales
// apart from the HTTP process. Env besides the shared ones: FILES_DIR (storage folder, default
// ./data/files), UPLOAD_CONCURRENCY (2), UPLOAD_LOCK_MS (BullMQ lock, 30 s: how soon a crashed
// worker's job is taken up again). Tests only: UPLOAD_TEST_PAUSE_MS with UPLOAD_TEST_PAUSE_AT
// (beforeMove | beforeReady) make a slow step so a test can kill the worker mid-job.
import pg from 'pg';
import { databasePoolMax, serveProbes, startTracing } from '@portal/contracts/server';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createFolderStorage } from './storage/folderStorage.ts';
import { createUploadWorker } from './upload/uploadWorker.ts';

// Tracing first, only when OTEL_* variables ask for it (why here: gateway/src/main.ts). A job
// carries no trace context: the worker's outgoing calls start traces of their own.
const tracing = await startTracing({ serviceName: 'svc-files-worker' });

const config = loadConfig();
const logger = createLogger(config.logLevel).child({ process: 'upload-worker' });
const db = new pg.Pool({ connectionString: config.databaseUrl, max: databasePoolMax(process.env, 4) });
db.on('error', (error) => logger.error({ err: error.message }, 'database pool error'));
const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};
const pauseMs = positive(process.env.UPLOAD_TEST_PAUSE_MS);
const pauseAt = process.env.UPLOAD_TEST_PAUSE_AT === 'beforeReady' ? 'beforeReady' : 'beforeMove';
const lockDuration = positive(process.env.UPLOAD_LOCK_MS);

const worker = createUploadWorker({
  redisUrl: config.redisUrl,
  prefix: config.redisPrefix,
  logger,
  db,
  storage: createFolderStorage(config.filesDir),
  concurrency: positive(process.env.UPLOAD_CONCURRENCY) ?? 2,
  lockDuration,
  // look for stalled jobs as often as a lock lives, so a crashed job is not left waiting long
  stalledInterval: lockDuration,
  pause: pauseMs ? { at: pauseAt, ms: pauseMs } : undefined,
});
// HEALTH_PORT (set in the Kubernetes Deployments): /healthz, and /readyz while the worker runs and
// the database answers
const probes = process.env.HEALTH_PORT
  ? serveProbes({
      port: Number(process.env.HEALTH_PORT),
      ready: async () => {
        if (!worker.isRunning()) throw new Error('worker not running');
        await db.query('SELECT 1');
      },
    })
  : undefined;

worker.on('ready', () => logger.info({ queue: 'upload', prefix: config.redisPrefix }, 'upload worker ready'));

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  probes?.state.draining();
  logger.info('upload worker stopping');
  // waits for the jobs in hand: a file is finished (or its job retried later), never half moved
  await worker.close();
  probes?.server.close();
  await db.end();
  await tracing?.shutdown();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
