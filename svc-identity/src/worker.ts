/**
 * The worker process: `tsx svc-identity/src/worker.ts`. Consumes, under REDIS_PREFIX:
 * - the BullMQ `email` queue, delivering over SMTP_URL, or into MAIL_DIR as .eml files when SMTP is
 *   not configured (format: contracts/src/email/mailbox.ts);
 * - the BullMQ `import` queue: the member import (src/memberImport/README.md), writing to DATABASE_URL.
 */
import pg from 'pg';
import { databasePoolMax, serveProbes, startTracing } from '@portal/contracts/server';
import { pino } from 'pino';
import { loadConfig } from './config.ts';
import { emailConfigFromEnv } from './email/config.ts';
import { startEmailWorker } from './email/emailWorker.ts';
import { createMailer } from './email/mailer.ts';
import { startImportWorker } from './memberImport/importWorker.ts';

// Tracing first, only when OTEL_* variables ask for it (why here: gateway/src/main.ts). A job
// carries no trace context: the worker's outgoing calls start traces of their own.
const tracing = await startTracing({ serviceName: 'svc-identity-worker' });

const config = emailConfigFromEnv();
const serviceConfig = loadConfig();
const logger = pino({ level: config.logLevel, base: { service: 'svc-identity-email-worker' } });

// Tests only (fault drills): EMAIL_LOCK_MS shortens the job lock and the stalled check (how soon a
// crashed worker's job is taken up again); EMAIL_TEST_PAUSE_MS makes every delivery wait first.
const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};
const lockDuration = positive(process.env.EMAIL_LOCK_MS);

const mailer = createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, from: config.mailFrom });
const running = startEmailWorker({
  redisUrl: config.redisUrl,
  prefix: config.redisPrefix,
  mailer,
  log: (entry) => logger.info(entry),
  lockDuration,
  stalledInterval: lockDuration,
  pauseMs: positive(process.env.EMAIL_TEST_PAUSE_MS),
});
await running.worker.waitUntilReady();
logger.info(
  { prefix: config.redisPrefix, delivery: mailer.mode === 'smtp' ? 'smtp' : `mailbox ${config.mailDir}` },
  'email worker ready',
);

const pool = new pg.Pool({
  connectionString: serviceConfig.databaseUrl,
  max: databasePoolMax(process.env, 4),
});
// an idle client losing its connection (database restart) must not end the process
pool.on('error', (error) => logger.error({ err: error.message }, 'database pool error'));
const importLogger = pino({ level: config.logLevel, base: { service: 'svc-identity-import-worker' } });
const importing = startImportWorker({
  redisUrl: serviceConfig.redisUrl,
  prefix: serviceConfig.redisPrefix,
  pool,
  superUserIDs: serviceConfig.superUserIDs,
  log: (entry) => importLogger.info(entry),
});
await importing.worker.waitUntilReady();
importLogger.info({ prefix: serviceConfig.redisPrefix }, 'import worker ready');

// HEALTH_PORT (set in the Kubernetes Deployments): /healthz, and /readyz while both workers run and
// the database answers
const probes = process.env.HEALTH_PORT
  ? serveProbes({
      port: Number(process.env.HEALTH_PORT),
      ready: async () => {
        if (!running.worker.isRunning() || !importing.worker.isRunning())
          throw new Error('worker not running');
        await pool.query('SELECT 1');
      },
    })
  : undefined;

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'workers stopping');
  probes?.state.draining();
  // lets the jobs in hand finish, so a mail is never cut off half-written and an import commits or rolls back
  await Promise.all([running.close(), importing.close()]);
  await pool.end().catch(() => {});
  probes?.server.close();
  await tracing?.shutdown();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
