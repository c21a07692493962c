// End-to-end journey (platform §2 dashboard widget 3 "Reports: cadet flight and
// command duty holders, or PromotionManagement FULL"; events §9 reports), in a real Chromium against
// the composed site with the fixture users: the fixture `staff` (Sam Staffer, Cadet Flight
// Commander of md001) opens the dashboard, where the Reports card is mfe-events' widget loaded at
// run time, and downloads each spreadsheet report (60-1, 60-1a, 60-20, 52-1) and the 60-1 and 60-20 PDFs; each
// file is read back (exceljs) and checked: §9 file name, header with the site name and member count,
// the columns, and the demo cadet `cadet` (510004, svc-identity/src/cadetRecords/demoSeed.ts:
// C/A1C working on Feik, fitness passed 30 days ago, unit flights 1 and 2). The plain `cadet` has no
// Reports card and the server refuses the call. Screenshots reports-01..03, the files (reports-SQR …) and each PDF page as PNG (reports-pdf-…) in e2e/output.
import { describe } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { siteForThisFile } from './browser.ts';
import { call, FIXTURE, journeySteps } from './eventSteps.ts';
import { savePdfPages } from './pdfPng.ts';
import { outputDir, screenshot } from './site.ts';

const site = siteForThisFile();
const { signedIn, step } = journeySteps(site, 'reports');
const ACCOUNT = '/api/member/promotionrequirements/account';
const CADET = 'C/A1C Cadet, Casey';

const stamp = '\\d{4}-\\d{2}-\\d{2} \\d{4}';

/** Picks `report` in the widget, downloads it as `format`; the file's name and saved path. */
async function download(page: Page, report: string, format: 'XLSX' | 'PDF') {
  const widget = page.getByTestId('reports-widget');
  await widget.getByLabel('Report').selectOption(report);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    widget.getByRole('button', { name: `Download ${format}` }).click(),
  ]);
  const name = file.suggestedFilename();
  await widget.getByText(`Saved ${name}`).waitFor();
  // a copy in e2e/output, to open in a spreadsheet program or PDF viewer
  const path = join(outputDir, `reports-${name}`);
  await file.saveAs(path);
  return { name, path };
}

async function workbook(path: string): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return book;
}

const values = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

/** The row (values) whose `header` cell is `text`. */
function rowWith(sheet: ExcelJS.Worksheet, header: string, text: unknown): unknown[] {
  const column = (values(sheet, 2) as string[]).indexOf(header);
  assert.ok(column >= 0, `no column ${header}`);
  for (let n = 3; n <= sheet.rowCount; n += 1) if (values(sheet, n)[column] === text) return values(sheet, n);
  assert.fail(`no row with ${header} ${String(text)} in ${sheet.name}`);
}

const cell = (sheet: ExcelJS.Worksheet, row: unknown[], header: string) =>
  row[(values(sheet, 2) as string[]).indexOf(header)];

describe('reports widget: staff downloads every unit report, a plain cadet has none', () => {
  step(
    '§2 widget 3: the Cadet Flight Commander downloads the 60-1, 60-1a, 60-20 and 52-1 spreadsheets',
    async () => {
      const page = await signedIn('staff', '/admin');
      const card = page.getByTestId('widget-reports');
      await card.getByRole('heading', { name: 'Reports' }).waitFor();
      const widget = page.getByTestId('reports-widget');
      await widget.getByText(/\d+ members on record/).waitFor();
      await screenshot(page, 'reports-01-dashboard');
      await card.screenshot({ path: join(outputDir, 'reports-02-widget.png') });
      const registry = (await call(page, 'GET', '/api/registry')).body as {
        Website: { Name: string };
        RankAndFile: { Flights: string[] };
      };
      const site = registry.Website.Name;

      // 60-1: §9 name, header, the demo cadet's row
      const sqr601 = await download(page, 'SQR 60-1', 'XLSX');
      assert.match(sqr601.name, new RegExp(`^SQR 60-1 md001 ${stamp}\\.xlsx$`));
      const s601 = (await workbook(sqr601.path)).getWorksheet('SQR 60-1')!;
      assert.match(
        String(s601.getCell('A1').value),
        new RegExp(`^Squadron Report 60-1 Cadet Status \\(Sep 2021\\) - ${site} - \\d+ members$`),
      );
      assert.deepEqual(values(s601, 2).slice(0, 5), [
        'Current Grade',
        'Grade Order',
        'Full Name',
        'CAPID',
        'Flight',
      ]);
      const casey = rowWith(s601, 'CAPID', FIXTURE.cadet);
      assert.equal(cell(s601, casey, 'Full Name'), CADET);
      assert.equal(cell(s601, casey, 'Current Grade'), 'C/A1C');
      assert.equal(cell(s601, casey, 'Flight'), 'Alpha');
      assert.equal(cell(s601, casey, 'Next Grade'), 'C/SrA');
      assert.equal(cell(s601, casey, 'O-Flights'), '_p | 2u');
      assert.match(String(cell(s601, casey, 'Leadership')), /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(cell(s601, rowWith(s601, 'CAPID', 510003), 'Full Name'), 'C/2dLt Staffer, Sam');

      // 60-1a: one sheet per registry flight (then any unlisted), the cadet on Alpha
      const sqr601a = await download(page, 'SQR 60-1a', 'XLSX');
      assert.match(sqr601a.name, new RegExp(`^SQR 60-1a md001 ${stamp}\\.xlsx$`));
      const book601a = await workbook(sqr601a.path);
      const names = book601a.worksheets.map((s) => s.name);
      assert.deepEqual(names.slice(0, registry.RankAndFile.Flights.length), registry.RankAndFile.Flights);
      const alpha = book601a.getWorksheet('Alpha')!;
      assert.match(String(alpha.getCell('A1').value), / - Alpha Flight$/);
      assert.equal(cell(alpha, rowWith(alpha, 'CAPID', FIXTURE.cadet), 'Full Name'), CADET);

      // 60-20: §9 groups; the cadet (working on Feik) is a phase 1 cadet with credit
      const sqr6020 = await download(page, 'SQR 60-20', 'XLSX');
      assert.match(sqr6020.name, new RegExp(`^SQR 60-20 md001 ${stamp}\\.xlsx$`));
      const s6020 = (await workbook(sqr6020.path)).getWorksheet('SQR 60-20')!;
      assert.match(String(s6020.getCell('A1').value), /^Squadron Report 60-20 Cadet Fitness \(Oct 2021\)/);
      assert.equal(values(s6020, 3)[0], 'Phase 1 cadets');
      const fit = rowWith(s6020, 'CAPID', FIXTURE.cadet);
      assert.equal(cell(s6020, fit, 'Full Name'), CADET);
      assert.match(String(cell(s6020, fit, 'HFZ Expiry')), /^\d{4}-\d{2}-\d{2}$/);

      // 52-1: orientation flights with contacts
      const sqr521 = await download(page, 'SQR 52-1', 'XLSX');
      assert.match(sqr521.name, new RegExp(`^SQR 52-1 md001 ${stamp}\\.xlsx$`));
      const s521 = (await workbook(sqr521.path)).getWorksheet('SQR 52-1')!;
      assert.deepEqual(values(s521, 2).slice(0, 4), ['Sort', 'Current Grade', 'Grade Order', 'Full Name']);
      const rides = rowWith(s521, 'CAPID', FIXTURE.cadet);
      assert.equal(cell(s521, rides, 'Full Name'), CADET);
      assert.equal(cell(s521, rides, 'Flight'), 'Alpha');
      assert.equal(cell(s521, rides, 'Email'), 'casey.cadet@example.com');
      await screenshot(page, 'reports-03-downloaded');
    },
  );

  step('§9 the 60-1 and 60-20 as PDF from the same widget', async () => {
    const page = await signedIn('staff', '/admin');
    await page
      .getByTestId('reports-widget')
      .getByText(/\d+ members on record/)
      .waitFor();
    const pdf = await download(page, 'SQR 60-1', 'PDF');
    assert.match(pdf.name, new RegExp(`^SQR 60-1 md001 ${stamp}\\.pdf$`));
    const { readFile } = await import('node:fs/promises');
    assert.equal((await readFile(pdf.path)).subarray(0, 5).toString(), '%PDF-');
    const fitness = await download(page, 'SQR 60-20', 'PDF');
    assert.match(fitness.name, new RegExp(`^SQR 60-20 md001 ${stamp}\\.pdf$`));
    assert.equal((await readFile(fitness.path)).subarray(0, 5).toString(), '%PDF-');
    // Each PDF page rendered to PNG to look at: reports-pdf-SQR-60-1-p1.png, …
    // in e2e/output; §9 "Report page size: Letter, landscape" on every page
    for (const [file, png] of [
      [pdf, 'reports-pdf-SQR-60-1'],
      [fitness, 'reports-pdf-SQR-60-20'],
    ] as const)
      for (const size of await savePdfPages(file.path, png)) assert.deepEqual(size, [792, 612], png);
  });

  step('a plain cadet has no Reports card; the server refuses the call', async () => {
    const page = await signedIn('cadet', '/admin');
    await page.getByRole('heading', { name: 'Personal administration' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByTestId('widget-reports').count(), 0);
    const refused = await call(page, 'GET', ACCOUNT);
    assert.equal(refused.status, 403);
  });
});
