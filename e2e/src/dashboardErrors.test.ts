// End-to-end journeys: the /admin dashboard as admin, staff and cadet; a
// crash report reaching the error list and being marked done; the change log page. Screenshots
// d01..d07 in e2e/output/.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { siteForThisFile, signIn as signInAt, withPage as withPageOf } from './browser.ts';
import { fixturePassword, screenshot } from './site.ts';

const site = siteForThisFile();
const withPage = (journey: (page: Page) => Promise<void>) => withPageOf(site, journey);
const signIn = (page: Page, username: string, returnUrl: string) =>
  signInAt(page, site().base, username, fixturePassword, returnUrl);

/** The titles of the dashboard's cards, in order. */
async function widgetTitles(page: Page): Promise<string[]> {
  await page.locator('.adm-widget-title').first().waitFor();
  // widgets that load their data settle first
  await page.waitForLoadState('networkidle');
  return page.locator('.adm-widget-title').allTextContents();
}

describe('dashboard widgets, error list and change log', () => {
  test(
    'the admin sees Site administration, Find Member, Prospective members, Absent? and the Errors count',
    withPage(async (page) => {
      await signIn(page, 'admin', '/admin');
      await page.waitForURL((url) => url.pathname === '/admin');
      const titles = await widgetTitles(page);
      for (const title of ['Site administration', 'Find Member', 'Absent?', 'Errors']) {
        assert.ok(titles.includes(title), `${title} in ${titles.join(', ')}`);
      }
      assert.ok(!titles.includes('Support and release notes'), 'support is for the privileged user only');
      await page.getByTestId('open-errors').waitFor();
      await screenshot(page, 'd01-dashboard-admin');
    }),
  );

  test(
    'the cadet staff member and the cadet see fewer widgets, and no Errors count',
    withPage(async (page) => {
      await signIn(page, 'staff', '/admin');
      await page.waitForURL((url) => url.pathname === '/admin');
      const staff = await widgetTitles(page);
      assert.ok(staff.includes('Account administration'), staff.join(', '));
      assert.ok(!staff.includes('Errors'));
      await screenshot(page, 'd02-dashboard-staff');
    }),
  );

  test(
    'the cadet sees Personal administration and the Absent? form only',
    withPage(async (page) => {
      await signIn(page, 'cadet', '/admin');
      await page.waitForURL((url) => url.pathname === '/admin');
      assert.deepEqual(await widgetTitles(page), ['Personal administration', 'Absent?']);
      await screenshot(page, 'd03-dashboard-cadet');

      await page.goto(`${site().base}/admin/errorlist`);
      await page.getByRole('heading', { name: 'You do not have permission to view this page' }).waitFor();
      await screenshot(page, 'd04-errorlist-cadet');
    }),
  );

  test(
    'a client crash report shows in the error list (Client side link) and is marked done',
    withPage(async (page) => {
      await signIn(page, 'admin', '/admin');
      await page.waitForURL((url) => url.pathname === '/admin');
      // what the shell sends when a page crashes (platform §7 POST /errors/clienterror), from the page
      const status = await page.evaluate(async () => {
        const { token } = (await (await fetch('/api/token')).json()) as { token: string };
        const answer = await fetch('/api/errors/clienterror', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            componentStack: '\n    in BrokenWidget\n    in Dashboard',
            message: "Cannot read properties of undefined (reading 'flight')",
            pageURL: location.href,
            stack: [
              {
                filename: `${location.origin}/mfe/admin/main.js`,
                line: 1,
                column: 4242,
                name: 'BrokenWidget',
              },
            ],
            timestamp: Date.now(),
            type: 'Client',
            token,
          }),
        });
        return answer.status;
      });
      assert.equal(status, 204);

      await page.goto(`${site().base}/admin/errorlist`);
      const nav = page.getByRole('navigation', { name: 'Error kinds' });
      for (const name of ['Client', 'Server', 'Discord Bot']) await nav.getByRole('link', { name }).waitFor();
      const entry = page.getByTestId('error-entry').filter({ hasText: 'BrokenWidget' });
      await entry.first().waitFor();
      await screenshot(page, 'd05-errorlist-client');

      await nav.getByRole('link', { name: /Discord Bot/ }).click();
      await page.getByText('No errors').waitFor();

      await nav.getByRole('link', { name: /Client/ }).click();
      // count only once the Client list has loaded again (else 'before' may be 0 and never reached)
      await entry.first().waitFor();
      const before = await page.getByTestId('error-entry').count();
      await entry.first().getByRole('button', { name: 'Mark done' }).click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="error-entry"]').length === n - 1,
        before,
      );
      await screenshot(page, 'd06-errorlist-after-done');
    }),
  );

  test(
    'the change log page lists notes for anyone (no add-note form without the privileged user)',
    withPage(async (page) => {
      await page.goto(`${site().base}/changelog`);
      await page.getByRole('heading', { name: 'Change log', level: 1 }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Add note' }).count(), 0);
      await screenshot(page, 'd07-changelog-anonymous');
    }),
  );
});
