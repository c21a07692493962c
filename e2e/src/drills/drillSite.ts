// The site for the fault drills: started by deploy/stack.mjs like `npm start`, but
// on a PRIVATE PostgreSQL and a PRIVATE Redis (own ports, own data folder under the system temporary
// folder), because the drills stop and restart them; the machine's shared servers are never touched.
// Fixture users, CAPTCHA=none, a temporary mailbox, short job locks (UPLOAD_LOCK_MS, EMAIL_LOCK_MS:
// a killed worker's job is taken up again within seconds, not 30 s), and Debian's Chromium.
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort } from '@portal/contracts/testing';
import { findPostgres, findRedis, startStack, withDatabase, type Stack } from '../../../deploy/stack.mjs';
import { fixturePassword, freeStackPorts, launchChromium, outputDir, testSiteEnv } from '../site.ts';

export { fixturePassword };
/** The gateway's UPSTREAM_TIMEOUT_MS on the drill site (drill 5, a hung service). */
export const HUNG_SERVICE_TIMEOUT_MS = 3000;
/** The job lock of the workers in the drills: how soon a killed worker's job is taken up again. */
export const LOCK_MS = 4000;

export interface DrillSite {
  stack: Stack;
  base: string;
  mailDir: string;
  filesDir: string;
  databaseUrl: string;
  redisUrl: string;
  browser: Browser;
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  /** A query on the drill's database (checks after a drill). */
  query<T extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Resolves at the first output line of process `name` matching `pattern` from now on. */
  waitForLine(name: string, pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Stops the private PostgreSQL (fast shutdown: sessions are ended) and starts it again. */
  restartPostgres(downMs?: number): Promise<{ downMs: number }>;
  /** Stops the private Redis (SHUTDOWN SAVE, as a graceful restart does) and starts it again. */
  restartRedis(downMs?: number): Promise<{ downMs: number }>;
  /** Figures for the issue note, written to e2e/output/drills.json at the end. */
  figures: Record<string, unknown>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function stopServer(child: ChildProcess | null, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    try {
      process.kill(-child.pid!, signal); // its process group: runuser and postgres alike
    } catch {
      child.kill(signal);
    }
  });
}

export async function startDrillSite(): Promise<DrillSite> {
  mkdirSync(outputDir, { recursive: true });
  const stackLog = createWriteStream(join(outputDir, 'drills-stack.log'));
  const log = (line: string) => stackLog.write(`[drills] ${line}\n`);
  const dataDir = await mkdtemp(join(tmpdir(), 'drill-data-'));
  const mailDir = join(dataDir, 'mail');
  const filesDir = join(dataDir, 'files');
  mkdirSync(mailDir, { recursive: true });
  // nothing listens on `closed`: findPostgres/findRedis skip the shared servers and start private ones
  const [closed, pgPort, redisPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const serverOptions = (privatePort: number) => ({ env: {}, log, dataDir, localPort: closed, privatePort });
  let pgServer = await findPostgres(serverOptions(pgPort));
  let redisServer = await findRedis(serverOptions(redisPort));
  const databaseUrl = withDatabase(pgServer.url, 'drill');
  const redisUrl = redisServer.url;

  const listeners = new Set<(name: string, line: string) => void>();
  const ports = await freeStackPorts();
  let stack: Stack;
  try {
    stack = await startStack({
      databaseUrl,
      redisUrl,
      redisPrefix: `drill_${randomBytes(3).toString('hex')}`,
      ports,
      seed: 'fixtures',
      env: {
        ...testSiteEnv(mailDir),
        FILES_DIR: filesDir,
        LOG_LEVEL: 'info', // the workers' 'test pause' lines are info
        UPLOAD_LOCK_MS: String(LOCK_MS),
        EMAIL_LOCK_MS: String(LOCK_MS),
        // drill 5: the gateway gives up on a hung service after this long (production: 30 s)
        UPSTREAM_TIMEOUT_MS: String(HUNG_SERVICE_TIMEOUT_MS),
      },
      onLine: (name, line) => {
        stackLog.write(`[${name}] ${line}\n`);
        for (const listener of listeners) listener(name, line);
      },
      log,
    });
  } catch (error) {
    await stopServer(pgServer.owned, 'SIGINT');
    await stopServer(redisServer.owned, 'SIGTERM');
    stackLog.end();
    throw new Error(`the drill site did not start (see e2e/output/drills-stack.log): ${String(error)}`);
  }

  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    await stack.stop();
    await stopServer(pgServer.owned, 'SIGINT');
    await stopServer(redisServer.owned, 'SIGTERM');
    stackLog.end();
    throw error;
  }
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  db.on('error', () => {}); // the drills restart the server under it
  const contexts: BrowserContext[] = [];
  const figures: Record<string, unknown> = {};

  return {
    stack,
    base: `http://md001.localhost:${stack.port}`,
    mailDir,
    filesDir,
    databaseUrl,
    redisUrl,
    browser,
    figures,
    async newPage() {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15000);
      return { context, page };
    },
    async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    waitForLine(name, pattern, timeoutMs = 30000) {
      return new Promise((done, fail) => {
        const timer = setTimeout(() => {
          listeners.delete(listener);
          fail(new Error(`${name} printed no line matching ${pattern} within ${timeoutMs / 1000}s`));
        }, timeoutMs);
        const listener = (from: string, line: string) => {
          if (from !== name || !pattern.test(line)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          done(line);
        };
        listeners.add(listener);
      });
    },
    async restartPostgres(downMs = 1000) {
      const started = Date.now();
      await stopServer(pgServer.owned, 'SIGINT');
      await sleep(downMs);
      pgServer = await findPostgres(serverOptions(pgPort));
      return { downMs: Date.now() - started };
    },
    async restartRedis(downMs = 1000) {
      const started = Date.now();
      const admin = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
      admin.on('error', () => {});
      await admin.connect();
      await admin.call('SHUTDOWN', 'SAVE').catch(() => {}); // the connection closes as it shuts down
      admin.disconnect();
      await stopServer(redisServer.owned, 'SIGTERM');
      await sleep(downMs);
      redisServer = await findRedis(serverOptions(redisPort));
      return { downMs: Date.now() - started };
    },
    async close() {
      writeFileSync(join(outputDir, 'drills.json'), JSON.stringify(figures, null, 2) + '\n');
      await Promise.all(contexts.map((c) => c.close().catch(() => {})));
      await browser.close().catch(() => {});
      await stack.stop();
      await db.end().catch(() => {});
      await stopServer(pgServer.owned, 'SIGINT');
      await stopServer(redisServer.owned, 'SIGTERM');
      await rm(dataDir, { recursive: true, force: true }).catch(() => {});
      stackLog.end();
    },
  };
}

/** Starts the drill site before the file's tests and stops it after them. */
export function drillSiteForThisFile(): () => DrillSite {
  let site: DrillSite | undefined;
  before(async () => {
    site = await startDrillSite();
  });
  after(async () => {
    await site?.close();
  });
  return () => {
    if (!site) throw new Error('the drill site has not started');
    return site;
  };
}
