// "every page usable by keyboard": on every page route (the same visits as the axe
// check, e2e/src/a11y/routes.ts) a walk with the Tab key from the top reaches every tabbable element
// in document order, without a trap, and each focused element shows its focus; then three journeys
// done with the keyboard only: sign in, open the menu's Calendar and an event and sign up, and
// move through the side navigation.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { signIn, siteForThisFile } from './browser.ts';
import { makeFixtureData } from './a11y/fixtureData.ts';
import { visits, type FixtureIds, type Who } from './a11y/routes.ts';
import { visitorTabs } from './a11y/tabs.ts';
import { walkProblems, walkWithTab } from './a11y/tabWalk.ts';
import { fixturePassword, screenshot } from './site.ts';

const site = siteForThisFile();
const { tab, shot } = visitorTabs(site);
let ids: FixtureIds = { event: 0, team: 0, task: 0 };

/** Walks every page of `who` with Tab; answers each page's problems. */
async function walkPages(who: Who): Promise<string[]> {
  const { open, page } = await tab(who);
  const problems: string[] = [];
  for (const visit of visits(ids).filter((v) => v.who === who)) {
    try {
      await open(visit.path);
      const walk = await walkWithTab(page);
      for (const p of walkProblems(walk)) problems.push(`${visit.path} (${who}): ${p}`);
    } catch (error) {
      await shot(who, `FAILED-keyboard-${who}${visit.path.replace(/[^a-z0-9]+/gi, '-')}`);
      problems.push(`${visit.path} (${who}): ${String(error).split('\n')[0]}`);
      await page.goto(`${site().base}/`).catch(() => {});
    }
  }
  return problems;
}

/** Presses Tab until the focused element matches `accepts` (at most `limit` times). */
async function tabTo(
  page: Page,
  accepts: (el: { tag: string; text: string; label: string }) => boolean,
  limit = 80,
) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLInputElement | null;
      return {
        tag: a?.tagName.toLowerCase() ?? '',
        text: (a?.textContent ?? '').trim(),
        label: (a?.getAttribute('aria-label') ?? a?.labels?.[0]?.textContent ?? '').trim(),
      };
    });
    if (accepts(el)) return;
  }
  throw new Error('Tab never reached the element');
}

describe('every page usable by keyboard', () => {
  before(async () => {
    ids = await makeFixtureData((await tab('admin')).page);
  });

  for (const who of ['anonymous', 'admin', 'cadet'] as const) {
    test(`Tab reaches every control in order with a visible focus and no trap: pages of ${who}`, async () => {
      const problems = await walkPages(who);
      assert.deepEqual(problems, [], problems.join('\n'));
    });
  }

  test('keyboard only: sign in, open the Calendar from the menu, open the event and sign up', async () => {
    const { page } = await site().newPage();
    await page.goto(`${site().base}/signin`);
    await page.locator('form').waitFor();
    await tabTo(page, (el) => el.tag === 'input' && /username/i.test(el.label));
    await page.keyboard.type('cadet');
    await page.keyboard.press('Tab');
    await page.keyboard.type(fixturePassword);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Sign out', exact: true }).waitFor();

    // the side navigation's Calendar link, then the event's link in the calendar
    await tabTo(page, (el) => el.tag === 'a' && el.text === 'Calendar');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/calendar'));
    await page
      .getByRole('link', { name: /Accessibility check meeting/ })
      .first()
      .waitFor();
    await tabTo(page, (el) => el.tag === 'a' && el.text.includes('Accessibility check meeting'), 200);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith(`/eventviewer/${ids.event}`));
    const signup = page.locator('section#signup');
    await signup.getByLabel('Status').waitFor();
    await tabTo(page, (el) => el.tag === 'button' && el.text === 'Sign up', 200);
    await screenshot(page, 'keyboard-01-signup-focused');
    await page.keyboard.press('Enter');
    await signup.getByText('Your sign-up has been saved.').waitFor();
    await screenshot(page, 'keyboard-02-signed-up');
    await page.context().close();
  });

  test('keyboard only: the skip link moves to the content; the side navigation opens each area with Enter', async () => {
    // a tab of its own: the admin's walk ends on the scanner, which puts that session in scan mode
    const { page } = await site().newPage();
    await signIn(page, site().base, 'manager', fixturePassword, '/');
    await page.getByRole('button', { name: 'Sign out', exact: true }).waitFor();
    // from the top of the page (the home page may have put focus further down)
    await page.evaluate(() => (document.getElementById('top') as HTMLElement | null)?.focus());
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    assert.ok(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
      'after the skip link, Tab moves inside the main content',
    );
    for (const [name, path] of [
      ['Calendar', '/calendar'],
      ['Administration', '/admin'],
      ['Drive', '/drive'],
    ] as const) {
      await page.evaluate(() => (document.getElementById('top') as HTMLElement | null)?.focus());
      await tabTo(page, (el) => el.tag === 'a' && el.text === name);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith(path));
      await page.locator('main h1').first().waitFor();
    }
  });
});
