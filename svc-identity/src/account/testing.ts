// Service-test harness for the account and errors routers: the shared fresh database
// (src/testing/database.ts) and gateway client (src/testing/gatewayClient.ts), plus what the
// shared createTestApp does not have: the real BullMQ email queue under a random prefix, the
// email worker writing into a temporary MAIL_DIR, and a clock the tests can set.
import type { MemberContact, PermissionSet } from '@portal/contracts';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { pino } from 'pino';
import type { Express } from 'express';
import { createApp } from '../app.ts';
import { loadConfig, type IdentityConfig } from '../config.ts';
import { startEmailWorker, type EmailWorker } from '../email/emailWorker.ts';
import { createMailer } from '../email/mailer.ts';
import { createEmailQueue, type EmailQueue } from '@portal/contracts/server/email';
import { deletePrefix, freshMailDir, freshPrefix, removeDir, TEST_REDIS_URL } from '../email/testQueue.ts';
import { createLogin } from '../passwords/index.ts';
import { createTestDatabase } from '../testing/database.ts';
import { Browser } from '../testing/gatewayClient.ts';

export interface CallOptions {
  accountID?: string;
  sessionID?: string | null;
  body?: unknown;
  /** Fetches GET /api/token first and sends it as body field `token` (as the kit does). */
  csrf?: boolean;
  ip?: string;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked by expect(), not by types
  body: any;
  /** The sessionid cookie set by the answer, if any. */
  sessionCookie: string | null;
  setCookie: string[];
}

export interface TestMember {
  accountID: string;
  capid: number;
  nameFirst?: string;
  nameLast?: string;
  email?: string | null;
  permissions?: PermissionSet;
}

export interface AccountTestService {
  config: IdentityConfig;
  pool: pg.Pool;
  redis: Redis;
  prefix: string;
  mailDir: string;
  emailQueue: EmailQueue;
  now: Date;
  setNow(date: Date): void;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  addAccount(id: string, type?: string): Promise<void>;
  addMember(member: TestMember): Promise<void>;
  addLogin(accountID: string, capid: number, username: string, password: string): Promise<number>;
  startWorker(): EmailWorker;
  close(): Promise<void>;
}

export async function startAccountTestService(): Promise<AccountTestService> {
  const db = await createTestDatabase('identity');
  const pool = db.pool;
  const prefix = freshPrefix('identity');
  const mailDir = await freshMailDir();
  const config = loadConfig({
    DATABASE_URL: db.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    CAPTCHA: 'none',
    CONTEXT_SECRET: 'test-context-secret',
    BASE_DOMAIN: 'localhost',
    PORT: '8080',
    SUPER_USER_IDS: '999999',
    // each remembered password costs a hash check per change; two are enough to test InHistory
    PASSWORD_HISTORY_DEPTH: '2',
  });
  const redis = new Redis(TEST_REDIS_URL);
  const emailQueue = createEmailQueue({ redisUrl: TEST_REDIS_URL, prefix, backoffDelayMs: 20 });
  let now = new Date();
  const clock = () => now;
  const app: Express = createApp({
    pool,
    redis,
    config,
    enqueueEmail: emailQueue.enqueueEmail,
    clock,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
  });
  const workers: EmailWorker[] = [];

  /** One request as a browser on the account host would make it, through the gateway's steps. */
  async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const browser = new Browser(
      { app, secret: config.contextSecret, now: clock },
      options.accountID ?? 'md001',
    );
    browser.sessionID = options.sessionID ?? null;
    browser.ip = options.ip ?? '203.0.113.7';
    const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const res =
      options.csrf && verb === 'post'
        ? await browser.postWithToken(path, (options.body ?? {}) as Record<string, unknown>)
        : await browser.request(verb, path, options.body);
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const cookieSet = setCookie.some((c) => c.startsWith('sessionid='));
    return {
      status: res.status,
      body: res.text === '' ? undefined : res.body,
      sessionCookie: cookieSet ? browser.sessionID : null,
      setCookie,
    };
  }

  const service: AccountTestService = {
    config,
    pool,
    redis,
    prefix,
    mailDir,
    emailQueue,
    get now() {
      return now;
    },
    setNow(date) {
      now = date;
    },
    call,
    async addAccount(id, type = 'CAPSQUADRON') {
      await pool.query(`INSERT INTO identity.accounts (id, type, name) VALUES ($1, $2, $3)`, [
        id,
        type,
        `Test ${id}`,
      ]);
    },
    async addMember(m) {
      const contact: Partial<MemberContact> = m.email ? { EMAIL: { PRIMARY: m.email } } : {};
      await pool.query(
        `INSERT INTO identity.members (account_id, type, id, name_first, name_last, contact) VALUES ($1, 'CAPNHQMember', $2, $3, $4, $5)`,
        [m.accountID, String(m.capid), m.nameFirst ?? 'Pat', m.nameLast ?? 'Member', JSON.stringify(contact)],
      );
      if (m.permissions) {
        await pool.query(
          `INSERT INTO identity.permissions (account_id, member_type, member_id, permissions) VALUES ($1, 'CAPNHQMember', $2, $3)`,
          [m.accountID, String(m.capid), JSON.stringify(m.permissions)],
        );
      }
    },
    async addLogin(accountID, capid, username, password) {
      const created = await createLogin(
        { pool, redis, config, clock },
        { accountID, username, member: { type: 'CAPNHQMember', id: capid }, password },
      );
      if (created.result !== 'Ok') throw new Error(`createLogin: ${created.result}`);
      return created.loginID;
    },
    startWorker() {
      const worker = startEmailWorker({
        redisUrl: TEST_REDIS_URL,
        prefix,
        mailer: createMailer({ mailDir, from: 'Portal <no-reply@localhost>' }),
      });
      workers.push(worker);
      return worker;
    },
    async close() {
      for (const worker of workers) await worker.close();
      await emailQueue.close();
      redis.disconnect();
      await db.drop();
      await deletePrefix(prefix);
      await removeDir(mailDir);
    },
  };
  return service;
}
