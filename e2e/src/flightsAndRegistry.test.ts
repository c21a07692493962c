// End-to-end journeys (flight assignment, site configuration) in a real
// Chromium against the composed site (fixture users; md001 flights Alpha, Bravo, Charlie, XRay).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { siteForThisFile, signIn as signInAt, withPage as withPageOf } from './browser.ts';
import { fixturePassword, screenshot } from './site.ts';

const site = siteForThisFile();
const signIn = (page: Page, username: string, returnUrl: string) =>
  signInAt(page, site().base, username, fixturePassword, returnUrl);
const withPage = (journey: (page: Page) => Promise<void>) => withPageOf(site, journey);

const flight = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (page: Page, flightName: string, member: RegExp) =>
  flight(page, flightName).getByRole('button', { name: member });

/**
 * Drags a member card onto a flight with Playwright's dragTo (native HTML5 drag and drop in Chromium).
 * The drag needs intermediate mouse moves (steps) to start; on a loaded machine Chromium sometimes
 * does not start the drag at all, so a drag that left the card where it was is tried again.
 */
async function dragMember(page: Page, member: RegExp, from: string, to: string) {
  for (let attempt = 1; ; attempt++) {
    await card(page, from, member).dragTo(flight(page, to).getByRole('list'), { steps: 20 });
    const arrived = await card(page, to, member)
      .waitFor({ timeout: 2000 })
      .then(() => true)
      .catch(() => false);
    if (arrived) return;
    if (attempt === 3) throw new Error(`could not drag ${String(member)} from ${from} to ${to}`);
  }
}

// two fixture cadets of Alpha (demoData.ts members 510021 and 510027)
const VAL = /Val B Dunmore/;
const BLAKE = /Blake F Valemont/;

describe('flight assignment and site configuration', () => {
  test(
    'staff drags two cadets to another flight and saves (platform §2: changed marked, only changed sent, Saved!)',
    withPage(async (page) => {
      await signIn(page, 'staff', '/admin/flightassign');
      await page.waitForURL((url) => url.pathname === '/admin/flightassign');
      await page.getByRole('heading', { name: 'Flight assignment' }).waitFor();
      await card(page, 'Alpha', VAL).waitFor();
      await screenshot(page, 'flights-01-board');

      const bulkBodies: unknown[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/member/flight/bulk')) bulkBodies.push(request.postDataJSON());
      });

      await dragMember(page, VAL, 'Alpha', 'Bravo');
      await dragMember(page, BLAKE, 'Alpha', 'Bravo');
      assert.match((await card(page, 'Bravo', VAL).textContent()) ?? '', /Changed/);
      assert.match((await card(page, 'Bravo', BLAKE).textContent()) ?? '', /Changed/);
      await page.getByText('2 changed members not saved yet').waitFor();
      await screenshot(page, 'flights-02-two-dragged');

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Saved!', { exact: true }).waitFor();
      await screenshot(page, 'flights-03-saved');
      assert.equal(bulkBodies.length, 1);
      const sent = (bulkBodies[0] as { members: Array<{ member: { id: number }; newFlight: string | null }> })
        .members;
      assert.deepEqual(sent.map((m) => [m.member.id, m.newFlight]).sort(), [
        [510021, 'Bravo'],
        [510027, 'Bravo'],
      ]);

      await page.reload();
      await card(page, 'Bravo', VAL).waitFor();
      await card(page, 'Bravo', BLAKE).waitFor();
      assert.equal(await card(page, 'Alpha', VAL).count(), 0);
      assert.doesNotMatch((await card(page, 'Bravo', VAL).textContent()) ?? '', /Changed/);
    }),
  );

  test(
    'drag and drop works by keyboard too: Space picks up, arrows choose the flight, Space drops',
    withPage(async (page) => {
      await signIn(page, 'staff', '/flightassign');
      const cadet = card(page, 'Alpha', /Casey \w+ Cadet/);
      await cadet.waitFor();
      await cadet.focus();
      await page.keyboard.press('Space');
      await page.getByText(/Picked up .*Casey .*from Alpha/).waitFor();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.getByText('Over Charlie.').waitFor();
      await page.keyboard.press('Space');
      await card(page, 'Charlie', /Casey \w+ Cadet/).waitFor();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Saved!', { exact: true }).waitFor();
      await page.reload();
      await card(page, 'Charlie', /Casey \w+ Cadet/).waitFor();
    }),
  );

  test(
    "a cadet without FlightAssign gets 'You do not have permission to access this page'",
    withPage(async (page) => {
      await signIn(page, 'cadet', '/admin/flightassign');
      await page.getByText('You do not have permission to access this page').waitFor();
      await page.goto(`${site().base}/admin/regedit`);
      await page.getByText('You do not have permission to access this page').waitFor();
    }),
  );

  test(
    "the registry's site name change shows in the header (platform §2 Site configuration)",
    withPage(async (page) => {
      await signIn(page, 'admin', '/admin/regedit');
      await page.waitForURL((url) => url.pathname === '/admin/regedit');
      const siteName = page.getByLabel('Site name');
      await siteName.waitFor();
      await screenshot(page, 'regedit-01-form');
      const header = page.locator('.site-header .site-name');
      assert.equal(await header.innerText(), 'Maryland Demo Composite Squadron');

      await siteName.fill('Harbor Point Composite Squadron');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Site configuration saved.').waitFor();
      await page.locator('.site-header .site-name', { hasText: 'Harbor Point Composite Squadron' }).waitFor();
      await screenshot(page, 'regedit-02-saved-header');

      // and it is stored: a fresh load shows it too
      await page.goto(`${site().base}/`);
      await page.locator('.site-header .site-name', { hasText: 'Harbor Point Composite Squadron' }).waitFor();
    }),
  );
});
