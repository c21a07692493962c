// The task "upload and share a photo", in a real Chromium against the
// composed site. Desktop (1280 px): the senior member ('senior') uploads a photo into their
// personal folder and shares it with a team (made by 'admin' with the cadet on it) and with the
// cadet; Save confirms it and the photo carries the Shared marker. Phone (390 px): the cadet
// finds it under Shared with me and by search and opens it; the owner's folder says why it cannot
// be opened; the team page lists the photo. Screenshots usability-share-01..06.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { siteForThisFile, signIn as signInAt } from './browser.ts';
import { fixturePassword, screenshot } from './site.ts';
import { testPng } from './testPng.ts';

const site = siteForThisFile();
const PHONE = { width: 390, height: 844 };
const PHOTO = 'airshow-photo.png';
const SENIOR_FOLDER = 'CAPNHQMember-510005';
const TEAM = 'Photo Crew';

/** A real 32x24 PNG (two colour bands), so the upload job makes a thumbnail. */
const png = (): Buffer =>
  testPng(32, 24, [
    [70, 130, 200],
    [230, 190, 60],
  ]);

let dir = '';
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'usability-share-'));
  writeFileSync(join(dir, PHOTO), png());
});
after(() => rmSync(dir, { recursive: true, force: true }));

async function signedIn(username: string, returnUrl: string, phone = false): Promise<Page> {
  const { page } = await site().newPage();
  if (phone) await page.setViewportSize(PHONE);
  await signInAt(page, site().base, username, fixturePassword, returnUrl);
  await page.waitForURL((url) => url.pathname + url.search === returnUrl);
  return page;
}

/** On failure, what the page showed. */
async function step(page: Page, name: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    await screenshot(page, `FAILED-usability-share-${name}`).catch(() => {});
    throw error;
  }
}

const item = (page: Page, name: string) =>
  page.getByRole('listbox', { name: 'Folders and files' }).getByRole('option').filter({ hasText: name });

/** No sideways scrolling on the phone. */
async function fitsPhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= PHONE.width, `the page is ${width} px wide on a ${PHONE.width} px phone`);
}

describe('usability item 1: upload and share a photo; the person it was shared with finds it', () => {
  test('setup: admin makes a team with the cadet on it', async () => {
    const admin = await signedIn('admin', '/team');
    const status = await admin.evaluate(async (name) => {
      const { token } = (await (await fetch('/api/token')).json()) as { token: string };
      const answer = await fetch('/api/team', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          description: 'Photographers of the unit',
          visibility: 'PROTECTED',
          cadetLeader: null,
          seniorMentor: null,
          seniorCoach: null,
          members: [{ reference: { type: 'CAPNHQMember', id: 510004 }, job: 'Photographer' }],
          token,
        }),
      });
      return answer.status;
    }, TEAM);
    assert.ok(status === 200 || status === 201, `team created (${status})`);
  });

  test('desktop: the senior member uploads a photo, shares it with a team and a cadet, sees the confirmation and the marker', async () => {
    const senior = await signedIn('senior', `/drive/${SENIOR_FOLDER}`);
    await step(senior, '01', async () => {
      await senior.getByRole('region', { name: 'Upload files' }).waitFor();
      await senior.getByLabel('Files to upload').setInputFiles(join(dir, PHOTO));
      await item(senior, PHOTO)
        .getByRole('img', { name: `Preview of ${PHOTO}` })
        .waitFor({ timeout: 30000 });
      await item(senior, PHOTO).click();
      await senior.getByRole('button', { name: 'Sharing settings' }).click();
      const dialog = senior.getByRole('dialog', { name: `Sharing settings for ${PHOTO}` });
      await dialog.getByText(/Owner:/).waitFor();
      await dialog.getByLabel('Team to add').selectOption({ label: TEAM });
      await dialog.getByRole('button', { name: 'Add team' }).click();
      await dialog.getByRole('button', { name: 'Add member' }).click();
      const picker = senior.getByRole('dialog', { name: 'Select a member' });
      await picker.getByLabel('Filter by name').fill('Casey');
      await picker
        .getByRole('listbox', { name: 'Members' })
        .getByRole('option')
        .filter({ hasText: '510004' })
        .click();
      await picker.getByRole('button', { name: 'Select', exact: true }).click();
      await dialog.getByLabel(/Casey.* Cadet/).waitFor();
      assert.equal(await dialog.getByLabel(TEAM).inputValue(), 'view');
      await screenshot(senior, 'usability-share-01-desktop-sharing-dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
    });
    await step(senior, '02', async () => {
      const panel = senior.getByRole('region', { name: 'Selected item' });
      const status = panel.getByRole('status');
      await status.waitFor();
      assert.equal(await status.textContent(), `Sharing settings saved: ${PHOTO} is shared.`);
      await item(senior, PHOTO).getByText('Shared', { exact: true }).waitFor();
      await screenshot(senior, 'usability-share-02-desktop-saved-and-marked');
    });
  });

  test('phone 390 px: the cadet finds the photo under Shared with me and opens it', async () => {
    const cadet = await signedIn('cadet', '/drive', true);
    await step(cadet, '03', async () => {
      await cadet
        .getByRole('navigation', { name: 'Drive views' })
        .getByRole('link', { name: 'Shared with me' })
        .click();
      await cadet.waitForURL((url) => url.pathname === '/drive/shared');
      const list = cadet.getByRole('list', { name: 'Shared with me' });
      const link = list.getByRole('link', { name: PHOTO });
      await link.waitFor();
      await fitsPhone(cadet);
      await screenshot(cadet, 'usability-share-03-phone-shared-with-me');
      const [download] = await Promise.all([cadet.waitForEvent('download'), link.click()]);
      assert.equal(download.suggestedFilename(), PHOTO);
      const saved = await download.path();
      assert.ok(saved, 'the photo downloaded');
    });
  });

  test('phone 390 px: the cadet finds the photo by searching its name', async () => {
    const cadet = await signedIn('cadet', '/drive', true);
    await step(cadet, '04', async () => {
      const search = cadet.getByRole('search');
      await search.getByLabel('Search files by name').fill('airshow');
      await search.getByRole('button', { name: 'Search' }).click();
      await cadet.waitForURL((url) => url.pathname === '/drive/search');
      const results = cadet.getByRole('list', { name: 'Search results for “airshow”' });
      await results.getByRole('link', { name: PHOTO }).waitFor();
      await fitsPhone(cadet);
      await screenshot(cadet, 'usability-share-04-phone-search');
    });
  });

  test("phone 390 px: the owner's folder the cadet may not open says why", async () => {
    const cadet = await signedIn('cadet', `/drive/${SENIOR_FOLDER}`, true);
    await step(cadet, '05', async () => {
      const alert = cadet.getByRole('alert');
      await alert.waitFor();
      assert.equal(
        await alert.textContent(),
        'Could not go to folder: You do not have permission to do that',
      );
      await fitsPhone(cadet);
      await screenshot(cadet, 'usability-share-05-phone-folder-reason');
    });
  });

  test('phone 390 px: the team page lists the photo shared with the team', async () => {
    const cadet = await signedIn('cadet', '/team', true);
    await step(cadet, '06', async () => {
      await cadet.getByRole('main').getByRole('link', { name: TEAM, exact: true }).first().click();
      const files = cadet.getByRole('region', { name: 'Files shared with the team' });
      await files.getByRole('link', { name: PHOTO }).waitFor();
      await files.scrollIntoViewIfNeeded();
      await fitsPhone(cadet);
      await screenshot(cadet, 'usability-share-06-phone-team-files');
    });
  });
});
