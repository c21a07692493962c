// svc-events' worker process (`npm run worker -w svc-events`): its own process so it scales apart
// from the HTTP process (ARCHITECTURE: workers run as their own processes). Consumes, under
// REDIS_PREFIX, the `event-reminders` queue (src/reminders: member reminders before an event and the
// points of contact's sign-up digests), reading DATABASE_URL and putting mails on the `email` queue,
// which svc-identity's email worker delivers. Members' emails come from svc-identity (IDENTITY_URL);
// links in mails from BASE_DOMAIN, PUBLIC_PORT (else PORT) and PUBLIC_PROTOCOL.
// REMINDER_CONCURRENCY (default 2) sets how many jobs run at once.
import { positiveInteger, runWorker, type ProcessParts, type RunningWorker } from '@portal/contracts/server';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createMailClients } from './mail/mailClients.ts';
import { startReminderWorker } from './reminders/reminderWorker.ts';
import { createMemberDetailsClient } from './orgInfo/memberDetailsClient.ts';
import { accountBaseURL } from '@portal/contracts/server/email';

const config = loadConfig();
const logger = createLogger(config.logLevel).child({ process: 'events-worker' });

async function startReminders({ db }: ProcessParts): Promise<RunningWorker> {
  const { mail, memberContacts } = createMailClients(config);
  const reminders = startReminderWorker({
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    db,
    mail,
    memberContacts,
    // the permission slips' reminder: the cadets' parents from svc-identity, links on the unit's host
    slips: {
      db,
      mail,
      memberDetails: createMemberDetailsClient(config),
      baseURL: (accountID) => accountBaseURL(config.publicURL, accountID),
    },
    logger,
    concurrency: positiveInteger(process.env.REMINDER_CONCURRENCY) ?? 2,
  });
  await reminders.worker.waitUntilReady();
  logger.info({ queue: 'event-reminders', prefix: config.redisPrefix }, 'reminder worker ready');
  return {
    isRunning: () => reminders.worker.isRunning(),
    // a reminder's mail is enqueued or the job is retried later
    close: async () => {
      await reminders.close();
      await mail.close().catch(() => {});
    },
  };
}

await runWorker({
  name: 'svc-events-worker',
  label: 'reminder worker',
  config,
  logger,
  start: startReminders,
});
