/**
 * The email worker process: `tsx svc-identity/src/worker.ts`. Consumes the BullMQ `email` queue
 * (under REDIS_PREFIX) and delivers over SMTP_URL, or into MAIL_DIR as .eml files when SMTP is
 * not configured (format: contracts/src/email/mailbox.ts).
 */
import { pino } from 'pino';
import { emailConfigFromEnv } from './email/config.ts';
import { startEmailWorker } from './email/emailWorker.ts';
import { createMailer } from './email/mailer.ts';

const config = emailConfigFromEnv();
const logger = pino({ level: config.logLevel, base: { service: 'svc-identity-email-worker' } });

const mailer = createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, from: config.mailFrom });
const running = startEmailWorker({
  redisUrl: config.redisUrl,
  prefix: config.redisPrefix,
  mailer,
  log: (entry) => logger.info(entry),
});
await running.worker.waitUntilReady();
logger.info(
  { prefix: config.redisPrefix, delivery: mailer.mode === 'smtp' ? 'smtp' : `mailbox ${config.mailDir}` },
  'email worker ready',
);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'email worker stopping');
  // lets the job in hand finish, so a mail is never cut off half-written
  await running.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
