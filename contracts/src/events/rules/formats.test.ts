import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DESIRED_PARTICIPANTS,
  DEFAULT_PARTICIPATION_FEE,
  EVENT_LIST_WINDOW_MS,
  SCANNER_BANNER_MS,
  attendanceSpreadsheetName,
  fileDateStamp,
  formatDuration,
  formatSpreadsheetDateTime,
  formatViewerDate,
  formatViewerDateTime,
  formatViewerPhone,
  inEventListWindow,
  joinEmails,
  permissionSlipName,
} from './formats.ts';

describe('§2 viewer times: HH:MM on MM/DD/YYYY in the account zone', () => {
  it.each<[string, number, string | undefined, string]>([
    [
      'New York summer evening (24-hour clock)',
      Date.UTC(2026, 6, 4, 22, 5),
      undefined,
      '18:05 on 07/04/2026',
    ],
    ['New York winter morning', Date.UTC(2026, 0, 2, 14, 0), undefined, '09:00 on 01/02/2026'],
    ['midnight is 00:00, date of the new day', Date.UTC(2026, 0, 2, 5, 0), undefined, '00:00 on 01/02/2026'],
    [
      'the account zone decides the date (Hawaii)',
      Date.UTC(2026, 0, 2, 5, 0),
      'America/Hawaii',
      '19:00 on 01/01/2026',
    ],
    ['Chicago account', Date.UTC(2026, 6, 4, 22, 5), 'America/Chicago', '17:05 on 07/04/2026'],
    ['second 01:30 of the autumn night', Date.UTC(2026, 10, 1, 6, 30), undefined, '01:30 on 11/01/2026'],
  ])('%s', (_name, ms, zone, expected) => {
    expect(formatViewerDateTime(ms, zone)).toBe(expected);
  });
});

describe("a day on its own reads as the viewer's date: MM/DD/YYYY in the account zone", () => {
  it.each<[string, number, string | undefined, string]>([
    ['New York summer evening', Date.UTC(2026, 6, 4, 22, 5), undefined, '07/04/2026'],
    ['New York: 01:00 UTC is still the day before', Date.UTC(2026, 0, 2, 1, 0), undefined, '01/01/2026'],
    ['the account zone decides the day (Hawaii)', Date.UTC(2026, 0, 2, 9, 0), 'America/Hawaii', '01/01/2026'],
  ])('%s', (_name, ms, zone, expected) => {
    expect(formatViewerDate(ms, zone)).toBe(expected);
  });
});

describe('§9 viewer phones xxx.xxx.xxxx', () => {
  it.each([
    ['ten digits', '3015550100', '301.555.0100'],
    ['form format (xxx)xxx-xxxx', '(301)555-0100', '301.555.0100'],
    ['eleven digits with country code 1', '1-301-555-0100', '301.555.0100'],
    ['too short stays as stored', ' 555-0100 ', '555-0100'],
    ['eleven digits not starting with 1 stay', '23015550100', '23015550100'],
    ['empty', '', ''],
  ])('%s', (_name, raw, expected) => {
    expect(formatViewerPhone(raw)).toBe(expected);
  });
});

describe('§9 spreadsheet and file formats', () => {
  const t = Date.UTC(2026, 6, 4, 22, 5);
  it('spreadsheet dates yyyy-mm-dd hh:mm', () => {
    expect(formatSpreadsheetDateTime(t)).toBe('2026-07-04 18:05');
  });
  it('report files: yyyy-mm-dd hhmm', () => {
    expect(fileDateStamp(t)).toBe('2026-07-04 1805');
  });
  it("attendance spreadsheet 'Attendance {accountID}-{eventID} {date time}.xlsx'", () => {
    expect(attendanceSpreadsheetName('md001', 42, t)).toBe('Attendance md001-42 2026-07-04 1805.xlsx');
  });
  it("permission slip 'CAPF6080-{account}-{event}.pdf'", () => {
    expect(permissionSlipName('md001', 42)).toBe('CAPF6080-md001-42.pdf');
  });
  it("emails joined with '; ' and de-duplicated", () => {
    expect(joinEmails(['a@x.org', 'b@x.org', 'A@x.org', ' ', 'c@x.org'])).toBe('a@x.org; b@x.org; c@x.org');
  });
});

describe('§9 constants', () => {
  it('desired participants 8, fee 0, scanner banner 5000 ms', () => {
    expect([DEFAULT_DESIRED_PARTICIPANTS, DEFAULT_PARTICIPATION_FEE, SCANNER_BANNER_MS]).toEqual([
      8, 0, 5000,
    ]);
  });
  it('§5 event list window 33,696,000,000 ms (390 days)', () => {
    expect(EVENT_LIST_WINDOW_MS).toBe(390 * 86400000);
  });
  it.each([
    ['started just now', 0, true],
    ['started 390 days ago exactly', -EVENT_LIST_WINDOW_MS, true],
    ['started 391 days ago', -EVENT_LIST_WINDOW_MS - 86400000, false],
    ['starts in the future', 86400000, true],
  ])('event list window: %s', (_name, offset, inside) => {
    const now = Date.UTC(2026, 5, 1);
    expect(inEventListWindow(now + offset, now)).toBe(inside);
  });
});

describe('§5 part-time bar durations: hours when at least one hour, else minutes', () => {
  it.each([
    [45 * 60000, '45 minutes'],
    [60000, '1 minute'],
    [59 * 60000, '59 minutes'],
    [60 * 60000, '1 hour'],
    [90 * 60000, '1.5 hours'],
    [-5, '0 minutes'],
  ])('%i ms -> %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
