// Builds svc-identity for a test file: fresh database, random Redis prefix, the real app.
import type { FileInfoClient } from '../registry/fileInfoClient.ts';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import express, { type Express } from 'express';
import { acceptedContextSecrets, createHotAnswers, type HotAnswers } from '@portal/contracts/server';
import { createApp } from '../app.ts';
import type { CaptchaVerifier } from '../captcha/types.ts';
import { loadConfig, type IdentityConfig } from '../config.ts';
import type { QueuedEmailJob } from '../deps.ts';
import { seedFixtures } from '../seed/seed.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { Browser } from './gatewayClient.ts';

export const TEST_PASSWORD = 'Fixture-Password-2024!';
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export interface TestApp {
  /** The service's app itself; browsers reach it through the hot answers in front of it. */
  app: ReturnType<typeof createApp>;
  /** The app behind the hot answers, as main.ts serves it: what browsers reach. */
  served: Express;
  hotAnswers: HotAnswers;
  db: TestDatabase;
  redis: Redis;
  config: IdentityConfig;
  /** Queued mails, newest last. */
  emails: QueuedEmailJob[];
  /** Move the service's clock (ms). */
  advance(ms: number): void;
  now(): Date;
  browser(accountID?: string): Browser;
  /** The same service (database, Redis, clock) built with other settings or captcha. */
  variant(
    config: Partial<IdentityConfig>,
    captcha?: CaptchaVerifier,
  ): { browser(accountID?: string): Browser };
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    config?: Partial<IdentityConfig>;
    captcha?: CaptchaVerifier;
    seed?: boolean;
    /** svc-files' file-info call (the favicon check); by default the client of config.filesUrl. */
    fileInfo?: FileInfoClient;
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase('identity');
  const prefix = `test-identity-${randomBytes(6).toString('hex')}`;
  const config: IdentityConfig = {
    ...loadConfig({ CAPTCHA: 'none', REDIS_URL: TEST_REDIS_URL, DATABASE_URL: db.url, REDIS_PREFIX: prefix }),
    contextSecret: `test-secret-${randomBytes(8).toString('hex')}`,
    ...options.config,
  };
  const redis = new Redis(config.redisUrl);
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const emails: QueuedEmailJob[] = [];
  if (options.seed !== false) await seedFixtures(db.pool, { password: TEST_PASSWORD, now: now() });
  const build = (cfg: IdentityConfig, captcha?: CaptchaVerifier) => {
    const hotAnswers = createHotAnswers({
      contextSecret: acceptedContextSecrets(cfg),
      now: () => now().getTime(),
    });
    const service = createApp({
      pool: db.pool,
      redis,
      config: cfg,
      clock: now,
      enqueueEmail: async (email) => {
        emails.push(email);
      },
      logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
      ...(captcha ? { captcha } : {}),
      ...(options.fileInfo ? { fileInfo: options.fileInfo } : {}),
      hotAnswers,
    });
    // what browsers reach, as main.ts serves it: a repeated /api/check answered before Express
    const served = express();
    served.use(hotAnswers.handle);
    served.use(service);
    return { service, served, hotAnswers };
  };
  const { service: app, served, hotAnswers } = build(config, options.captcha);
  return {
    app,
    served,
    hotAnswers,
    db,
    redis,
    config,
    emails,
    advance(ms) {
      offset += ms;
    },
    now,
    browser(accountID = 'md001') {
      return new Browser({ app: served, secret: config.contextSecret, now }, accountID);
    },
    variant(overrides, captcha) {
      const cfg = { ...config, ...overrides };
      const variant = build(cfg, captcha);
      return {
        browser: (accountID = 'md001') =>
          new Browser({ app: variant.served, secret: cfg.contextSecret, now }, accountID),
      };
    },
    async close() {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await db.drop();
    },
  };
}
