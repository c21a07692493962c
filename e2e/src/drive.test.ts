// End-to-end journey, the drive (platform §2 Drive, §5 drive drop, §6 Files), in a real
// Chromium against the composed site with the fixture users: admin uploads a folder of three files
// (progress shown), sees the image's thumbnail, moves a file by drag and drop, shares a file with a
// team; a member of that team downloads it, a member outside it is refused; admin picks the uploaded
// image as the site's favicon with the drive's picker (loaded by mfe-admin at run time). Screenshots
// drive-01..10; the dashboard shows the drive's file count; the drive shows the storage used.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { siteForThisFile, signIn as signInAt } from './browser.ts';
import { fixturePassword, screenshot } from './site.ts';
import { testPng } from './testPng.ts';

const site = siteForThisFile();

/** A real 24x24 PNG (solid colour), so the upload job can make a thumbnail. */
const png = (): Buffer => testPng(24, 24, [[29, 59, 99]]);

let upload = '';
before(() => {
  upload = mkdtempSync(join(tmpdir(), 'drive-e2e-'));
  const folder = join(upload, 'Trip');
  mkdirSync(folder);
  writeFileSync(join(folder, 'photo.png'), png());
  writeFileSync(join(folder, 'notes.txt'), 'Packing list: boots, canteen.\n');
  writeFileSync(join(folder, 'roster.txt'), 'Team roster for the trip.\n');
});
after(() => rmSync(upload, { recursive: true, force: true }));

async function signedIn(username: string, returnUrl: string): Promise<Page> {
  const { page } = await site().newPage();
  await signInAt(page, site().base, username, fixturePassword, returnUrl);
  await page.waitForURL((url) => url.pathname === returnUrl);
  return page;
}

const item = (page: Page, name: string) =>
  page.getByRole('listbox', { name: 'Folders and files' }).getByRole('option').filter({ hasText: name });

/** GET /api/files/{id}/children from the page: the names and ids the viewer sees. */
async function children(page: Page, id: string) {
  return page.evaluate(async (folder) => {
    const answer = await fetch(`/api/files/${folder}/children`);
    return (await answer.json()) as Array<{ id: string; fileName: string }>;
  }, id);
}

/** GET /api/files/{id}/download from the page (the browser resolves md001.localhost; Node may not). */
const download = (page: Page, id: string) =>
  page.evaluate(async (fileID) => {
    const answer = await fetch(`/api/files/${fileID}/download`);
    return { status: answer.status, text: await answer.text() };
  }, id);

const idOf = async (page: Page, folder: string, name: string) => {
  const found = (await children(page, folder)).find((f) => f.fileName === name);
  assert.ok(found, `${name} is in ${folder}`);
  return found.id;
};

let tripID = '';
let rosterID = '';

describe('drive: upload, thumbnail, move, share with a team, download by team members only', () => {
  test('admin uploads a folder of three files with progress; the image gets its thumbnail', async () => {
    const admin = await signedIn('admin', '/drive');
    await admin.getByRole('region', { name: 'Upload files' }).waitFor();
    // hold the upload a moment so the pending list and the warning can be seen
    await admin.route('**/api/files/upload/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await admin.getByLabel('Folder to upload').setInputFiles(join(upload, 'Trip'));
    const pending = admin.getByRole('list', { name: 'Pending uploads' });
    await pending.waitFor();
    assert.match((await pending.textContent()) ?? '', /\.(png|txt) \(\d+%\)/);
    await admin
      .getByText(
        'Please do not navigate away from this webpage, or else it will cause issues with your upload',
      )
      .waitFor();
    await screenshot(admin, 'drive-01-uploading');
    await pending.waitFor({ state: 'detached', timeout: 30000 });

    await item(admin, 'Trip').dblclick();
    await admin.waitForURL((url) => /^\/drive\/[0-9a-f]{32}$/.test(url.pathname));
    tripID = new URL(admin.url()).pathname.split('/')[2]!;
    await item(admin, 'notes.txt').waitFor();
    await item(admin, 'roster.txt').waitFor();
    const thumbnail = item(admin, 'photo.png').getByRole('img', { name: 'Preview of photo.png' });
    await thumbnail.waitFor({ timeout: 30000 });
    await admin.waitForFunction(
      () => {
        const img = document.querySelector('img[alt="Preview of photo.png"]') as HTMLImageElement | null;
        return img !== null && img.complete && img.naturalWidth > 0;
      },
      undefined,
      { timeout: 30000 },
    );
    await screenshot(admin, 'drive-02-folder-with-thumbnail');
  });

  test("the drive shows the member's and the unit's storage used of their quotas (GET /api/files/quota)", async () => {
    const admin = await signedIn('admin', `/drive/${tripID}`);
    const storage = admin.getByRole('region', { name: 'Storage' });
    await storage.waitFor();
    const quota = await admin.evaluate(
      async () =>
        (await (await fetch('/api/files/quota')).json()) as {
          member: { used: number; quota: number };
          account: { used: number; quota: number };
        },
    );
    // the journey's three files are the admin's: at least their bytes count, of the 2 GiB default
    assert.ok(quota.member.used > 0 && quota.member.quota === 2 * 1024 ** 3, JSON.stringify(quota));
    assert.ok(quota.account.used >= quota.member.used && quota.account.quota === 50 * 1024 ** 3);
    const text = (await storage.textContent()) ?? '';
    assert.match(text, /Your files.+ of 2 GiB used/);
    assert.match(text, /Unit drive.+ of 50 GiB used/);
    const meter = storage.getByRole('meter', { name: /^Your files: / });
    assert.equal(Number(await meter.getAttribute('value')), quota.member.used);
    await storage.scrollIntoViewIfNeeded();
    await screenshot(admin, 'drive-10-storage-used');
  });

  test('admin makes a folder and drags a file onto it', async () => {
    const admin = await signedIn('admin', `/drive/${tripID}`);
    await admin.getByLabel('New folder name').fill('Archive');
    await admin.getByRole('button', { name: 'Create folder' }).click();
    await item(admin, 'Archive').waitFor();
    await item(admin, 'notes.txt').dragTo(item(admin, 'Archive'));
    await item(admin, 'notes.txt').waitFor({ state: 'detached' });
    const archiveID = await idOf(admin, tripID, 'Archive');
    assert.deepEqual(
      (await children(admin, archiveID)).map((f) => f.fileName),
      ['notes.txt'],
    );
    await screenshot(admin, 'drive-03-after-move');
  });

  test('admin shares roster.txt with a team (view)', async () => {
    const admin = await signedIn('admin', `/drive/${tripID}`);
    // the team: the cadet (510004) on it, the senior (510005) not
    const teamStatus = await admin.evaluate(async () => {
      const { token } = (await (await fetch('/api/token')).json()) as { token: string };
      const answer = await fetch('/api/team', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Trip Crew',
          description: '',
          visibility: 'PROTECTED',
          cadetLeader: null,
          seniorMentor: null,
          seniorCoach: null,
          members: [{ reference: { type: 'CAPNHQMember', id: 510004 }, job: 'Navigator' }],
          token,
        }),
      });
      return answer.status;
    });
    assert.ok(teamStatus === 201 || teamStatus === 200, `team created (${teamStatus})`);
    rosterID = await idOf(admin, tripID, 'roster.txt');

    await item(admin, 'roster.txt').click();
    await admin.getByRole('button', { name: 'Sharing settings' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Sharing settings for roster.txt' });
    await dialog.getByText(/Owner:/).waitFor();
    await dialog.getByLabel('Team to add').selectOption({ label: 'Trip Crew' });
    await dialog.getByRole('button', { name: 'Add team' }).click();
    assert.equal(await dialog.getByLabel('Trip Crew').inputValue(), 'view');
    await screenshot(admin, 'drive-04-sharing');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const stored = await admin.evaluate(
      async (id) => (await (await fetch(`/api/files/${id}`)).json()) as { permissions: unknown[] },
      rosterID,
    );
    assert.ok(
      stored.permissions.some((p) => (p as { type: string; permission: number }).type === 'TEAM'),
      'a TEAM entry is stored',
    );
  });

  test('a member of the team downloads it; a member outside the team is refused', async () => {
    const cadet = await signedIn('cadet', '/');
    const ok = await download(cadet, rosterID);
    assert.equal(ok.status, 200);
    assert.equal(ok.text, 'Team roster for the trip.\n');
    await cadet.goto(`${site().base}/drive/${tripID}`);
    // the folder itself is not shared with them: the page says so, or lists what they may see
    await cadet
      .getByRole('alert')
      .or(cadet.getByRole('listbox', { name: 'Folders and files' }))
      .first()
      .waitFor();
    await screenshot(cadet, 'drive-05-cadet-view');

    const senior = await signedIn('senior', '/');
    const refused = await download(senior, rosterID);
    assert.ok([403, 404].includes(refused.status), `refused with ${refused.status}`);
    await senior.goto(`${site().base}/drive/${tripID}`);
    // the folder itself is not shared with them: the page says so, or lists what they may see
    await senior
      .getByRole('alert')
      .or(senior.getByRole('listbox', { name: 'Folders and files' }))
      .first()
      .waitFor();
    await screenshot(senior, 'drive-06-senior-view');
  });

  test("admin picks the uploaded photo.png as the favicon with the drive's picker (only .png, .ico, .jpg)", async () => {
    const admin = await signedIn('admin', '/admin/regedit');
    const photoID = await idOf(admin, tripID, 'photo.png');
    // the field is mfe-drive's FileInput, loaded from the mfe_drive remote at run time
    const field = admin.getByRole('group', { name: 'Favicon', exact: true });
    await field.getByRole('button', { name: 'Select or upload files' }).click({ timeout: 30000 });
    const picker = admin.getByRole('dialog', { name: 'Select files' });
    // folders are listed as 'Trip/'
    await picker.getByRole('button', { name: 'Trip/', exact: true }).click();
    const files = picker.getByRole('listbox');
    // §2 Site configuration: 'Favicon must be a file ending .png, .ico or .jpg' — a .txt is marked
    const roster = files.getByRole('option', { name: 'roster.txt' });
    await roster.click();
    assert.equal(await roster.getAttribute('title'), 'Invalid file selected');
    const colour = await roster.evaluate((el) => getComputedStyle(el).color);
    assert.equal(colour, 'rgb(176, 0, 32)', 'the invalid choice is shown red');
    await screenshot(admin, 'drive-07-favicon-picker-invalid');
    const photo = files.getByRole('option', { name: 'photo.png' });
    await photo.click();
    assert.equal(await photo.getAttribute('aria-selected'), 'true');
    assert.equal(await roster.getAttribute('aria-selected'), 'false', 'one file only: the last one clicked');
    await screenshot(admin, 'drive-08-favicon-picker');
    await picker.getByRole('button', { name: 'Select Files' }).click();
    await picker.waitFor({ state: 'detached' });
    await field.getByRole('list').getByText('photo.png').waitFor();

    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('Site configuration saved.').waitFor();
    // the shell reloads the registry after the save and points the page's icon at the file
    const href = `/api/files/${photoID}/download`;
    await admin.waitForFunction(
      (expected) =>
        document.querySelector('link[rel="icon"][data-registry]')?.getAttribute('href') === expected,
      href,
    );
    const stored = await admin.evaluate(
      async () =>
        ((await (await fetch('/api/registry')).json()) as { Website: { FaviconID: string } }).Website,
    );
    assert.equal(stored.FaviconID, photoID);
    // a fresh page shows it too, and the icon itself downloads
    await admin.reload();
    await admin.waitForFunction(
      (expected) =>
        document.querySelector('link[rel="icon"][data-registry]')?.getAttribute('href') === expected,
      href,
    );
    assert.equal((await download(admin, photoID)).status, 200);
  });

  test("the dashboard's national-member widget shows the unit drive's file count (GET /api/files/info)", async () => {
    const admin = await signedIn('admin', '/admin');
    const info = await admin.evaluate(
      async () => (await (await fetch('/api/files/info')).json()) as { files: number; folders: number },
    );
    // the journey uploaded three files and made two folders (the demo seed may hold more)
    assert.ok(info.files >= 3 && info.folders >= 2, `counts ${JSON.stringify(info)}`);
    const link = admin.getByRole('link', { name: `${info.files} files in the unit drive` });
    await link.waitFor();
    assert.equal(await link.getAttribute('href'), '/drive');
    await link.scrollIntoViewIfNeeded();
    await screenshot(admin, 'drive-09-dashboard-drive-information');
    await link.click();
    await admin.waitForURL((url) => url.pathname === '/drive');
  });
});
