import { describe, expect, it } from 'vitest';
import { NOW, utc } from '../testRecords.ts';
import {
  formatExportPhone,
  isAdultForOrientationFlights,
  membershipExpiryMark,
  oflightCounts,
  oflightOutcomeCounts,
  oflightsCell,
  orientationRideDates,
  orientationSortCode,
} from './reportCodes.ts';

const DAY = 86_400_000;
const flights = (...syllabi: number[]) =>
  syllabi.map((Syllabus, i) => ({ Syllabus, FltDate: utc(2026, 1, 1 + i) }));

describe("§5 Exports, member expiry: 'Y' when the expiration date is past, '<' within 30 days", () => {
  it.each([
    ['expired the day before yesterday', NOW - 2 * DAY, 'Y'],
    ['expired on a date a whole day ago', NOW - DAY, 'Y'],
    ['expires today (the date is not past yet)', utc(2026, 11, 23), '<'],
    ['expires tomorrow', NOW + DAY, '<'],
    ['expires in exactly 30 days', NOW + 30 * DAY, '<'],
    ['expires in 31 days', NOW + 31 * DAY, ''],
    ['no expiration date recorded', null, ''],
  ] as const)('a national member whose membership %s: %j', (_n, expirationDate, mark) => {
    expect(membershipExpiryMark({ type: 'CAPNHQMember', expirationDate }, NOW)).toBe(mark);
  });

  it('a prospective member has no national expiry: blank', () => {
    expect(membershipExpiryMark({ type: 'CAPProspectiveMember', expirationDate: NOW - DAY }, NOW)).toBe('');
  });
});

describe('§4 report flight coding: syllabus 1 to 5 unit flights, 6 to 10 pilot flights', () => {
  it.each([
    [[], { unit: 0, pilot: 0 }, '_p | _u'],
    [[1, 2, 3], { unit: 3, pilot: 0 }, '_p | 3u'],
    [[6, 7], { unit: 0, pilot: 2 }, '2p | _u'],
    [[1, 1, 6, 6, 10], { unit: 1, pilot: 2 }, '2p | 1u'],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { unit: 5, pilot: 5 }, '5p | 5u'],
  ])('syllabi %j: counts %j, 60-1 cell %j', (syllabi, counts, cell) => {
    expect(oflightCounts(flights(...syllabi))).toEqual(counts);
    expect(oflightsCell(flights(...syllabi))).toBe(cell);
  });

  it('52-1 O-ride 1 to 5: the first date of each pilot-flight syllabus 6 to 10', () => {
    const rides = [
      { Syllabus: 7, FltDate: utc(2026, 3, 2) },
      { Syllabus: 6, FltDate: utc(2026, 2, 1) },
      { Syllabus: 7, FltDate: utc(2026, 1, 5) },
      { Syllabus: 2, FltDate: utc(2026, 1, 9) },
    ];
    expect(orientationRideDates(rides)).toEqual([utc(2026, 2, 1), utc(2026, 1, 5), null, null, null]);
  });
});

describe("§4/§5 52-1 sort codes 'C', 'A', 'X' (all reachable)", () => {
  const teen = utc(2011, 5, 1);
  it.each([
    ["'A': age over 18", { dateOfBirth: utc(2008, 1, 1), flight: 'Alpha' }, [], 'A'],
    ["'A' wins over 'C' and 'X'", { dateOfBirth: utc(2008, 1, 1), flight: 'XRay' }, [6, 7, 8, 9, 10], 'A'],
    ["'C': 5 pilot flights completed", { dateOfBirth: teen, flight: 'Alpha' }, [6, 7, 8, 9, 10], 'C'],
    ["'C' wins over 'X'", { dateOfBirth: teen, flight: 'XRay' }, [6, 7, 8, 9, 10], 'C'],
    ["'X': the flight XRay", { dateOfBirth: teen, flight: 'XRay' }, [6, 7], 'X'],
    ["'X': the flight name matched trimmed, any case", { dateOfBirth: teen, flight: ' xray ' }, [], 'X'],
    [
      'blank: five unit flights are not five pilot flights',
      { dateOfBirth: teen, flight: 'Alpha' },
      [1, 2, 3, 4, 5],
      '',
    ],
    [
      'blank: four distinct pilot flights, one repeated',
      { dateOfBirth: teen, flight: null },
      [6, 6, 7, 8, 9],
      '',
    ],
    ['blank: no birth date is not an adult', { dateOfBirth: null, flight: 'Bravo' }, [], ''],
  ] as const)('%s', (_n, member, syllabi, code) => {
    expect(orientationSortCode(member, flights(...syllabi), NOW)).toBe(code);
  });

  it('§5 "the adult-age rule applies at about 18 years": 18 years of 365.25 days before now', () => {
    const boundary = NOW - 18 * 365.25 * DAY;
    expect(isAdultForOrientationFlights(boundary - 1, NOW)).toBe(true);
    expect(isAdultForOrientationFlights(boundary, NOW)).toBe(false);
  });
});

describe('§5 "Phone numbers in exports: (xxx)xxx-xxxx or (xxx) xxx-xxxx, with +1 for 11 digits starting with 1"', () => {
  it.each([
    ['4105551234', true, '(410) 555-1234'],
    ['4105551234', false, '(410)555-1234'],
    ['410-555-1234', true, '(410) 555-1234'],
    ['(410) 555.1234', false, '(410)555-1234'],
    ['14105551234', true, '+1 (410) 555-1234'],
    ['1-410-555-1234', false, '+1 (410)555-1234'],
    ['24105551234', true, '24105551234'],
    ['555-1234', true, '555-1234'],
    ['  ext only  ', false, 'ext only'],
    ['', true, ''],
  ])('%j (spaced %s) -> %j', (raw, spaced, shown) => {
    expect(formatExportPhone(raw, spaced)).toBe(shown);
  });

  it('spaced is the default (the 52-1 sheet)', () => {
    expect(formatExportPhone('4105551234')).toBe('(410) 555-1234');
  });
});

describe('52-1 "cancelled and incomplete counts" (flights a manager entered as not flown)', () => {
  it.each([
    [undefined, { cancelled: 0, incomplete: 0 }],
    [[], { cancelled: 0, incomplete: 0 }],
    [
      [
        { Syllabus: 6, FltDate: utc(2026, 1, 1), Outcome: 'CANCELLED' as const },
        { Syllabus: 6, FltDate: utc(2026, 1, 2), Outcome: 'CANCELLED' as const },
        { Syllabus: 2, FltDate: utc(2026, 1, 3), Outcome: 'INCOMPLETE' as const },
      ],
      { cancelled: 2, incomplete: 1 },
    ],
  ])('%j -> %j', (notFlown, counts) => {
    expect(oflightOutcomeCounts(notFlown)).toEqual(counts);
  });
});
