// Member import journey: the admin uploads the fictional sample export
// on /admin/memberimport, watches the progress bar and reads the result; the members are then there.
// The import runs in the stack's worker process (svc-identity/src/worker.ts), as under `npm start`.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { siteForThisFile, signIn, withPage as withPageOf } from './browser.ts';
import { fixturePassword, outputDir, screenshot } from './site.ts';
import type { Page } from 'playwright-core';

const site = siteForThisFile();
const withPage = (journey: (page: Page) => Promise<void>) => withPageOf(site, journey);

/** The sample of svc-identity/src/memberImport/fixtures/sample, zipped as an export would be. */
function sampleZipFile(): string {
  const dir = resolve(import.meta.dirname, '../../svc-identity/src/memberImport/fixtures/sample');
  const files = Object.fromEntries(
    readdirSync(dir).map((name) => [name, strToU8(readFileSync(join(dir, name), 'utf8'))]),
  );
  const out = join(outputDir, 'capwatch-sample.zip');
  writeFileSync(out, zipSync(files));
  return out;
}

describe('member import', () => {
  test(
    'an import sample runs with its progress bar to completion',
    withPage(async (page) => {
      const base = site().base;
      await signIn(page, base, 'admin', fixturePassword, '/admin/memberimport');
      await page.waitForURL((url) => url.pathname === '/admin/memberimport');
      await page.getByRole('heading', { name: 'Member import' }).waitFor();
      await screenshot(page, 'member-import-01-form');

      await page.getByLabel('Member export (zip)').setInputFiles(sampleZipFile());
      await page.getByRole('button', { name: 'Upload' }).click();
      const bar = page.getByRole('progressbar', { name: 'Import progress' });
      await bar.waitFor();
      const result = page.getByRole('status');
      await result.waitFor({ timeout: 30000 });
      assert.equal(await result.innerText(), 'Import complete: 12 members, 41 contacts, 8 duty positions');
      assert.equal(await bar.getAttribute('value'), '100');
      await page.getByText('100%', { exact: true }).waitFor();
      await screenshot(page, 'member-import-02-complete');

      // the imported members are there for the rest of the site
      // (from the page: *.localhost resolves in Chromium, not in Node)
      const members = await page.evaluate(async () => {
        const res = await fetch('/api/member/list/CAPNHQMember', { credentials: 'include' });
        return (await res.json()) as Array<{ id: number; nameLast: string }>;
      });
      const imported = members.filter((m) => m.id >= 519001 && m.id <= 519013).map((m) => m.nameLast);
      assert.equal(imported.length, 12);
      assert.ok(imported.includes('Harrowgate'), `imported: ${imported.join(', ')}`);
      assert.ok(!imported.includes('Otherwing'), 'a member of another org id was imported');
    }),
  );

  test(
    "a cadet is told 'You do not have permission to view this page'",
    withPage(async (page) => {
      await signIn(page, site().base, 'cadet', fixturePassword, '/admin/memberimport');
      await page.waitForURL((url) => url.pathname === '/admin/memberimport');
      await page.getByRole('heading', { name: 'You do not have permission to view this page' }).waitFor();
      await screenshot(page, 'member-import-03-cadet');
    }),
  );
});
