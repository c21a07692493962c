// @vitest-environment node
// Spreadsheet reports for a fictional unit, written with exceljs and read back cell by cell:
// §9 header (site name, member count), column headers, a data row, Letter landscape, and the 60-1a
// sheets (registry flights in order, then the unlisted-flight sheet).
import ExcelJS from 'exceljs';
import { SQR601_COLUMNS } from '@portal/contracts/documents';
import { describe, expect, it } from 'vitest';
import { SQR521_COLUMNS, SQR6020_COLUMNS, type ReportInput, type SpreadsheetReport } from './reportSheets.ts';
import { reportWorkbook } from './reportWorkbook.ts';
import { NOW, UNIT_FLIGHTS, UNIT_ITEMS } from './testUnit.ts';

const input = (overrides: Partial<ReportInput> = {}): ReportInput => ({
  items: UNIT_ITEMS,
  siteName: 'Test Composite Squadron',
  flights: UNIT_FLIGHTS,
  sort: 'Last name',
  filter: 'Cadets',
  now: NOW,
  ...overrides,
});

async function readBack(kind: SpreadsheetReport, overrides: Partial<ReportInput> = {}) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await reportWorkbook(kind, input(overrides)));
  return workbook;
}

const values = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
const column = (sheet: ExcelJS.Worksheet, header: string, n: number) =>
  values(sheet, n)[(values(sheet, 2) as string[]).indexOf(header)];

describe('SQR 60-1 workbook', () => {
  it('§9 header with site name and member count, the columns, Letter landscape, rows by last name', async () => {
    const book = await readBack('SQR 60-1');
    expect(book.worksheets.map((s) => s.name)).toEqual(['SQR 60-1']);
    const sheet = book.getWorksheet('SQR 60-1')!;
    expect(sheet.getCell('A1').value).toBe(
      'Squadron Report 60-1 Cadet Status (Sep 2021) - Test Composite Squadron - 6 members',
    );
    expect(values(sheet, 2)).toEqual([...SQR601_COLUMNS]);
    expect(sheet.pageSetup.paperSize).toBe(1);
    expect(sheet.pageSetup.orientation).toBe('landscape');
    // cadets only (Sam, a senior member, is filtered out), by last name
    expect([3, 4, 5, 6, 7, 8].map((n) => column(sheet, 'Full Name', n))).toEqual([
      'C/Amn Able, Alice',
      'C/2dLt Baker, Bob',
      'C/MSgt Cole, Carol',
      'C/SrA Drake, Dan',
      'CADET Prospect, Pat',
      'C/Amn Xu, Xena',
    ]);
    expect(values(sheet, 3)).toEqual([
      'C/Amn',
      1,
      'C/Amn Able, Alice',
      519001,
      'Alpha',
      '',
      '2026-11-26', // approval + 56 days in the spreadsheet reports (§9)
      'C/A1C',
      '2-I',
      '',
      '',
      'Drill test 2', // the drill cell names the test still to pass
      'Y',
      '',
      'N/A',
      'N/A',
      '2027-04-06 F', // failed test, phase-1 exception (§4)
      '',
      '_p | 1u',
    ]);
    expect(sheet.rowCount).toBe(8);
  });

  it('§9 sort by CAPID and the Senior Members filter', async () => {
    const byId = (await readBack('SQR 60-1', { sort: 'CAPID' })).getWorksheet('SQR 60-1')!;
    expect([3, 4, 5].map((n) => column(byId, 'CAPID', n))).toEqual([519001, 519002, 519003]);
    expect(column(byId, 'CAPID', 8)).toBe('md001-7');
    const seniors = (await readBack('SQR 60-1', { filter: 'Senior Members' })).getWorksheet('SQR 60-1')!;
    expect(seniors.getCell('A1').value).toMatch(/- 1 member$/);
    expect(column(seniors, 'Full Name', 3)).toBe('Capt Senior, Sam');
    expect(column(seniors, 'Exp', 3)).toBe('Y');
  });
});

/** Each data row's full name and whether every one of its cells is struck through. */
const struckRows = (sheet: ExcelJS.Worksheet) =>
  Array.from({ length: sheet.rowCount - 2 }, (_, i) => {
    const row = sheet.getRow(i + 3);
    const cells = SQR601_COLUMNS.map((_, c) => row.getCell(c + 1));
    return [column(sheet, 'Full Name', i + 3), cells.every((cell) => cell.font?.strike === true)];
  });

describe("§5 Exports 'Member expiry: expired when the expiration date is past (struck through, 'Y')' in the 60-1 spreadsheet, as in its PDF", () => {
  it('SQR 60-1: the expired member (Exp Y) is struck through in every cell, the others are not', async () => {
    const sheet = (await readBack('SQR 60-1', { filter: 'All' })).getWorksheet('SQR 60-1')!;
    const rows = struckRows(sheet);
    expect(rows).toContainEqual(['Capt Senior, Sam', true]);
    expect(column(sheet, 'Exp', 3 + rows.findIndex(([name]) => name === 'Capt Senior, Sam'))).toBe('Y');
    expect(rows.filter(([, struck]) => struck)).toEqual([['Capt Senior, Sam', true]]);
    expect(rows).toHaveLength(7);
    // the header rows are not struck
    expect(sheet.getRow(2).getCell(1).font?.strike).toBeUndefined();
  });

  it('SQR 60-1a: the expired member is struck through on their flight sheet too', async () => {
    const unassigned = (await readBack('SQR 60-1a', { filter: 'All' })).getWorksheet('Unassigned')!;
    expect(struckRows(unassigned)).toEqual([
      ['C/MSgt Cole, Carol', false],
      ['C/SrA Drake, Dan', false],
      ['Capt Senior, Sam', true],
    ]);
  });
});

describe('SQR 60-1a workbook: one sheet per registry flight, unlisted flights on their own sheet', () => {
  it('sheets Alpha, Bravo, XRay, then Unassigned with the cadets of Echo and of no flight', async () => {
    const book = await readBack('SQR 60-1a');
    expect(book.worksheets.map((s) => s.name)).toEqual(['Alpha', 'Bravo', 'XRay', 'Unassigned']);
    const alpha = book.getWorksheet('Alpha')!;
    expect(alpha.getCell('A1').value).toBe(
      'Squadron Report 60-1a Cadet Status by Flight (Sep 2021) - Test Composite Squadron - 2 members - Alpha Flight',
    );
    expect(values(alpha, 2)).toEqual([...SQR601_COLUMNS]);
    expect([3, 4].map((n) => column(alpha, 'Full Name', n))).toEqual([
      'C/Amn Able, Alice',
      'CADET Prospect, Pat',
    ]);
    expect(alpha.pageSetup.orientation).toBe('landscape');
    const unassigned = book.getWorksheet('Unassigned')!;
    expect(unassigned.getCell('A1').value).toMatch(/- 2 members - No listed flight$/);
    expect([3, 4].map((n) => column(unassigned, 'Full Name', n))).toEqual([
      'C/MSgt Cole, Carol',
      'C/SrA Drake, Dan',
    ]);
    expect(column(unassigned, 'Flight', 4)).toBe('');
    expect(column(unassigned, 'Flight', 3)).toBe('Echo');
  });

  it('an empty registry flight keeps its sheet', async () => {
    const book = await readBack('SQR 60-1a', { flights: [...UNIT_FLIGHTS, 'Charlie'] });
    const charlie = book.getWorksheet('Charlie')!;
    expect(charlie.getCell('A1').value).toMatch(/- 0 members - Charlie Flight$/);
    expect(charlie.rowCount).toBe(2);
  });
});

describe('SQR 60-20 workbook: §9 fitness groups', () => {
  it('phase 1, then phase 2–4 expiring before the cutoff, then the rest; required value and score per event', async () => {
    const sheet = (await readBack('SQR 60-20')).getWorksheet('SQR 60-20')!;
    expect(sheet.getCell('A1').value).toBe(
      'Squadron Report 60-20 Cadet Fitness (Oct 2021) - Test Composite Squadron - 6 members',
    );
    expect(values(sheet, 2)).toEqual(SQR6020_COLUMNS);
    const titles = [];
    for (let n = 3; n <= sheet.rowCount; n += 1) {
      const first = values(sheet, n)[0];
      if (typeof first === 'string' && first.startsWith('Phase')) titles.push([n, first]);
    }
    // Alice, Dan (achv < 4), Pat (prospective), Xena are phase 1; Bob's credit ends 2026-11-28
    // (before the cutoff 2026-12-31); Carol tested on 2026-11-01.
    expect(titles).toEqual([
      [3, 'Phase 1 cadets'],
      [8, 'Phase 2 to 4: HFZ credit expiring by 2026-12-31'],
      [10, 'Phase 2 to 4: HFZ credit not expiring'],
    ]);
    expect(values(sheet, 4).slice(0, 8)).toEqual([
      519001,
      1,
      'C/Amn Able, Alice',
      '2027-04-06 F',
      27,
      '15',
      '10:09',
      '12:10',
    ]);
    expect(column(sheet, 'Full Name', 9)).toBe('C/2dLt Baker, Bob');
    expect(column(sheet, 'Pacer Score', 9)).toBe('60');
    expect(column(sheet, 'Full Name', 11)).toBe('C/MSgt Cole, Carol');
    expect(sheet.pageSetup.orientation).toBe('landscape');
  });
});

describe('SQR 52-1 workbook: orientation flights', () => {
  it("the columns; sort codes 'C', 'A', 'X'; rides, spaced phones and contacts", async () => {
    const sheet = (await readBack('SQR 52-1')).getWorksheet('SQR 52-1')!;
    expect(sheet.getCell('A1').value).toBe(
      'Squadron Report 52-1 Orientation Flights - Test Composite Squadron - 6 members',
    );
    expect(values(sheet, 2)).toEqual(SQR521_COLUMNS);
    const byName = new Map(
      [3, 4, 5, 6, 7, 8].map((n) => [column(sheet, 'Full Name', n) as string, n] as const),
    );
    const cell = (name: string, header: string) => column(sheet, header, byName.get(name)!);
    expect(cell('C/2dLt Baker, Bob', 'Sort')).toBe('C');
    expect(cell('C/SrA Drake, Dan', 'Sort')).toBe('A');
    expect(cell('C/Amn Xu, Xena', 'Sort')).toBe('X');
    expect(cell('C/2dLt Baker, Bob', 'O-Ride 1')).toBe('2025-05-01');
    expect(cell('C/2dLt Baker, Bob', 'O-Ride 5')).toBe('2025-05-05');
    const alice = values(sheet, byName.get('C/Amn Able, Alice')!);
    expect(alice).toEqual([
      '',
      'C/Amn',
      1,
      'C/Amn Able, Alice',
      519001,
      '2012-03-15',
      'Alpha',
      '2025-06-01',
      '',
      '',
      '',
      '',
      '',
      // Cancelled, Incomplete: none entered
      0,
      0,
      '(410) 555-0101',
      'alice@example.test',
      '(410) 555-0199',
      'parent@example.test',
    ]);
  });
});
