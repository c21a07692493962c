// svc-identity process: migrate, then serve on IDENTITY_PORT (8081).
import { Redis } from 'ioredis';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createEmailQueue } from '@portal/contracts/server/email';
import {
  acceptedContextSecrets,
  createHotAnswers,
  createServiceLogger,
  runService,
} from '@portal/contracts/server';
import { migrate } from './migrate.ts';
import { deleteExpiredSessions } from './sessions/store.ts';

const config = loadConfig();
const logger = createServiceLogger('svc-identity', config.logLevel);

// stops on SIGTERM after the requests in flight; /healthz and /readyz in front; listens on the
// loopback unless HOST says otherwise: only the gateway needs to reach it
await runService({
  name: 'svc-identity',
  config,
  logger,
  migrate: () => migrate(config.databaseUrl, (msg) => logger.debug({ migration: msg }, 'migrate')),
  start: ({ db: pool }) => {
    const redis = new Redis(config.redisUrl);
    // ioredis reconnects by itself; its connection errors become our log lines (not its console warning)
    redis.on('error', (error) => logger.warn({ err: error.message }, 'redis connection error'));
    const emailQueue = createEmailQueue({ redisUrl: config.redisUrl, prefix: config.redisPrefix });
    const clock = () => new Date();

    const sweep = setInterval(() => {
      deleteExpiredSessions({ pool, redis, config, clock }).catch((err: unknown) =>
        logger.warn({ err }, 'session sweep failed'),
      );
    }, 10 * 60_000);
    sweep.unref();

    // a repeated /api/check, answered before Express for the same signed context
    const hotAnswers = createHotAnswers({
      contextSecret: acceptedContextSecrets(config),
      now: () => clock().getTime(),
      logger,
    });
    const app = createApp({
      pool,
      redis,
      config,
      enqueueEmail: emailQueue.enqueueEmail,
      clock,
      logger,
      hotAnswers,
    });
    return {
      app,
      hotAnswers,
      ready: () => redis.ping(),
      onStop: async () => {
        clearInterval(sweep);
        await emailQueue.close().catch(() => {});
        redis.disconnect();
      },
    };
  },
});
logger.info({ captcha: config.captcha }, 'svc-identity configured');
