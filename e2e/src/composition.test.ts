// "Runtime composition" in a real Chromium against the composed site: one copy of React at
// run time; the redeploy test (a new build of mfe-quiz replaces the running one while the site runs,
// and the shell serves it on the next navigation without a shell rebuild or restart); the
// version-skew test (a quiz build that requires another React is refused with a clear message in
// its area, and the rest of the site keeps working). No sign-in needed: the quiz is public.
//
// "A new build" is made from mfe-quiz/dist in a temporary folder, the way a rebuild differs: the
// quiz heading says something else, so the chunk holding it gets a new content hash (file renamed,
// every reference in remoteEntry.js, main.js and the manifests rewritten). That takes milliseconds
// instead of a 30 s webpack build. "Deploying" it stops the stack's static server of mfe-quiz and
// starts deploy/static-server.mjs on the same port with the new folder; the gateway and the shell
// are not touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { sideNavigation, siteForThisFile, withPage } from './browser.ts';
import { screenshot } from './site.ts';

const site = siteForThisFile();
const repoRoot = resolve(import.meta.dirname, '..', '..');
const quizDist = join(repoRoot, 'mfe-quiz', 'dist');
const shellIndex = join(repoRoot, 'shell', 'dist', 'index.html');
const HEADING = 'Insignia and awards quiz';
const HEADING_V2 = 'Insignia and awards quiz (redeployed)';
const INCOMPATIBLE = 'This part of the site cannot be shown with this version of the site.';

const temporary: string[] = [];
let quizServer: ChildProcess | null = null;
after(async () => {
  await stopQuizServer();
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A copy of mfe-quiz/dist to change. */
async function copyOfQuiz(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-quiz-'));
  temporary.push(dir);
  await cp(quizDist, dir, { recursive: true });
  return dir;
}

const textFiles = (names: string[]) => names.filter((n) => /\.(js|json|html)$/.test(n));

/** Replaces `from` with `to` in every text file of dir. */
async function replaceEverywhere(dir: string, from: string, to: string): Promise<number> {
  let count = 0;
  for (const name of textFiles(await readdir(dir))) {
    const text = await readFile(join(dir, name), 'utf8');
    if (!text.includes(from)) continue;
    count += text.split(from).length - 1;
    await writeFile(join(dir, name), text.split(from).join(to));
  }
  return count;
}

/** Version 2 of the quiz: the heading says HEADING_V2; its chunk has a new content hash. */
async function quizVersion2(): Promise<string> {
  const dir = await copyOfQuiz();
  const names = await readdir(dir);
  let chunk: string | undefined;
  for (const name of names.filter((n) => n.endsWith('.js'))) {
    if ((await readFile(join(dir, name), 'utf8')).includes(`"${HEADING}"`)) chunk = name;
  }
  assert.ok(chunk, `no chunk of mfe-quiz/dist holds the heading "${HEADING}"`);
  const oldHash = /\.([0-9a-f]{8})\.js$/.exec(chunk)?.[1];
  assert.ok(oldHash, `${chunk} has no content hash in its name`);
  const text = (await readFile(join(dir, chunk), 'utf8')).replace(`"${HEADING}"`, `"${HEADING_V2}"`);
  const newHash = createHash('sha256').update(text).digest('hex').slice(0, 8);
  await writeFile(join(dir, chunk), text);
  for (const name of names.filter((n) => n.includes(`.${oldHash}.`)))
    await rename(join(dir, name), join(dir, name.replace(`.${oldHash}.`, `.${newHash}.`)));
  assert.ok((await replaceEverywhere(dir, oldHash, newHash)) >= 2, 'the chunk is referenced');
  return dir;
}

/** A quiz built for React 18: every shared React range in the manifest and entry says ^18.2.0. */
async function quizForReact18(): Promise<string> {
  const dir = await copyOfQuiz();
  const manifest = JSON.parse(await readFile(join(dir, 'mf-manifest.json'), 'utf8')) as {
    shared: Array<{ name: string; requiredVersion: string }>;
  };
  const range = manifest.shared.find((s) => s.name === 'react')?.requiredVersion;
  assert.ok(range, 'the quiz shares react');
  assert.ok((await replaceEverywhere(dir, range, '^18.2.0')) >= 2);
  return dir;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

async function stopQuizServer(): Promise<void> {
  const child = quizServer;
  quizServer = null;
  if (!child || child.exitCode !== null) return;
  await new Promise((done) => {
    child.once('exit', done);
    child.kill('SIGTERM');
  });
}

/** Replaces whatever serves mfe-quiz with deploy/static-server.mjs serving dir, on the same port. */
async function deployQuiz(dir: string): Promise<void> {
  const port = site().stack.ports['mfe-quiz'];
  if (quizServer) await stopQuizServer();
  else await site().stack.stopChild('mfe-quiz');
  assert.equal(await portAnswers(port), false, 'the old quiz server has stopped');
  quizServer = spawn(process.execPath, [join(repoRoot, 'deploy', 'static-server.mjs'), dir, String(port)], {
    stdio: 'ignore',
  });
  const started = Date.now();
  while (!(await portAnswers(port))) {
    assert.ok(Date.now() - started < 10000, 'the new quiz server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A navigation of the shell's router (what a link does), not a page load. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const quizHeading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** The URLs of every script the page has loaded. */
const loadedResources = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));

test(
  'one copy of React and of the federation runtime: the quiz uses the shell ones, never its own',
  {
    timeout: 60000,
  },
  withPage(site, async (page) => {
    await page.goto(`${site().base}/capr393quizzer`);
    await quizHeading(page, HEADING).waitFor();

    // The share scope of the federation runtime: every provider of react, and which one is in use.
    const providers = await page.evaluate(() => {
      const federation = (
        globalThis as unknown as {
          __FEDERATION__: {
            __INSTANCES__: Array<{
              name: string;
              shareScopeMap: Record<
                string,
                Record<string, Record<string, { from: string; loaded?: boolean; lib?: unknown }>>
              >;
            }>;
          };
        }
      ).__FEDERATION__;
      const seen = new Map<string, { from: string; version: string; inUse: boolean }>();
      for (const instance of federation.__INSTANCES__)
        for (const scope of Object.values(instance.shareScopeMap))
          for (const [version, entry] of Object.entries(scope.react ?? {}))
            seen.set(`${entry.from}@${version}`, {
              from: entry.from,
              version,
              inUse: Boolean(entry.loaded || entry.lib),
            });
      // the quiz's production build carries no runtime core: its instance is made by the shell's
      const runtimes = new Set(federation.__INSTANCES__.map((i) => (i as object).constructor)).size;
      return {
        instances: federation.__INSTANCES__.map((i) => i.name),
        react: [...seen.values()],
        runtimes,
      };
    });
    assert.equal(providers.runtimes, 1, 'one federation runtime core makes every instance');
    assert.ok(
      providers.instances.includes('shell') && providers.instances.includes('mfe_quiz'),
      JSON.stringify(providers),
    );
    assert.deepEqual(
      providers.react.filter((p) => p.inUse).map((p) => p.from),
      ['shell'],
      `exactly one React in use, the shell's: ${JSON.stringify(providers.react)}`,
    );

    // The quiz's own React and ReactDOM chunks (named in its manifest) were never fetched.
    const manifest = JSON.parse(await readFile(join(quizDist, 'mf-manifest.json'), 'utf8')) as {
      shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
    };
    const quizReactChunks = manifest.shared
      .filter((s) => s.name.startsWith('react'))
      .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]);
    assert.ok(quizReactChunks.length > 0, 'the manifest names the quiz copy of React');
    const resources = await loadedResources(page);
    assert.ok(
      resources.some((url) => url.includes('/mfe/quiz/remoteEntry.js')),
      'the quiz entry was loaded',
    );
    const fetched = resources.filter(
      (url) => url.includes('/mfe/quiz/') && quizReactChunks.some((c) => url.endsWith(`/${c}`)),
    );
    assert.deepEqual(fetched, []);
  }),
);

test(
  'redeploy: a new quiz build is served on the next navigation, no shell rebuild or restart',
  {
    timeout: 60000,
  },
  withPage(site, async (page) => {
    const version2 = await quizVersion2();
    const shellBuilt = (await stat(shellIndex)).mtimeMs;
    const gatewayPid = (site().stack as unknown as { children: Map<string, ChildProcess> }).children.get(
      'gateway',
    )?.pid;
    assert.ok(gatewayPid);

    await page.goto(`${site().base}/capr393quizzer`);
    await quizHeading(page, HEADING).waitFor();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    // A navigation away and back while nothing changed stays inside the page (no reload).
    await sideNavigation(page).getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(`${site().base}/`);
    await navigateInApp(page, '/capr393quizzer');
    await quizHeading(page, HEADING).waitFor();
    await sideNavigation(page).getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(`${site().base}/`);
    assert.equal(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument), true);

    await deployQuiz(version2);
    await navigateInApp(page, '/capr393quizzer?seed=7');
    await quizHeading(page, HEADING_V2).waitFor();
    assert.equal(page.url(), `${site().base}/capr393quizzer?seed=7`);
    // The shell loaded the page again (a container cannot be replaced in place): a new document.
    assert.equal(
      await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
      undefined,
    );
    await screenshot(page, 'composition-01-redeployed-quiz');

    assert.equal((await stat(shellIndex)).mtimeMs, shellBuilt, 'the shell was not rebuilt');
    const gateway = (site().stack as unknown as { children: Map<string, ChildProcess> }).children.get(
      'gateway',
    );
    assert.equal(gateway?.pid, gatewayPid, 'the gateway (which serves the shell) was not restarted');
    assert.equal(gateway?.exitCode, null);
  }),
);

test(
  'version skew: a quiz built for React 18 is refused with a clear message; the site keeps working',
  {
    timeout: 60000,
  },
  withPage(site, async (page) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await deployQuiz(await quizForReact18());

    await page.goto(`${site().base}/capr393quizzer`);
    const area = page.getByRole('alert').filter({ hasText: INCOMPATIBLE });
    await area.waitFor();
    const text = await area.innerText();
    assert.match(text, /built for a different version of the site's shared libraries/);
    assert.match(text, /react \^18\.2\.0 \(the site runs 19\.\d+\.\d+\)/);
    assert.equal(await quizHeading(page, HEADING).count(), 0);
    const resources = await loadedResources(page);
    assert.ok(
      resources.some((url) => url.includes('/mfe/quiz/mf-manifest.json')),
      'the manifest was read',
    );
    assert.equal(
      resources.filter((url) => url.includes('/mfe/quiz/remoteEntry.js')).length,
      0,
      'its code never ran',
    );
    await screenshot(page, 'composition-02-version-skew');

    // The frame and the other parts still work.
    await sideNavigation(page).getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(`${site().base}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.deepEqual(errors, []);
  }),
);
