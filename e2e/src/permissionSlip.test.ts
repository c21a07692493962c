// End-to-end journey (events spec §2/§6 organizer forms, §9 the permission slip),
// in a real Chromium against the composed site: the fixture 'admin' (ManageEvent FULL in md001)
// opens an event's viewer, sees the organizer form links for CAPF 160, 161 and 163, and downloads
// the CAPF 60-80 permission slip, generated in the browser by pdfmake with fonts fetched from the
// account's host. The saved file's name and text are checked here. Screenshot permissionSlip-01;
// the slip's page as PNG, permissionSlip-pdf-p1.png.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { newEventContent } from '@portal/contracts';
import { siteForThisFile } from './browser.ts';
import { createEvent, HOUR, journeySteps } from './eventSteps.ts';
import { savePdfPages } from './pdfPng.ts';
import { screenshot } from './site.ts';

const site = siteForThisFile();
const { signedIn, step } = journeySteps(site, 'permissionSlip');
const NAME = `Glider day ${Date.now().toString(36)}`;

async function pdfText(
  path: string,
): Promise<{ pages: number; width: number; height: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(path)), isEvalSupported: false })
    .promise;
  const page = await pdf.getPage(1);
  const [, , width, height] = page.view as [number, number, number, number];
  const content = await page.getTextContent();
  const text = content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, width, height, text };
}

describe('permission slip CAPF 60-80 from the viewer', () => {
  step(
    '§9 a manager downloads the slip: CAPF6080-{account}-{event}.pdf, Letter portrait, the event in it',
    async () => {
      const page = await signedIn('admin', '/');
      const base = newEventContent(0);
      const meet = Date.now() + 72 * HOUR;
      const id = await createEvent(page, meet, {
        name: NAME,
        // §9 time defaults from the meet: start +15 min, end +2 h 15, pickup +2.5 h
        startDateTime: meet + 900_000,
        endDateTime: meet + 8_100_000,
        pickupDateTime: meet + 9_000_000,
        pickupLocation: 'Squadron hall',
        location: 'Frederick airfield',
        meetLocation: 'Squadron hall',
        requiredForms: {
          ...base.requiredForms,
          values: base.requiredForms.labels.map((l) => l.startsWith('CAPF 161')),
        },
      });
      await page.goto(`${site().base}/eventviewer/${id}`);
      const forms = page.getByRole('region', { name: 'Organizer forms' });
      for (const n of ['160', '161', '163'])
        await forms.getByRole('link', { name: new RegExp(`CAPF ${n} `) }).waitFor();
      await screenshot(page, 'permissionSlip-01-organizer-forms');
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        forms.getByRole('button', { name: 'Download permission slip (CAPF 60-80)' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), `CAPF6080-md001-${id}.pdf`);
      const saved = (await download.path())!;
      const pdf = await pdfText(saved);
      // Each PDF page rendered to PNG to look at: e2e/output/permissionSlip-pdf-p1.png
      assert.deepEqual(await savePdfPages(saved, 'permissionSlip-pdf'), [[612, 792]]);
      assert.equal(pdf.pages, 1);
      assert.deepEqual([pdf.width, pdf.height], [612, 792]);
      for (const part of [
        'Cadet Activity Permission Slip',
        'CAPF 60-80',
        NAME,
        'Frederick airfield',
        'Parent or guardian signature',
        'CAPF 161 Emergency Information',
        `/eventviewer/${id}`,
      ])
        assert.ok(pdf.text.includes(part), `${part} in: ${pdf.text}`);
    },
  );
});
