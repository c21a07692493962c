// @vitest-environment node
import { FITNESS_REPORT_GROUP_TITLES, type Member } from '@portal/contracts';
import { type ReportItem } from '@portal/contracts/documents';
import { describe, expect, it } from 'vitest';
import {
  fitnessReportPdf,
  fitnessReportPdfName,
  PDFMAKE_IMPORT_ERROR,
  squadronReportPdf,
  squadronReportPdfName,
} from './index.ts';
import { fitnessReportDocument, GROUP_TABLE_WIDTHS } from './fitnessReportPdf.ts';
import { setPdfMakeImporter } from './loadPdfMake.ts';
import { pdfPages, useLocalPdfFonts } from './pdfTestSupport.ts';
import { squadronReportDocument } from './squadronReportPdf.ts';
import { NOW, UNIT } from './testReportItems.ts';

useLocalPdfFonts();
const input = {
  items: UNIT,
  siteName: 'Test Composite Squadron',
  sort: 'Last name',
  filter: 'Cadets',
  now: NOW,
} as const;
const LETTER_LANDSCAPE = { width: 792, height: 612 };

describe('Squadron Report 60-1 PDF (§9 Letter landscape, header with site name and member count)', () => {
  it('has the title, site name, member count, columns and each cadet on a Letter landscape page', async () => {
    const pages = await pdfPages(await squadronReportPdf(input));
    expect(pages[0]).toMatchObject(LETTER_LANDSCAPE);
    const text = pages.map((p) => p.text).join(' ');
    expect(text).toContain(
      'Squadron Report 60-1 Cadet Status (Sep 2021) - Test Composite Squadron - 3 members',
    );
    for (const heading of ['CAPID', 'Leadership', 'Aerospace', 'O-Flights', 'Next Grade'])
      expect(text).toContain(heading);
    expect(text).toContain('C/Amn Able, Alice');
    expect(text).toContain('C/2dLt Baker, Bob');
    expect(text).not.toContain('Senior, Dana'); // member filter Cadets
    // §9 sort Last name: Able before Baker before Cortez
    expect(text.indexOf('Able, Alice')).toBeLessThan(text.indexOf('Baker, Bob'));
    expect(text.indexOf('Baker, Bob')).toBeLessThan(text.indexOf('Cortez, Carla'));
  });

  it('§9 "In the 60-1 PDF the approval date adds 57 days" (Curry approved 2026-10-01: eligible 2026-11-27)', async () => {
    const text = (await pdfPages(await squadronReportPdf(input))).map((p) => p.text).join(' ');
    expect(text).toContain('2026-11-27');
    expect(text).not.toContain('2026-11-26');
  });

  it('file name with account id and yyyy-mm-dd hhmm (§9)', () => {
    expect(squadronReportPdfName('md089', NOW, 'America/New_York')).toBe(
      'SQR 60-1 md089 2026-11-23 0700.pdf',
    );
  });
});

type Cell = { text: string; noWrap?: boolean };
type TableNode = { table: { widths: unknown[]; body: Cell[][] } };

describe('60-1 PDF layout (found on the PNG renders of a 60-cadet unit)', () => {
  it('grades, codes and dates stay on one line; names, flights and drill tests may wrap', () => {
    const doc = squadronReportDocument(input);
    const { body } = (doc.content[0] as TableNode).table;
    const headers = body[0]!.map((c) => c.text);
    const carla = body.find((row) => row.some((c) => c.text.includes('Cortez, Carla')))!;
    const cell = (header: string) => carla[headers.indexOf(header)]!;
    // 'C/SSgt' was split after the slash, '2026-04-19 F' left its F alone on a second line
    for (const header of ['Grade', 'CAPID', 'Eligible', 'Achv', 'HFZ Exp', 'O-Flights'])
      expect(cell(header).noWrap, header).toBe(true);
    for (const header of ['Full Name', 'Flight', 'Next Grade', 'Drill'])
      expect(cell(header).noWrap, header).toBeUndefined();
    expect(body[0]![headers.indexOf('O-Flights')]!.noWrap).toBe(true);
  });
});

describe('60-20 PDF layout', () => {
  it("the three groups' tables have the same column widths, so their columns line up", () => {
    const doc = fitnessReportDocument({ ...input, filter: 'All' });
    const tables = doc.content.filter((c): c is TableNode => typeof c === 'object' && 'table' in c);
    expect(tables).toHaveLength(3);
    for (const t of tables) expect(t.table.widths).toEqual(GROUP_TABLE_WIDTHS);
    expect(GROUP_TABLE_WIDTHS).not.toContain('auto');
  });

  it('a group that runs onto the next page is named there again (its title is a header row)', async () => {
    // 60 cadets like Bob Baker (tested 2026-06-10: HFZ credit expiring) fill more than a page
    const bob = UNIT[1]!;
    const many: ReportItem[] = Array.from({ length: 60 }, (_, i) => ({
      ...bob,
      member: { ...bob.member, id: 530000 + i, nameLast: `Baker${String(i).padStart(2, '0')}` } as Member,
    }));
    const pages = await pdfPages(await fitnessReportPdf({ ...input, items: many }));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(1))
      expect(page.text).toContain(`${FITNESS_REPORT_GROUP_TITLES.expiring} (60)`);
  });
});

describe('Squadron Report 60-20 PDF (§9 fitness report groups)', () => {
  it('lists the three groups with their cadets, the events and required values', async () => {
    const pages = await pdfPages(await fitnessReportPdf({ ...input, filter: 'All' }));
    expect(pages[0]).toMatchObject(LETTER_LANDSCAPE);
    const text = pages.map((p) => p.text).join(' ');
    expect(text).toContain(
      'Squadron Report 60-20 Cadet Fitness (Oct 2021) - Test Composite Squadron - 4 members',
    );
    const phaseOne = text.indexOf('Phase 1 cadets');
    const expiring = text.indexOf('Phase 2 to 4: HFZ credit expiring');
    const current = text.indexOf('Phase 2 to 4: HFZ credit not expiring');
    expect(phaseOne).toBeGreaterThanOrEqual(0);
    expect(expiring).toBeGreaterThan(phaseOne);
    expect(current).toBeGreaterThan(expiring);
    // Alice (Curry, phase 1) in the first group; Bob (tested 2026-06-10, expiring) in the second;
    // Carla (tested 2026-09-01) in the third
    const at = (name: string) => text.indexOf(name);
    expect(at('Able, Alice')).toBeGreaterThan(phaseOne);
    expect(at('Able, Alice')).toBeLessThan(expiring);
    expect(at('Baker, Bob')).toBeGreaterThan(expiring);
    expect(at('Baker, Bob')).toBeLessThan(current);
    expect(at('Cortez, Carla')).toBeGreaterThan(current);
    for (const heading of ['Pacer', 'Mile Run', 'Curl-ups', 'Push-ups', 'Sit and Reach', 'Required', 'Score'])
      expect(text).toContain(heading);
    expect(text).toContain('12:10'); // Alice's mile run score
  });

  it('file name with account id and yyyy-mm-dd hhmm (§9)', () => {
    expect(fitnessReportPdfName('md089', NOW, 'America/New_York')).toBe(
      'SQR 60-20 md089 2026-11-23 0700.pdf',
    );
  });
});

describe("§8 'Could not import pdfmake'", () => {
  it('a failed import of pdfmake rejects with the spec message', async () => {
    setPdfMakeImporter(() => Promise.reject(new Error('ChunkLoadError')));
    try {
      await expect(squadronReportPdf(input)).rejects.toThrow(PDFMAKE_IMPORT_ERROR);
      expect(PDFMAKE_IMPORT_ERROR).toBe('Could not import pdfmake');
    } finally {
      setPdfMakeImporter(() => import('pdfmake'));
    }
  });
});
