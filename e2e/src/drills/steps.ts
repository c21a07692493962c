// Small steps shared by the drills: signing in, in-app navigation (a link's navigation, never a page
// load), timing a gateway answer, and what counts as a friendly error.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { screenshot } from '../site.ts';
import type { DrillSite } from './drillSite.ts';
import { fixturePassword } from './drillSite.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A navigation of the shell's router (what a link does), not a page load. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Records full page loads, so a drill can assert that recovery needed none; each entry is the URL
 * loaded and the console lines just before it (why the page reloaded).
 */
export function recordPageLoads(page: Page): () => string[] {
  const loads: string[] = [];
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    consoleLines.push(message.text().slice(0, 200));
    if (consoleLines.length > 5) consoleLines.shift();
  });
  page.on('load', () => loads.push(`${page.url()} after: ${consoleLines.join(' | ')}`));
  return () => loads;
}

export async function signIn(site: DrillSite, page: Page, username: string, returnUrl: string) {
  await page.goto(`${site.base}/signin?returnurl=${encodeURIComponent(returnUrl)}`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(fixturePassword);
  await page.locator('form').getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === returnUrl);
}

export interface Answer {
  status: number;
  ms: number;
  type: string;
  body: unknown;
}

/**
 * One call from the page (its cookies, its origin: Node cannot resolve *.localhost, Chromium does):
 * status, body (parsed when JSON) and how long it took. `upload`: one text file sent as multipart
 * part file-{name}. A network failure answers status 0.
 */
export function browserFetch(
  page: Page,
  path: string,
  init: {
    method?: string;
    json?: unknown;
    headers?: Record<string, string>;
    upload?: { name: string; text: string };
  } = {},
): Promise<Answer> {
  return page.evaluate(
    async ({ path, init }) => {
      const started = performance.now();
      let body: BodyInit | undefined;
      const headers: Record<string, string> = { ...(init.headers ?? {}) };
      if (init.upload) {
        const form = new FormData();
        form.append(
          `file-${init.upload.name}`,
          new Blob([init.upload.text], { type: 'text/plain' }),
          init.upload.name,
        );
        body = form;
      } else if (init.json !== undefined) {
        body = JSON.stringify(init.json);
        headers['content-type'] = 'application/json';
      }
      try {
        const response = await fetch(path, {
          method: init.method ?? 'GET',
          body,
          headers,
          credentials: 'include',
        });
        const type = response.headers.get('content-type') ?? '';
        const text = await response.text();
        let parsed: unknown = text;
        if (type.includes('application/json')) parsed = JSON.parse(text) as unknown;
        return { status: response.status, ms: Math.round(performance.now() - started), type, body: parsed };
      } catch (error) {
        return { status: 0, ms: Math.round(performance.now() - started), type: '', body: String(error) };
      }
    },
    { path, init },
  );
}

/** One GET through the gateway from the page, timed. */
export const timedGet = (page: Page, path: string) => browserFetch(page, path);

/** Polls until check() holds; returns how long it took (ms). */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await sleep(200);
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000}s`);
}

/** The page's main text: not blank, no raw stack trace or HTML error page, no [object Object]. */
export async function assertFriendly(page: Page, name: string): Promise<string> {
  const main = page.locator('main');
  const text = (
    (await main.count()) > 0 ? await main.first().innerText() : await page.locator('body').innerText()
  ).trim();
  await screenshot(page, name);
  assert.ok(text.length > 15, `${name}: the page is not blank (${JSON.stringify(text)})`);
  for (const raw of [
    /\bat \S+ \(.*:\d+:\d+\)/,
    /TypeError|ReferenceError|SyntaxError/,
    /\[object Object\]/,
    /<html/i,
    /ECONNREFUSED/,
  ]) {
    assert.doesNotMatch(text, raw, `${name}: no raw error on the page`);
  }
  return text;
}
