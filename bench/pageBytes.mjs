// The JavaScript a browser downloads for three pages of the composed site, on the wire: the
// anonymous home page, the home page signed in as the demo cadet, and the event form signed in as
// the demo admin (who may create events). The site runs as `npm start` runs it (deploy/stack.mjs:
// gateway, services, the remotes' static servers) on free ports, an own database and Redis prefix,
// from the built front end (`node deploy/build.mjs` first). Chromium loads each page in a fresh
// context (empty cache) and CDP's Network.loadingFinished gives each response's encoded length; the
// goals count the encoded bodies (that length less the response headers).
// It also lists any module loaded twice on the home page (bench/lib/chunkModules.mjs), and the
// files holding a copy of the federation runtime's core on each page (one, the shell's, is the goal).
// Env: BENCH_SCREENSHOTS=<dir> saves a PNG of each page there.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  defaultPorts,
  deleteRedisPrefix,
  dropDatabase,
  findPostgres,
  findRedis,
  startStack,
  withDatabase,
} from '../deploy/stack.mjs';
import { freePort } from './lib/processes.mjs';
import { duplicateModules, federationRuntimeCopies } from './lib/chunkModules.mjs';
import { loadAverage } from './lib/measure.mjs';

const KiB = 1024;
const GOALS = { 'home-anonymous-js': 250, 'home-cadet-js': 250, 'event-form-js': 400 };
const PAGES = [
  { name: 'home-anonymous-js', user: null, path: '/', ready: 'navigation' },
  { name: 'home-cadet-js', user: 'cadet', path: '/', ready: 'navigation' },
  { name: 'event-form-js', user: 'admin', path: '/eventform', ready: 'form' },
];

const kib = (bytes) => (bytes / KiB).toFixed(1);

async function startSite(password) {
  const pgServer = await findPostgres({ log: () => {} });
  const redis = await findRedis({ log: () => {} });
  const suffix = randomBytes(4).toString('hex');
  const databaseUrl = withDatabase(pgServer.url, `bench_pages_${suffix}`);
  const redisPrefix = `bench-pages-${suffix}`;
  const mailDir = await mkdtemp(join(tmpdir(), 'bench-pages-mail-'));
  const ports = {};
  for (const name of Object.keys(defaultPorts)) ports[name] = await freePort();
  const lines = [];
  const cleanup = async () => {
    await dropDatabase(databaseUrl).catch(() => {});
    await deleteRedisPrefix(redis.url, redisPrefix).catch(() => {});
    await rm(mailDir, { recursive: true, force: true });
  };
  try {
    const stack = await startStack({
      databaseUrl,
      redisUrl: redis.url,
      redisPrefix,
      ports,
      seed: 'demo',
      environment: null,
      env: { CAPTCHA: 'none', MAIL_DIR: mailDir, DEMO_PASSWORD: password, LOG_LEVEL: 'warn' },
      onLine: (name, line) => lines.push(`[${name}] ${line}`),
    });
    return {
      base: `http://md001.localhost:${stack.port}`,
      async stop() {
        await stack.stop();
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    console.error(lines.slice(-40).join('\n'));
    throw error;
  }
}

/** Loads one page in a fresh context; answers its scripts [{ url, bytes, encoding, source }]. */
async function loadPage(browser, base, page, password, screenshots) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const tab = await context.newPage();
    if (page.user) {
      // signed in from a page of the site's origin (no scripts), so the cookie is the browser's own
      await tab.goto(`${base}/api/check`);
      const answer = await tab.evaluate(
        async ({ username, password }) => {
          const response = await fetch('/api/signin', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username, password, token: { type: 'Recaptcha', response: 'bench' } }),
          });
          return { status: response.status, text: await response.text() };
        },
        { username: page.user, password },
      );
      if (answer.status !== 200 || !answer.text.includes('"None"'))
        throw new Error(`sign-in of ${page.user} failed: ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const responses = new Map();
    const scripts = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script' || /javascript/.test(response.mimeType))
        responses.set(requestId, {
          url: response.url,
          encoding:
            response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity',
        });
    });
    // the raw response headers, to tell how much of the encoded length they are
    const headerBytes = new Map();
    cdp.on('Network.responseReceivedExtraInfo', ({ requestId, headersText }) => {
      if (headersText) headerBytes.set(requestId, headersText.length);
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = responses.get(requestId);
      if (script)
        scripts.push({
          ...script,
          requestId,
          bytes: encodedDataLength,
          headers: headerBytes.get(requestId) ?? 0,
        });
    });
    await tab.goto(`${base}${page.path}`);
    if (page.ready === 'form') await tab.locator('form').first().waitFor({ timeout: 30000 });
    else await tab.getByRole('navigation', { name: 'Site' }).waitFor({ timeout: 30000 });
    await tab.waitForLoadState('networkidle');
    await tab.waitForTimeout(1000); // lazy panels started after the first idle moment
    await tab.waitForLoadState('networkidle');
    for (const script of scripts) {
      const body = await cdp
        .send('Network.getResponseBody', { requestId: script.requestId })
        .catch(() => null);
      script.source = body
        ? body.base64Encoded
          ? Buffer.from(body.body, 'base64').toString()
          : body.body
        : '';
    }
    if (screenshots)
      await tab.screenshot({
        path: join(screenshots, `${page.name.replace(/-js$/, '')}.png`),
        fullPage: true,
      });
    return scripts;
  } finally {
    await context.close();
  }
}

async function main() {
  const password = `Bench-${randomBytes(6).toString('hex')}-1!`;
  console.log(`load average before: ${loadAverage()}`);
  const site = await startSite(password);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const goals = [];
  let duplicates = [];
  // the page that loads the most copies of the federation runtime's core, and which files hold them
  let runtimeCopies = { page: '', urls: [] };
  try {
    for (const page of PAGES) {
      const scripts = await loadPage(browser, site.base, page, password, process.env.BENCH_SCREENSHOTS);
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
      const encodings = [...new Set(scripts.map((script) => script.encoding))].join(', ');
      const headers = scripts.reduce((sum, script) => sum + script.headers, 0);
      console.log(
        `\n${page.name}: ${scripts.length} scripts, ${kib(total)} KiB on the wire (${encodings}), of which ${kib(headers)} KiB response headers`,
      );
      for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes))
        console.log(`  ${kib(script.bytes).padStart(7)} KiB  ${new URL(script.url).pathname}`);
      // The goal counts the JavaScript itself as sent (the encoded bodies); the response headers are
      // HTTP's own overhead, shown above (HTTP/2 compresses them) and not JavaScript.
      const goal = GOALS[page.name];
      const figure = Math.round((total - headers) / KiB);
      goals.push(
        `goal ${page.name}: ${figure} KiB of encoded script bodies, ${Math.round(total / KiB)} KiB with headers (goal <= ${goal} KiB: ${figure <= goal ? 'met' : 'NOT met'})`,
      );
      const files = scripts.map(({ url, source }) => ({ url: new URL(url).pathname, source }));
      const copies = federationRuntimeCopies(files);
      if (copies.length > runtimeCopies.urls.length) runtimeCopies = { page: page.name, urls: copies };
      if (page.name === 'home-anonymous-js' || page.name === 'home-cadet-js') {
        const found = duplicateModules(files);
        if (found.length > duplicates.length) duplicates = found;
      }
    }
  } finally {
    await browser.close().catch(() => {});
    await site.stop();
  }
  if (duplicates.length) {
    console.log('\nmodules loaded twice on the home page (id, minified size, a string in it, files):');
    for (const module of duplicates)
      console.log(`  ${module.id} ${kib(module.bytes)} KiB "${module.sample}" in ${module.urls.join(', ')}`);
    const bytes = duplicates.reduce((sum, module) => sum + module.bytes, 0);
    console.log(`  together ${kib(bytes)} KiB of minified code loaded twice`);
  }
  console.log(`\nload average after: ${loadAverage()}`);
  for (const line of goals) console.log(line);
  console.log(
    `goal duplicate-modules-home: ${duplicates.length} modules (goal 0: ${duplicates.length === 0 ? 'met' : 'NOT met'})`,
  );
  const copies = runtimeCopies.urls.length;
  console.log(
    `goal federation-runtime-copies: at most ${copies} per page (${runtimeCopies.page}: ${runtimeCopies.urls.join(', ')}) (goal 1: ${copies === 1 ? 'met' : 'NOT met'})`,
  );
}

main().catch((error) => {
  console.error('[bench] failed:', error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
