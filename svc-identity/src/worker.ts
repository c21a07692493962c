/**
 * The email worker process: `tsx svc-identity/src/worker.ts`. Consumes the BullMQ `email` queue and
 * delivers over SMTP_URL, or into MAIL_DIR as .eml files when SMTP is not configured.
 */
import { emailConfigFromEnv } from './email/config.ts';
import { startEmailWorker } from './email/emailWorker.ts';
import { createMailer } from './email/mailer.ts';

const config = emailConfigFromEnv();
const log = (entry: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), service: 'email-worker', ...entry })}\n`);

const mailer = createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, from: config.mailFrom });
const running = startEmailWorker({ redisUrl: config.redisUrl, prefix: config.redisPrefix, mailer, log });
log({
  msg: 'email worker started',
  prefix: config.redisPrefix,
  delivery: mailer.mode === 'smtp' ? 'smtp' : `mailbox ${config.mailDir}`,
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log({ msg: 'email worker stopping', signal });
  await running.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
