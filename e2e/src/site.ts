// Starts the composed site the way `npm start` does (deploy/stack.mjs), but on a throw-away
// database, a random Redis prefix, free ports, fixture users, CAPTCHA=none and a temporary mailbox,
// and opens Debian's Chromium through playwright-core.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  deleteRedisPrefix,
  dropDatabase,
  findPostgres,
  findRedis,
  startStack,
  stopOwned,
  withDatabase,
  type Stack,
} from '../../deploy/stack.mjs';
import { copyTemplate, ensureTemplate } from '../../deploy/templateDatabase.mjs';

export const outputDir = resolve(import.meta.dirname, '..', 'output');
/** Password of every fixture user (fixtures are seeded with DEMO_PASSWORD). */
export const fixturePassword = 'E2e-Fixture-Pass-1!';
/**
 * Journeys hash passwords at scrypt 2^12 rather than OWASP's 2^17 (0.4 s of CPU each): hundreds of
 * sign-ins on two loaded cores pushed steps past their timeouts. The cost itself is tested in
 * svc-identity's security suite and measured by the meeting-night bench, both at OWASP's cost.
 */
export const fastHashEnv = { PASSWORD_HASH_LOG_N: '12' };

/** The environment of every test site's processes: no captcha, a mailbox folder, fixture passwords. */
export function testSiteEnv(mailDir: string): Record<string, string> {
  return {
    CAPTCHA: 'none',
    MAIL_DIR: mailDir,
    DEMO_PASSWORD: fixturePassword,
    LOG_LEVEL: 'warn',
    ...fastHashEnv,
  };
}

export interface Site {
  stack: Stack;
  /** http://md001.localhost:{port} */
  base: string;
  port: number;
  mailDir: string;
  browser: Browser;
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

const PORTS_FROM = 20000;
const PORT_BLOCKS = 1500; // of 8 ports: 20000-31999, below the kernel's ephemeral range (32768-)
const handedOut = new Set<number>();

/**
 * A free port for each process of the stack that listens (the gateway, services and remotes). A
 * port the kernel hands out (listen on 0) can be taken by any outgoing connection, or handed to
 * another site starting at the same time, in the seconds before a slow process listens: it then
 * answers for another site's process. So each test process takes the block of eight ports its pid
 * names, below the ephemeral range, and draws at random there only for a port already in use.
 */
export async function freeStackPorts(): Promise<Record<string, number>> {
  const names = [
    'gateway',
    'identity',
    'events',
    'files',
    'mfe-events',
    'mfe-admin',
    'mfe-drive',
    'mfe-quiz',
  ];
  const block = PORTS_FROM + (process.pid % PORT_BLOCKS) * 8;
  const ports: Record<string, number> = {};
  for (const [i, name] of names.entries()) {
    let port = block + i;
    while (handedOut.has(port) || !(await canListen(port))) {
      port = PORTS_FROM + Math.floor(Math.random() * PORT_BLOCKS * 8);
    }
    handedOut.add(port);
    ports[name] = port;
  }
  return ports;
}

/** Whether nothing listens on port yet, on every interface (the gateway listens on all of them). */
function canListen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen({ port, host: '::' }, () => server.close(() => done(true)));
  });
}

/** Debian's Chromium, headless, without the background calls this machine's closed network refuses. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function startSite(): Promise<Site> {
  mkdirSync(outputDir, { recursive: true });
  // one log per journey file: the files run at the same time and would write over each other's
  const logName = `stack-${basename(process.argv[1] ?? 'site').replace(/\.test\.ts$|\.\w+$/, '')}.log`;
  const stackLog = createWriteStream(join(outputDir, logName));
  const log = (line: string) => stackLog.write(`[e2e] ${line}\n`);
  const pgServer = await findPostgres({ log });
  const redis = await findRedis({ log });
  const suffix = randomBytes(4).toString('hex');
  const databaseUrl = withDatabase(pgServer.url, `e2e_${suffix}`);
  const mailDir = await mkdtemp(join(tmpdir(), 'e2e-mail-'));
  const ports = await freeStackPorts();

  // each phase's time goes to the log: where a slow start went
  let phaseStart = Date.now();
  const phase = (name: string) => {
    log(`start-up: ${name} in ${Date.now() - phaseStart} ms`);
    phaseStart = Date.now();
  };
  // Chromium starts while the site does: it needs nothing of the site until the first page
  const browserStarting = launchChromium();
  browserStarting.catch(() => {}); // awaited once the site runs; a site that fails closes it
  let stack: Stack;
  try {
    // the fixtures are seeded once per version of the code (a template), then copied per site
    const { MAIL_DIR: _perSite, ...seedEnv } = testSiteEnv(mailDir);
    const template = () =>
      ensureTemplate({
        serverUrl: pgServer.url,
        redisUrl: redis.url,
        seed: 'fixtures',
        env: seedEnv,
        log,
        onLine: (name, line) => stackLog.write(`[${name}] ${line}\n`),
      });
    // a change to the services' code during a run replaces the template: copy the new one then
    await copyTemplate(await template(), databaseUrl).catch(async () =>
      copyTemplate(await template(), databaseUrl),
    );
    phase('database (template copied)');
    stack = await startStack({
      databaseUrl,
      redisUrl: redis.url,
      redisPrefix: `e2e_${suffix}`,
      ports,
      migrate: false,
      // the e2e sites are no deployment of the pact store's 'local' environment
      environment: null,
      env: testSiteEnv(mailDir),
      onLine: (name, line) => stackLog.write(`[${name}] ${line}\n`),
      log,
    });
  } catch (error) {
    await browserStarting.then((b) => b.close()).catch(() => {});
    await dropDatabase(databaseUrl).catch(() => {});
    await deleteRedisPrefix(redis.url, `e2e_${suffix}`).catch(() => {});
    stopOwned(pgServer.owned);
    stopOwned(redis.owned);
    stackLog.end();
    throw new Error(
      `the site did not start (see e2e/output/${logName}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  phase('processes answering');
  let browser: Browser;
  try {
    browser = await browserStarting;
  } catch (error) {
    await stack.stop();
    await dropDatabase(databaseUrl).catch(() => {});
    stackLog.end();
    throw error;
  }
  phase('Chromium (started with the database)');

  const contexts: BrowserContext[] = [];
  return {
    stack,
    base: `http://md001.localhost:${stack.port}`,
    port: stack.port,
    mailDir,
    browser,
    async newPage() {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15000);
      return { context, page };
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => {})));
      await browser.close().catch(() => {});
      await stack.stop();
      await dropDatabase(databaseUrl).catch((e: unknown) =>
        log(`could not drop ${databaseUrl}: ${String(e)}`),
      );
      await deleteRedisPrefix(redis.url, `e2e_${suffix}`).catch((e: unknown) =>
        log(`could not clean Redis: ${String(e)}`),
      );
      stopOwned(pgServer.owned);
      stopOwned(redis.owned);
      await rm(mailDir, { recursive: true, force: true });
      stackLog.end();
    },
  };
}

/** Saves a full-page screenshot as e2e/output/{name}.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(outputDir, `${name}.png`), fullPage: true });
}
