// End-to-end journeys of three shell and drive details, in a real Chromium against the composed
// site with the fixture users: the browser title '{page} {Separator} {site name}' after the
// separator is changed (platform §3 Website.Separator); a folder dropped on the drive's upload area
// uploads its contents (§2 Drive upload); a form's values survive the session ending and signing in
// again (§2/§4 "Saved form state of another page is kept across sign-in").
// Screenshots details-01..06.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { fillSignInForm, siteForThisFile, signIn as signInAt } from './browser.ts';
import { fixturePassword, screenshot } from './site.ts';

const site = siteForThisFile();
const SITE_NAME = 'Maryland Demo Composite Squadron';

async function signedIn(username: string, returnUrl: string): Promise<Page> {
  const { page } = await site().newPage();
  await signInAt(page, site().base, username, fixturePassword, returnUrl);
  await page.waitForURL((url) => url.pathname === returnUrl);
  return page;
}

const item = (page: Page, name: string) =>
  page.getByRole('listbox', { name: 'Folders and files' }).getByRole('option').filter({ hasText: name });

describe('shell and drive details', () => {
  test("§3 Website.Separator: the browser title is '{page} {Separator} {site name}'", async () => {
    const admin = await signedIn('admin', '/admin/regedit');
    const separator = admin.getByLabel('Separator', { exact: true });
    await separator.waitFor();
    await admin.waitForFunction((name) => document.title === `Site Configuration - ${name}`, SITE_NAME);

    await separator.fill('|');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('Site configuration saved.').waitFor();
    await admin.waitForFunction((name) => document.title === `Site Configuration | ${name}`, SITE_NAME);
    assert.equal(await admin.title(), `Site Configuration | ${SITE_NAME}`);
    await screenshot(admin, 'details-01-separator-saved');

    await admin.goto(`${site().base}/drive`);
    await admin.getByRole('region', { name: 'Upload files' }).waitFor();
    await admin.waitForFunction((name) => document.title === `Drive | ${name}`, SITE_NAME);
    assert.equal(await admin.title(), `Drive | ${SITE_NAME}`);
    await admin.goto(`${site().base}/`);
    await admin.waitForFunction((name) => document.title === name, SITE_NAME);
    assert.equal(await admin.title(), SITE_NAME, 'the home page has no page name');
  });

  test("§2 Drive upload, 'drag and drop': a dropped folder uploads its contents, folders first", async () => {
    const admin = await signedIn('admin', '/drive');
    await admin.getByRole('region', { name: 'Upload files' }).waitFor();
    // Chromium cannot make a directory DataTransfer from a script: the drop event carries stand-ins
    // of the browser's entries (webkitGetAsEntry) over real File objects; the page's handler, the
    // folder creation and the uploads are the real ones.
    // (a script string: the test runner's compiler would add helpers the page does not have)
    await admin.evaluate(`(() => {
      const file = (name, text) => new File([text], name, { type: 'text/plain' });
      const fileEntry = (f) => ({ name: f.name, isFile: true, isDirectory: false, file: (ok) => ok(f) });
      const dirEntry = (name, children) => {
        const batches = [children, []];
        return {
          name,
          isFile: false,
          isDirectory: true,
          createReader: () => ({ readEntries: (ok) => ok(batches.shift() ?? []) }),
        };
      };
      const outing = dirEntry('Outing', [
        fileEntry(file('packing.txt', 'Boots, canteen, poncho.')),
        dirEntry('Day 1', [fileEntry(file('schedule.txt', '0700 formation'))]),
      ]);
      const drop = new Event('drop', { bubbles: true, cancelable: true });
      Object.defineProperty(drop, 'dataTransfer', {
        value: { files: [], types: ['Files'], items: [{ kind: 'file', webkitGetAsEntry: () => outing }] },
      });
      document.querySelector('[aria-label="Upload files"]').dispatchEvent(drop);
    })()`);
    await item(admin, 'Outing').waitFor({ timeout: 30000 });
    await screenshot(admin, 'details-02-folder-dropped');
    await item(admin, 'Outing').dblclick();
    await item(admin, 'packing.txt').waitFor();
    await item(admin, 'Day 1').dblclick();
    await item(admin, 'schedule.txt').waitFor();
    await admin.setViewportSize({ width: 390, height: 844 });
    await screenshot(admin, 'details-03-dropped-subfolder-phone');
  });

  test('§2/§4 a form keeps its values when the session ends and the member signs in again', async () => {
    const manager = await signedIn('manager', '/team/create');
    await manager.getByLabel('Team name').fill('Glider Club');
    await manager.getByLabel('Team description').fill('Orientation flights and glider ground school.');
    await manager.getByLabel('Team visibility').selectOption({ label: 'Public' });
    await screenshot(manager, 'details-04-form-filled');

    // the session ends (cookie gone); the next change of place re-checks it (§4)
    await manager.context().clearCookies();
    await manager.evaluate(() => {
      window.location.hash = 'later';
    });
    const main = manager.getByRole('main');
    await main.getByRole('heading', { name: 'Please sign in' }).waitFor();
    await screenshot(manager, 'details-05-session-ended');
    await main.getByRole('link', { name: 'Sign in', exact: true }).click();
    await manager.waitForURL((url) => url.pathname === '/signin');
    await fillSignInForm(manager, 'manager', fixturePassword);
    await manager.waitForURL((url) => url.pathname === '/team/create');

    await manager.getByLabel('Team name').waitFor();
    // the values are written back once the form shows
    await manager.waitForFunction(() =>
      [...document.querySelectorAll('input')].some((input) => input.value === 'Glider Club'),
    );
    assert.equal(await manager.getByLabel('Team name').inputValue(), 'Glider Club');
    assert.equal(
      await manager.getByLabel('Team description').inputValue(),
      'Orientation flights and glider ground school.',
    );
    assert.equal(await manager.getByLabel('Team visibility').inputValue(), 'PUBLIC');
    await screenshot(manager, 'details-06-form-restored');
  });
});
