/**
 * The worker process: `tsx svc-identity/src/worker.ts`. Consumes, under REDIS_PREFIX:
 * - the BullMQ `email` queue, delivering over SMTP_URL, or into MAIL_DIR as .eml files when SMTP is
 *   not configured (format: contracts/src/email/mailbox.ts);
 * - the BullMQ `import` queue: the member import (src/memberImport/README.md), writing to DATABASE_URL.
 */
import { positiveInteger, runWorker, type ProcessParts, type RunningWorker } from '@portal/contracts/server';
import { pino } from 'pino';
import { loadConfig } from './config.ts';
import { emailConfigFromEnv } from './email/config.ts';
import { startEmailWorker } from './email/emailWorker.ts';
import { createMailer } from './email/mailer.ts';
import { startImportWorker } from './memberImport/importWorker.ts';

const config = emailConfigFromEnv();
const serviceConfig = loadConfig();
const logger = pino({ level: config.logLevel, base: { service: 'svc-identity-email-worker' } });

// Tests only (fault drills): EMAIL_LOCK_MS shortens the job lock and the stalled check (how soon a
// crashed worker's job is taken up again); EMAIL_TEST_PAUSE_MS makes every delivery wait first.
const lockDuration = positiveInteger(process.env.EMAIL_LOCK_MS);

async function startWorkers({ db }: ProcessParts): Promise<RunningWorker> {
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, from: config.mailFrom });
  const running = startEmailWorker({
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    mailer,
    log: (entry) => logger.info(entry),
    lockDuration,
    stalledInterval: lockDuration,
    pauseMs: positiveInteger(process.env.EMAIL_TEST_PAUSE_MS),
  });
  await running.worker.waitUntilReady();
  logger.info(
    { prefix: config.redisPrefix, delivery: mailer.mode === 'smtp' ? 'smtp' : `mailbox ${config.mailDir}` },
    'email worker ready',
  );

  const importLogger = pino({ level: config.logLevel, base: { service: 'svc-identity-import-worker' } });
  const importing = startImportWorker({
    redisUrl: serviceConfig.redisUrl,
    prefix: serviceConfig.redisPrefix,
    pool: db,
    superUserIDs: serviceConfig.superUserIDs,
    log: (entry) => importLogger.info(entry),
  });
  await importing.worker.waitUntilReady();
  importLogger.info({ prefix: serviceConfig.redisPrefix }, 'import worker ready');

  return {
    // ready while both workers run
    isRunning: () => running.worker.isRunning() && importing.worker.isRunning(),
    // a mail is never cut off half-written and an import commits or rolls back
    close: () => Promise.all([running.close(), importing.close()]),
  };
}

// probes on HEALTH_PORT and the stop on SIGTERM: runWorker
await runWorker({
  name: 'svc-identity-worker',
  label: 'workers',
  config: serviceConfig,
  logger,
  start: startWorkers,
});
