// End-to-end journey "a manager can also enter them", in a real Chromium against
// the composed site: the fixture `admin` (PromotionManagement FULL) follows the reports widget's
// 'Enter cadet records' link to /admin/cadetrecords, picks the demo cadet `cadet` (510004), enters
// a GES date and a cancelled orientation flight, and the downloaded 60-1 shows GES 'Y' and the 52-1
// one cancelled flight (the columns the import can never fill). Then the entry is deleted again,
// and a plain cadet is refused the editor. Screenshots cadetrecords-01..03 in e2e/output.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { siteForThisFile } from './browser.ts';
import { call, FIXTURE, journeySteps } from './eventSteps.ts';
import { outputDir, screenshot } from './site.ts';

const site = siteForThisFile();
const { signedIn, step } = journeySteps(site, 'cadetrecords');
const CADET_OPTION = 'C/A1C Cadet, Casey (Alpha)';
const today = () => new Date().toISOString().slice(0, 10);

/** Downloads `report` as XLSX from the widget on /admin; its first sheet. */
async function spreadsheet(page: Page, report: string): Promise<ExcelJS.Worksheet> {
  const widget = page.getByTestId('reports-widget');
  await widget.getByText(/\d+ members on record/).waitFor();
  await widget.getByLabel('Report').selectOption(report);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    widget.getByRole('button', { name: 'Download XLSX' }).click(),
  ]);
  const path = join(outputDir, `cadetrecords-${file.suggestedFilename()}`);
  await file.saveAs(path);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return book.worksheets[0]!;
}

const values = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
function cellOf(sheet: ExcelJS.Worksheet, capid: number, header: string): unknown {
  const headers = values(sheet, 2) as string[];
  for (let n = 3; n <= sheet.rowCount; n += 1) {
    const row = values(sheet, n);
    if (row[headers.indexOf('CAPID')] === capid) return row[headers.indexOf(header)];
  }
  assert.fail(`no row of ${capid} in ${sheet.name}`);
}

async function addEntry(
  page: Page,
  kind: string,
  fill: (form: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  const form = page.getByRole('form', { name: 'Add an entry' });
  await form.getByLabel('Kind').selectOption(kind);
  await form.getByLabel('Date').fill(today());
  await fill(form);
  const saved = page.waitForResponse((r) => r.url().endsWith('/entries') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Add entry' }).click();
  assert.equal((await saved).status(), 201);
}

describe('cadet record entries: a manager enters what the import cannot bring', () => {
  step(
    'admin enters a GES date and a cancelled orientation flight; the 60-1 and 52-1 show them',
    async () => {
      const page = await signedIn('admin', '/admin');
      const widget = page.getByTestId('reports-widget');
      await widget.getByText(/\d+ members on record/).waitFor();
      // before: no GES, no cancelled flight for the demo cadet
      assert.equal(cellOf(await spreadsheet(page, 'SQR 60-1'), FIXTURE.cadet, 'GES'), '');
      assert.equal(cellOf(await spreadsheet(page, 'SQR 52-1'), FIXTURE.cadet, 'Cancelled'), 0);

      await widget.getByRole('link', { name: 'Enter cadet records' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/cadetrecords');
      await page.getByRole('heading', { name: 'Cadet records' }).waitFor();
      await page.getByLabel('Cadet', { exact: true }).selectOption({ label: CADET_OPTION });
      const record = page.getByRole('region', { name: 'Record' });
      await record.waitFor();
      await screenshot(page, 'cadetrecords-01-picked');

      await addEntry(page, 'ges', async () => {});
      await addEntry(page, 'oflight', async (form) => {
        await form.getByLabel('Syllabus').selectOption('6');
        await form.getByLabel('Outcome').selectOption('CANCELLED');
      });
      const entered = page.getByRole('region', { name: 'Entered here' });
      await entered.getByText('GES qualified').waitFor();
      await entered.getByText('Orientation flight syllabus 6 cancelled').waitFor();
      await record.getByText(today()).first().waitFor();
      await screenshot(page, 'cadetrecords-02-entered');

      await page.goto(`${site().base}/admin`);
      assert.equal(cellOf(await spreadsheet(page, 'SQR 60-1'), FIXTURE.cadet, 'GES'), 'Y');
      const s521 = await spreadsheet(page, 'SQR 52-1');
      assert.equal(cellOf(s521, FIXTURE.cadet, 'Cancelled'), 1);
      assert.equal(cellOf(s521, FIXTURE.cadet, 'Incomplete'), 0);
    },
  );

  step('deleting the GES entry empties the GES cell again', async () => {
    const page = await signedIn('admin', '/admin/cadetrecords');
    await page.getByLabel('Cadet', { exact: true }).selectOption({ label: CADET_OPTION });
    const entered = page.getByRole('region', { name: 'Entered here' });
    await entered.getByRole('button', { name: /^Delete GES qualified of / }).click();
    await entered.getByText('GES qualified').waitFor({ state: 'detached' });
    await screenshot(page, 'cadetrecords-03-deleted');
    await page.goto(`${site().base}/admin`);
    assert.equal(cellOf(await spreadsheet(page, 'SQR 60-1'), FIXTURE.cadet, 'GES'), '');
  });

  step(
    "a plain cadet: 'You do not have permission to do that', and the server refuses the call",
    async () => {
      const page = await signedIn('cadet', '/admin/cadetrecords');
      await page.getByText('You do not have permission to do that').waitFor();
      const refused = await call(
        page,
        'POST',
        `/api/member/cadetrecords/CAPNHQMember-${FIXTURE.cadet}/entries`,
        {
          kind: 'ges',
          date: today(),
        },
      );
      assert.equal(refused.status, 403);
    },
  );
});
