// svc-events process: applies migrations, then listens on EVENTS_PORT (default 8082). Mails go on
// the `email` queue (src/mail) from the attendance listeners; svc-identity's worker delivers them.
import { acceptedContextSecrets, createHotAnswers, runService } from '@portal/contracts/server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { runMigrations } from './db/migrations.ts';
import { createLogger } from './logger.ts';
import { createMailClients } from './mail/mailClients.ts';
import { mailListeners } from './mail/mailListeners.ts';
import { reminderListener, rescheduleOnMove } from './reminders/reminderListener.ts';
import { createReminderQueue } from './reminders/reminderQueue.ts';
import { Redis } from 'ioredis';
import { accountBaseURL } from '@portal/contracts/server/email';
import { createSignLimiter, createSlipFilesClient } from './permissionSlips/index.ts';
import { waitlistPromotionListener } from './waitlist/promotionMail.ts';
import { startViewerChangeFeed } from './events/viewerChangeFeed.ts';

const config = loadConfig();
const baseLogger = createLogger(config.logLevel);
// the database's change notices on a connection of their own (the viewer's kept copies)
const viewerChanges = startViewerChangeFeed({
  connection: { connectionString: config.databaseUrl },
  logger: baseLogger,
});

await runService({
  name: 'svc-events',
  config,
  logger: baseLogger,
  migrate: () => runMigrations(config.databaseUrl),
  start: ({ db, logger }) => {
    const { mail, memberContacts } = createMailClients(config);
    const slipRedis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
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
    // a repeated viewer read, answered before Express while its event's copy holds
    const hotAnswers = createHotAnswers({ contextSecret: acceptedContextSecrets(config), logger });
    const app = createApp({
      db,
      // verifies with the current and, during a rotation, the previous secret; signs with the current
      contextSecret: acceptedContextSecrets(config),
      logger,
      identityUrl: config.identityUrl,
      superUserIDs: config.superUserIDs,
      memberContacts,
      attendanceListeners,
      onEventMoved: rescheduleOnMove(db, reminders, logger),
      // the online permission slips: links on the unit's host, 30 public calls a minute per address
      permissionSlips: {
        mail,
        baseURL: (accountID) => accountBaseURL(config.publicURL, accountID),
        limiter: createSignLimiter(slipRedis, { prefix: config.redisPrefix, points: 30, windowSeconds: 60 }),
        reminders,
        // the signed slips' PDFs go into the drive (svc-files' internal document call)
        files: createSlipFilesClient({
          filesUrl: config.filesUrl,
          contextSecret: acceptedContextSecrets(config),
        }),
      },
      viewerChanges,
      hotAnswers,
    });
    const onStop = async () => {
      await mail.close();
      await reminders.close();
      slipRedis.disconnect();
      await viewerChanges.close();
    };
    return { app, hotAnswers, onStop };
  },
});
