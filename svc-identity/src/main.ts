// svc-identity process: migrate, then serve on IDENTITY_PORT (8081).
import { Redis } from 'ioredis';
import pg from 'pg';
import { pino } from 'pino';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createEmailQueue } from '@portal/contracts/server/email';
import { migrate } from './migrate.ts';
import { deleteExpiredSessions } from './sessions/store.ts';

const config = loadConfig();
const logger = pino({ level: config.logLevel, base: { service: 'svc-identity' } });

await migrate(config.databaseUrl, (msg) => logger.debug({ migration: msg }, 'migrate'));

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
const redis = new Redis(config.redisUrl);
const emailQueue = createEmailQueue({ redisUrl: config.redisUrl, prefix: config.redisPrefix });
const clock = () => new Date();

const app = createApp({ pool, redis, config, enqueueEmail: emailQueue.enqueueEmail, clock, logger });
const server = app.listen(config.port, () => {
  logger.info({ port: config.port, captcha: config.captcha }, 'svc-identity listening');
});
server.keepAliveTimeout = 65_000;

const sweep = setInterval(() => {
  deleteExpiredSessions({ pool, redis, config, clock }).catch((err: unknown) =>
    logger.warn({ err }, 'session sweep failed'),
  );
}, 10 * 60_000);
sweep.unref();

async function shutdown(signal: string): Promise<void> {
  logger.info({ signal }, 'shutting down');
  clearInterval(sweep);
  server.close();
  await emailQueue.close().catch(() => {});
  redis.disconnect();
  await pool.end().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
