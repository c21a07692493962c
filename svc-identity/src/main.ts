// svc-identity process: migrate, then serve on IDENTITY_PORT (8081).
import { Redis } from 'ioredis';
import pg from 'pg';
import { pino } from 'pino';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createEmailQueue } from '@portal/contracts/server/email';
import { databasePoolMax, serveUntilStopped, startTracing } from '@portal/contracts/server';
import { migrate } from './migrate.ts';
import { deleteExpiredSessions } from './sessions/store.ts';

// Tracing first, only when OTEL_* variables ask for it (why here: gateway/src/main.ts).
const tracing = await startTracing({ serviceName: 'svc-identity' });

const config = loadConfig();
const logger = pino({ level: config.logLevel, base: { service: 'svc-identity' } });

await migrate(config.databaseUrl, (msg) => logger.debug({ migration: msg }, 'migrate'));

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: databasePoolMax(process.env, 10) });
// An idle client losing its connection (a database restart) emits 'error' on the pool: without a
// listener that ended the process (fault drill); the pool replaces the client by itself.
pool.on('error', (error) => logger.error({ err: error.message }, 'database pool error'));
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

const app = createApp({ pool, redis, config, enqueueEmail: emailQueue.enqueueEmail, clock, logger });
// stops on SIGTERM after the requests in flight (serveUntilStopped); /healthz and /readyz in front
serveUntilStopped({
  app,
  name: 'svc-identity',
  port: config.port,
  host: config.host, // loopback unless HOST says otherwise: only the gateway needs to reach it
  logger,
  ready: () => Promise.all([pool.query('SELECT 1'), redis.ping()]),
  onStop: async () => {
    clearInterval(sweep);
    await emailQueue.close().catch(() => {});
    redis.disconnect();
    await pool.end().catch(() => {});
    await tracing?.shutdown();
  },
});
logger.info({ captcha: config.captcha }, 'svc-identity configured');
