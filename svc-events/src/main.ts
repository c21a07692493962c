// svc-events process: applies migrations, then listens on EVENTS_PORT (default 8082). Mails go on
// the `email` queue (src/mail) from the attendance listeners; svc-identity's worker delivers them.
import pg from 'pg';
import {
  acceptedContextSecrets,
  databasePoolMax,
  serveUntilStopped,
  startTracing,
} from '@portal/contracts/server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { runMigrations } from './db/migrations.ts';
import { createLogger } from './logger.ts';
import { createEventMail } from './mail/eventMail.ts';
import { mailListeners } from './mail/mailListeners.ts';
import { createMemberContactsClient } from './pocs/memberContactsClient.ts';
import { reminderListener, rescheduleOnMove } from './reminders/reminderListener.ts';
import { createReminderQueue } from './reminders/reminderQueue.ts';
import { waitlistPromotionListener } from './waitlist/promotionMail.ts';

// Tracing first, only when OTEL_* variables ask for it (why here: gateway/src/main.ts).
const tracing = await startTracing({ serviceName: 'svc-events' });

const config = loadConfig();
const logger = createLogger(config.logLevel);
await runMigrations(config.databaseUrl);
const db = new pg.Pool({ connectionString: config.databaseUrl, max: databasePoolMax(process.env, 10) });
db.on('error', (error) => logger.error({ err: error.message }, 'database pool error'));
const mail = createEventMail({
  redisUrl: config.redisUrl,
  prefix: config.redisPrefix,
  publicURL: config.publicURL,
});
const memberContacts = createMemberContactsClient({
  identityUrl: config.identityUrl,
  contextSecret: config.contextSecret,
});
// Run after each committed attendance change: the mail feature's (the sign-up email), then others'.
// Reminders and the points of contact's sign-up digest (src/reminders): delayed jobs that
// src/worker.ts runs; adding them waits at most 2 s for Redis, so a request never hangs on it.
const reminders = createReminderQueue({
  redisUrl: config.redisUrl,
  prefix: config.redisPrefix,
  timeoutMs: 2_000,
});
const attendanceListeners = [
  ...mailListeners({ mail, memberContacts, logger }),
  reminderListener(reminders),
  // the waitlist: the promoted member is told (src/waitlist/promotionMail.ts)
  waitlistPromotionListener({ mail, memberContacts, logger }),
];

serveUntilStopped({
  app: createApp({
    db,
    // verifies with the current and, during a rotation, the previous secret; signs with the current
    contextSecret: acceptedContextSecrets(config),
    logger,
    identityUrl: config.identityUrl,
    superUserIDs: config.superUserIDs,
    memberContacts,
    attendanceListeners,
    onEventMoved: rescheduleOnMove(db, reminders, logger),
  }),
  name: 'svc-events',
  port: config.port,
  host: config.host,
  logger,
  // readiness (/readyz): the database answers
  ready: () => db.query('SELECT 1'),
  onStop: async () => {
    await mail.close();
    await reminders.close();
    await db.end();
    await tracing?.shutdown();
  },
});
