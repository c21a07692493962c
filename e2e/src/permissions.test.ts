// End-to-end journeys of permission management and temporary duty positions (platform §2),
// in a real Chromium against the composed site with the fixture users.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { siteForThisFile, signIn as signInAt } from './browser.ts';
import { fixturePassword, screenshot } from './site.ts';

const site = siteForThisFile();
const CADET_NAME = 'C/A1C Casey U Cadet';

async function signedIn(username: string, returnUrl: string): Promise<Page> {
  const { page } = await site().newPage();
  await signInAt(page, site().base, username, fixturePassword, returnUrl);
  await page.waitForURL((url) => url.pathname === returnUrl);
  return page;
}

/** The links widget's title on /admin (platform §2 dashboard widget 2). */
const linksTitle = (page: Page) => page.locator('#adm-admin-links-title');

/** Reloads /admin until the links widget shows `title`: the gateway caches a session's context up to 5 s. */
async function waitForDashboardTitle(page: Page, title: string, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    await page.goto(`${site().base}/admin`);
    await linksTitle(page).waitFor();
    if ((await linksTitle(page).innerText()) === title) return Date.now() - started;
    if (Date.now() - started > withinMs) {
      assert.fail(`the dashboard still shows '${await linksTitle(page).innerText()}' after ${withinMs} ms`);
    }
    await page.waitForTimeout(500);
  }
}

describe('permission management and temporary duty positions', () => {
  test("admin changes a cadet's permission level and the cadet's dashboard changes", async () => {
    const cadet = await signedIn('cadet', '/admin');
    await waitForDashboardTitle(cadet, 'Personal administration', 0);
    await screenshot(cadet, 'perm-01-cadet-dashboard-before');

    const admin = await signedIn('admin', '/admin');
    await admin.getByRole('link', { name: 'Permission management' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/permissions');
    const level = admin.getByLabel(`Permission level for ${CADET_NAME}`);
    await level.waitFor();
    assert.equal(await level.inputValue(), 'Member');
    await level.selectOption({ label: 'Manager' });
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByRole('status').getByText('Saved!').waitFor();
    const savedAt = Date.now();
    await admin.getByText(`changed ${CADET_NAME} from Member to Manager`).waitFor();
    await screenshot(admin, 'perm-02-permissions-saved');

    // advanced options of a squadron (§2), opened for one member
    const card = admin.getByRole('listitem').filter({ has: level });
    await card.getByRole('button', { name: 'Show advanced options' }).click();
    await card.getByLabel('Administer PT').waitFor();
    assert.equal(await card.getByLabel('Manage events').inputValue(), 'FULL');
    await screenshot(admin, 'perm-03-advanced-options');

    // the gateway caches a session's context up to 5 s: the change shows within about 6 s of the save
    await waitForDashboardTitle(cadet, 'Account administration', 6500);
    const tookMs = Date.now() - savedAt;
    console.log(`the cadet's dashboard changed ${tookMs} ms after the save`);
    await screenshot(cadet, 'perm-04-cadet-dashboard-after');
    assert.ok(tookMs <= 8000, `took ${tookMs} ms`);
  });

  test('the manager gives the senior member a temporary duty position; the senior sees it read-only', async () => {
    const manager = await signedIn('manager', '/admin/tempdutypositions');
    await manager.getByRole('heading', { name: 'Temporary duty positions', level: 1 }).waitFor();
    await manager.getByRole('button', { name: 'Select member' }).click();
    const dialog = manager.getByRole('dialog');
    await dialog.getByLabel('Filter by name').fill('Senior');
    await dialog.getByRole('option', { name: /Sydney .*Senior/ }).click();
    await dialog.getByRole('button', { name: 'Select', exact: true }).click();
    await manager.getByText('Aerospace Education Officer').waitFor();
    await manager.getByRole('button', { name: 'Add duty position' }).click();
    await manager.getByLabel('Duty position 1').selectOption('Activities Officer');
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await manager.getByRole('status').getByText('Saved!').waitFor();
    await screenshot(manager, 'perm-05-duty-positions-saved');

    const senior = await signedIn('senior', '/admin/tempdutypositions');
    const table = senior.getByRole('table', { name: 'Your duty positions' });
    await table.getByRole('row', { name: /Activities Officer Temporary/ }).waitFor();
    await table.getByRole('row', { name: /Aerospace Education Officer NHQ/ }).waitFor();
    assert.equal(await senior.getByRole('button', { name: 'Save' }).count(), 0);
    await screenshot(senior, 'perm-06-own-duty-positions');
  });
});
