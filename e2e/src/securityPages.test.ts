// Security suite, the parts that are about the page, in a real Chromium against the
// composed site with the fixture users: the site works under the gateway's Content-Security-Policy
// (no violation reported on any page load, anonymous or signed in), and markdown written by
// members (event comments in the viewer) is rendered without script: no <script>, no on*
// handler, no javascript: link, and nothing of it runs; another site cannot frame the signed-in
// pages, only embed-mode ones. Screenshots security-01..NN.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { siteForThisFile } from './browser.ts';
import { createEvent, HOUR, journeySteps } from './eventSteps.ts';
import { screenshot } from './site.ts';

const site = siteForThisFile();
const { signedIn, step } = journeySteps(site, 'security');

/** Member text that would run script if the site rendered it as HTML. */
const HOSTILE = [
  '**ready**',
  '<script>window.__xss = "script"</script>',
  'A picture <img src="x" onerror="window.__xss = \'onerror\'"> here',
  '<a href="#" onclick="window.__xss = \'onclick\'">html link</a>',
  '[javascript link](javascript:window.__xss="javascript") [data link](data:text/html,<script>alert(1)</script>)',
  '<svg onload="window.__xss = \'svg\'"></svg>',
  '<iframe src="javascript:parent.__xss=\'iframe\'"></iframe>',
].join('\n\n');

type Violations = { directive: string; blocked: string; source: string }[];

/** Records every CSP violation (the DOM event, which any page or chunk of the origin raises) and the console's. */
async function watchCsp(context: BrowserContext, page: Page): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    const list: { directive: string; blocked: string; source: string }[] = [];
    (window as unknown as { __cspViolations: typeof list }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (e) =>
      list.push({ directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile }),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) console.push(message.text());
  });
  return async () => {
    const seen = await page.evaluate(
      () => (window as unknown as { __cspViolations?: Violations }).__cspViolations ?? [],
    );
    return [...seen.map((v) => `${v.directive} blocked ${v.blocked} (${v.source})`), ...console];
  };
}

/** Loads `path` and waits for the page to settle (remote chunks, its first calls). */
async function load(page: Page, path: string) {
  const response = await page.goto(`${site().base}${path}`);
  assert.equal(response?.status(), 200, path);
  await page.waitForLoadState('networkidle');
  const main = page.locator('main').first();
  await main.waitFor();
  const text = (await main.textContent()) ?? '';
  assert.doesNotMatch(text, /could not be loaded right now|cannot be shown with this version|Uh oh!/, path);
  return response!;
}

let eventID = 0;

describe('security: pages (CSP the site works under, markdown without script, framing)', () => {
  step(
    'security: markdown from members is rendered without script (event comments in the viewer)',
    async () => {
      const admin = await signedIn('admin', '/');
      eventID = await createEvent(admin, Date.now() + 72 * HOUR, {
        name: `Markdown safety ${Date.now().toString(36)}`,
        meetLocation: 'Armory',
        location: 'Armory',
        pickupLocation: 'Armory',
        comments: HOSTILE,
        memberComments: HOSTILE,
      });
      for (const [who, page] of [
        ['admin', admin],
        ['anonymous', (await site().newPage()).page],
      ] as const) {
        const violations = await watchCsp(page.context(), page);
        await load(page, `/eventviewer/${eventID}`);
        const blocks = page.locator('.evt-markdown');
        await blocks.first().locator('strong', { hasText: 'ready' }).waitFor(); // the parser has rendered
        assert.equal(await blocks.count(), who === 'admin' ? 2 : 1, `${who}: comments (and member comments)`);
        const found = await blocks.evaluateAll((roots) => {
          const all = roots.flatMap((root) => [...root.querySelectorAll('*')]);
          return {
            tags: [...new Set(all.map((el) => el.tagName.toLowerCase()))].sort(),
            handlers: all.flatMap((el) => el.getAttributeNames().filter((name) => /^on/i.test(name))),
            hrefs: all.map((el) => el.getAttribute('href') ?? el.getAttribute('src')).filter(Boolean),
            text: roots.map((root) => root.textContent).join('\n'),
          };
        });
        assert.deepEqual(
          found.tags.filter((tag) => ['script', 'img', 'svg', 'iframe', 'object', 'embed'].includes(tag)),
          [],
          `${who}: no active element from the text`,
        );
        assert.deepEqual(found.handlers, [], `${who}: no on* attribute`);
        assert.deepEqual(
          found.hrefs.filter((href) => /^\s*(javascript|data|vbscript):/i.test(href!)),
          [],
          `${who}: no javascript:/data: link`,
        );
        // the words are all there, shown as text
        assert.match(found.text, /<script>window.__xss = "script"<\/script>/);
        assert.match(found.text, /javascript link/);
        // clicking what was meant as links runs nothing
        await blocks.first().getByText('javascript link').click();
        await blocks.first().getByText('html link').first().click();
        assert.equal(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), undefined);
        assert.deepEqual(await violations(), [], `${who}: CSP violations on the viewer`);
        await screenshot(page, `security-01-markdown-${who}`);
      }
    },
  );

  step('security: another site cannot frame the signed-in pages; embed-mode pages it can', async () => {
    const page = await signedIn('admin', '/');
    const base = site().base;
    // Another site framing ours: a tiny server of this test on 127.0.0.1 (a page the browser
    // answered itself would count as a public address, which Chromium keeps from framing local ones).
    const framer = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>unit site</title>
        <iframe name="admin" src="${base}/admin" width="600" height="400"></iframe>
        <iframe name="embed" src="${base}/calendar?embed" width="600" height="400"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    try {
      const blockedMessages: string[] = [];
      page.on('console', (message) => {
        if (/frame-ancestors/.test(message.text())) blockedMessages.push(message.text());
      });
      await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
      const embed = page.frameLocator('iframe[name="embed"]');
      // the calendar renders inside the frame (embed mode: content only, no side navigation)
      await embed.getByRole('heading').first().waitFor();
      assert.equal(await embed.getByRole('navigation', { name: 'Site' }).count(), 0);
      // the framed admin page is blocked by frame-ancestors 'self' (Chromium shows its error page)
      const admin = page.frame({ name: 'admin' });
      assert.ok(admin, 'the admin frame exists');
      const deadline = Date.now() + 15_000;
      while (!admin.url().startsWith('chrome-error://') && Date.now() < deadline)
        await page.waitForTimeout(200);
      assert.match(admin.url(), /^chrome-error:\/\//, 'the admin page loaded inside another site');
      assert.equal(await admin.locator('main').count(), 0);
      assert.match(
        blockedMessages.join('\n'),
        /Framing '[^']*md001\.localhost[^']*' violates .*frame-ancestors 'self'/,
      );
      await screenshot(page, 'security-02-framing');
    } finally {
      framer.closeAllConnections();
      framer.close();
    }
  });

  step(
    'security: the site works under its CSP: no violation on any page, anonymous or signed in',
    async () => {
      const anonymous = (await site().newPage()).page;
      const anonymousViolations = await watchCsp(anonymous.context(), anonymous);
      for (const path of [
        '/',
        '/signin',
        '/calendar',
        `/eventviewer/${eventID}`,
        '/capr393quizzer',
        '/privacy-policy',
      ]) {
        const response = await load(anonymous, path);
        const headers = response.headers();
        assert.match(headers['content-security-policy'] ?? '', /default-src 'self'/, path);
        assert.match(headers['content-security-policy'] ?? '', /script-src 'self'(;|$)/, path);
        assert.equal(headers['x-content-type-options'], 'nosniff', path);
        assert.equal(headers['referrer-policy'], 'no-referrer', path);
        assert.deepEqual(await anonymousViolations(), [], `anonymous ${path}`);
      }
      await screenshot(anonymous, 'security-03-anonymous-calendar');

      const admin = await signedIn('admin', '/');
      const adminViolations = await watchCsp(admin.context(), admin);
      for (const path of [
        '/',
        '/admin',
        '/calendar',
        `/eventviewer/${eventID}`,
        `/eventform/${eventID}`,
        '/drive',
        '/changelog',
        '/teamlist',
        '/admin/attendance',
      ]) {
        await load(admin, path);
        assert.deepEqual(await adminViolations(), [], `admin ${path}`);
      }
      await screenshot(admin, 'security-04-admin-attendance');
    },
  );
});
