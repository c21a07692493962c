// @vitest-environment happy-dom
// The widget's download glue (downloadReport): the XLSX is built from the registry (site name for
// the §9 header, flights for the 60-1a sheets) and saved as '{report} {account} {yyyy-mm-dd hhmm}.xlsx'
// with the stamp in the account's zone (§9; registry Website.Timezone).
import ExcelJS from 'exceljs';
import { defaultRegistry } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadReport } from './ReportsWidget.tsx';
import { NOW, UNIT_ITEMS } from './testUnit.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function captureSaves() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
  });
  return saved;
}

describe('report download from the widget', () => {
  it("§9 60-1a: the registry's site name and flights, file name with account id and the account zone's stamp", async () => {
    const saved = captureSaves();
    const registry = defaultRegistry('md089');
    registry.Website.Name = 'Test Composite Squadron';
    registry.Website.Timezone = 'America/Los_Angeles';
    registry.RankAndFile.Flights = ['Alpha', 'Bravo'];
    const name = await downloadReport({
      kind: 'SQR 60-1a',
      format: 'xlsx',
      data: { items: UNIT_ITEMS, registry },
      sort: 'Last name',
      filter: 'Cadets',
      now: NOW,
    });
    // NOW is 12:00 UTC: 04:00 in Los Angeles
    expect(name).toBe('SQR 60-1a md089 2026-11-23 0400.xlsx');
    expect(saved.map((s) => s.name)).toEqual([name]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await saved[0]!.blob.arrayBuffer());
    expect(book.worksheets.map((s) => s.name)).toEqual(['Alpha', 'Bravo', 'Unassigned']);
    expect(book.getWorksheet('Alpha')!.getCell('A1').value).toMatch(
      / - Test Composite Squadron - 2 members - /,
    );
  });
});
