import { describe, expect, it } from 'vitest';
import { NOW } from '../testRecords.ts';
import {
  compareReportMembers,
  flightSheets,
  matchesMemberFilter,
  reportFileName,
  reportHeader,
  reportRows,
  sheetName,
  type ReportMember,
} from './reportLayout.ts';

const m = (
  id: number | string,
  nameFirst: string,
  nameLast: string,
  flight: string | null = null,
  seniorMember = false,
): ReportMember => ({
  type: typeof id === 'number' ? 'CAPNHQMember' : 'CAPProspectiveMember',
  id,
  nameFirst,
  nameLast,
  seniorMember,
  flight,
});

const unit = [
  m(500300, 'Zoe', 'Adams', 'Alpha'),
  m(500100, 'amy', 'baker', 'Bravo'),
  m(500200, 'Amy', 'Adams', 'alpha '),
  m('jones-1', 'Ben', 'Baker', null),
  m(400001, 'Carl', 'Cole', 'XRay', true),
  m(500400, 'Dee', 'Dunn', 'Charlie'),
];

describe('§9 report sort options: Last name, First name, CAPID', () => {
  it.each([
    ['Last name', [500200, 500300, 500100, 'jones-1', 400001, 500400]],
    ['First name', [500200, 500100, 'jones-1', 400001, 500400, 500300]],
    ['CAPID', [400001, 500100, 500200, 500300, 500400, 'jones-1']],
  ] as const)('%s', (sort, ids) => {
    expect([...unit].sort(compareReportMembers(sort)).map((x) => x.id)).toEqual(ids);
  });
});

describe('§9 member filter: Cadets, Senior Members, All', () => {
  it.each([
    ['Cadets', 5],
    ['Senior Members', 1],
    ['All', 6],
  ] as const)('%s keeps %i of the unit', (filter, count) => {
    expect(unit.filter((x) => matchesMemberFilter(x, filter))).toHaveLength(count);
  });

  it('reportRows filters then sorts, leaving the input alone', () => {
    const before = unit.map((x) => x.id);
    expect(reportRows(unit, 'Senior Members', 'CAPID').map((x) => x.id)).toEqual([400001]);
    expect(unit.map((x) => x.id)).toEqual(before);
  });
});

describe('§9 headers carry the site name and member count; files the account id and yyyy-mm-dd hhmm', () => {
  it('headers', () => {
    expect(reportHeader('SQR 60-1', 'Test Composite Squadron', 24)).toBe(
      'Squadron Report 60-1 Cadet Status (Sep 2021) - Test Composite Squadron - 24 members',
    );
    expect(reportHeader('SQR 60-20', 'Unit', 1)).toBe(
      'Squadron Report 60-20 Cadet Fitness (Oct 2021) - Unit - 1 member',
    );
  });

  it.each([
    ['SQR 60-1', 'pdf', 'SQR 60-1 md089 2026-11-23 0700.pdf'],
    ['SQR 60-1a', 'xlsx', 'SQR 60-1a md089 2026-11-23 0700.xlsx'],
    ['SQR 52-1', 'xlsx', 'SQR 52-1 md089 2026-11-23 0700.xlsx'],
  ] as const)('%s as %s (New York time)', (kind, ext, name) => {
    expect(reportFileName(kind, 'md089', NOW, ext)).toBe(name);
  });
});

describe('60-1a: one sheet per registry flight; cadets of unlisted flights on their own sheet', () => {
  it('registry order, names matched trimmed and case-insensitively, empty flights kept, the rest on Unassigned', () => {
    const cadets = unit.filter((x) => !x.seniorMember);
    const sheets = flightSheets(cadets, ['Alpha', 'Bravo', 'Delta']);
    expect(sheets.map((s) => [s.sheet, s.members.map((x) => x.id)])).toEqual([
      ['Alpha', [500300, 500200]],
      ['Bravo', [500100]],
      ['Delta', []],
      ['Unassigned', ['jones-1', 500400]],
    ]);
  });

  it('no unlisted cadets: no Unassigned sheet; a registry flight named Unassigned does not collide', () => {
    expect(flightSheets([m(1, 'a', 'b', 'Alpha')], ['Alpha']).map((s) => s.sheet)).toEqual(['Alpha']);
    expect(flightSheets([m(1, 'a', 'b', 'Zulu')], ['Unassigned']).map((s) => s.sheet)).toEqual([
      'Unassigned',
      'Unassigned 2',
    ]);
  });

  it.each([
    ['Alpha', 'Alpha'],
    ['A/B: [x]?', 'A B x'],
    ['A very long flight name that exceeds the limit', 'A very long flight name that ex'],
    ['  ', 'Unassigned'],
  ])('sheet name %j -> %j', (name, sheet) => {
    expect(sheetName(name)).toBe(sheet);
  });
});
