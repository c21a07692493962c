// svc-events' worker process (`npm run worker -w svc-events`): its own process so it scales apart
// from the HTTP process (ARCHITECTURE: workers run as their own processes). Consumes, under
// REDIS_PREFIX, the `event-reminders` queue (src/reminders: member reminders before an event and the
// points of contact's sign-up digests), reading DATABASE_URL and putting mails on the `email` queue,
// which svc-identity's email worker delivers. Members' emails come from svc-identity (IDENTITY_URL);
// links in mails from BASE_DOMAIN, PUBLIC_PORT (else PORT) and PUBLIC_PROTOCOL.
// REMINDER_CONCURRENCY (default 2) sets how many jobs run at once.
import pg from 'pg';
import { databasePoolMax, serveProbes, startTracing } from '@portal/contracts/server';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createEventMail } from './mail/eventMail.ts';
import { createMemberContactsClient } from './pocs/memberContactsClient.ts';
import { startReminderWorker } from './reminders/reminderWorker.ts';

// Tracing first, only when OTEL_* variables ask for it (why here: gateway/src/main.ts). A job
// carries no trace context: the worker's outgoing calls start traces of their own.
const tracing = await startTracing({ serviceName: 'svc-events-worker' });

const config = loadConfig();
const logger = createLogger(config.logLevel).child({ process: 'events-worker' });
const db = new pg.Pool({ connectionString: config.databaseUrl, max: databasePoolMax(process.env, 4) });
db.on('error', (error) => logger.error({ err: error.message }, 'database pool error'));
const mail = createEventMail({
  redisUrl: config.redisUrl,
  prefix: config.redisPrefix,
  publicURL: config.publicURL,
});
const concurrency = Number(process.env.REMINDER_CONCURRENCY);

const reminders = startReminderWorker({
  redisUrl: config.redisUrl,
  prefix: config.redisPrefix,
  db,
  mail,
  memberContacts: createMemberContactsClient({
    identityUrl: config.identityUrl,
    contextSecret: config.contextSecret,
  }),
  logger,
  concurrency: Number.isInteger(concurrency) && concurrency > 0 ? concurrency : 2,
});
await reminders.worker.waitUntilReady();
logger.info({ queue: 'event-reminders', prefix: config.redisPrefix }, 'reminder worker ready');

// HEALTH_PORT (set in the Kubernetes Deployments): /healthz, and /readyz while the worker runs and
// the database answers
const probes = process.env.HEALTH_PORT
  ? serveProbes({
      port: Number(process.env.HEALTH_PORT),
      ready: async () => {
        if (!reminders.worker.isRunning()) throw new Error('worker not running');
        await db.query('SELECT 1');
      },
    })
  : undefined;

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'worker stopping');
  probes?.state.draining();
  // lets the jobs in hand finish: a reminder's mail is enqueued or the job is retried later
  await reminders.close();
  await mail.close().catch(() => {});
  await db.end().catch(() => {});
  probes?.server.close();
  await tracing?.shutdown();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
