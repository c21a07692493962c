import { describe, expect, it } from 'vitest';
import { testEvent } from '../testing/testEvents.tsx';
import {
  adjacentMonths,
  dateOfDayNumber,
  dayNumber,
  eventClasses,
  eventDays,
  gridDays,
  gridRange,
  monthDayList,
  monthWeeks,
  weekday,
} from './monthGrid.ts';

const NY = 'America/New_York';
/** A wall-clock time in New York in July 2026 (EDT, UTC-4). */
const julyNY = (day: number, hour: number, minute = 0) => Date.UTC(2026, 6, day, hour + 4, minute);

describe("events §2 calendar: 'a grid with Sunday as first column'", () => {
  it('weeks run Sunday to Saturday, covering the whole month (July 2026: 28 June to 1 August)', () => {
    const { first, last } = gridDays(7, 2026);
    expect(dateOfDayNumber(first)).toEqual({ year: 2026, month: 6, day: 28 });
    expect(weekday(first)).toBe(0);
    expect(dateOfDayNumber(last)).toEqual({ year: 2026, month: 8, day: 1 });
    expect(weekday(last)).toBe(6);
    const weeks = monthWeeks(7, 2026, [], NY);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((w) => w.days.length === 7 && weekday(w.days[0]!) === 0)).toBe(true);
  });

  it('a month starting on Sunday starts the grid on its 1st (February 2026 fills four rows)', () => {
    expect(dateOfDayNumber(gridDays(2, 2026).first)).toEqual({ year: 2026, month: 2, day: 1 });
    expect(monthWeeks(2, 2026, [], NY)).toHaveLength(4);
  });

  it("the range asked of the server is the grid's days in the account's zone (midnight New York)", () => {
    const { start, end } = gridRange(7, 2026, NY);
    expect(start).toBe(Date.UTC(2026, 5, 28, 4, 0));
    expect(end).toBe(Date.UTC(2026, 7, 2, 4, 0) - 1);
    // the same month in Chicago starts an hour later
    expect(gridRange(7, 2026, 'America/Chicago').start).toBe(Date.UTC(2026, 5, 28, 5, 0));
  });

  it('previous and next month wrap the year (/calendar/{month}/{year}, month 1 to 12)', () => {
    expect(adjacentMonths(1, 2027).prev.path).toBe('/calendar/12/2026');
    expect(adjacentMonths(12, 2026).next.path).toBe('/calendar/1/2027');
    expect(adjacentMonths(7, 2026)).toMatchObject({
      prev: { path: '/calendar/6/2026' },
      next: { path: '/calendar/8/2026' },
    });
  });
});

describe("events §2 calendar: 'multi-day events spanning cells'", () => {
  it('days are read in the zone: 22:00 New York on the 3rd is the 3rd, though already the 4th in UTC', () => {
    const e = testEvent({ startDateTime: julyNY(3, 22), endDateTime: julyNY(3, 23) });
    const { first, last } = eventDays(e, NY);
    expect(dateOfDayNumber(first)).toEqual({ year: 2026, month: 7, day: 3 });
    expect(last).toBe(first);
  });

  it('an event ending exactly at midnight does not touch the next day', () => {
    const e = testEvent({ startDateTime: julyNY(3, 18), endDateTime: julyNY(4, 0) });
    const { first, last } = eventDays(e, NY);
    expect(last).toBe(first);
  });

  it('an event over three days is one bar spanning three cells', () => {
    const e = testEvent({ id: 1, startDateTime: julyNY(7, 9), endDateTime: julyNY(9, 17) }); // Tue-Thu
    const week = monthWeeks(7, 2026, [e], NY).find((w) => w.bars.length > 0)!;
    expect(week.bars).toEqual([
      { event: e, column: 2, span: 3, lane: 0, continuesBefore: false, continuesAfter: false },
    ]);
  });

  it('an event across a week boundary is split per week row (Fri-Sun: two cells, then one)', () => {
    const e = testEvent({ id: 2, startDateTime: julyNY(10, 18), endDateTime: julyNY(12, 12) });
    const bars = monthWeeks(7, 2026, [e], NY).flatMap((w) => w.bars);
    expect(
      bars.map(({ column, span, continuesBefore, continuesAfter }) => ({
        column,
        span,
        continuesBefore,
        continuesAfter,
      })),
    ).toEqual([
      { column: 5, span: 2, continuesBefore: false, continuesAfter: true },
      { column: 0, span: 1, continuesBefore: true, continuesAfter: false },
    ]);
  });

  it('overlapping events take separate lanes; a free lane is reused', () => {
    const long = testEvent({ id: 1, startDateTime: julyNY(6, 9), endDateTime: julyNY(8, 17) });
    const overlap = testEvent({ id: 2, startDateTime: julyNY(7, 9), endDateTime: julyNY(7, 10) });
    const after = testEvent({ id: 3, startDateTime: julyNY(9, 9), endDateTime: julyNY(9, 10) });
    const week = monthWeeks(7, 2026, [after, overlap, long], NY).find((w) => w.bars.length > 0)!;
    expect(week.bars.map((b) => [b.event.id, b.lane])).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
    ]);
    expect(week.lanes).toBe(2);
  });

  it('the day list names every day of the month an event covers, in start order', () => {
    const long = testEvent({ id: 1, startDateTime: julyNY(30, 9), endDateTime: Date.UTC(2026, 7, 2, 16) });
    const one = testEvent({ id: 2, startDateTime: julyNY(31, 8), endDateTime: julyNY(31, 9) });
    const days = monthDayList(7, 2026, [one, long], NY);
    expect(days.map((d) => dateOfDayNumber(d.day).day)).toEqual([30, 31]); // August days are not July's
    expect(days[1]!.events.map((e) => e.id)).toEqual([1, 2]);
    expect(monthDayList(7, 2026, [], NY)).toEqual([]);
    expect(dayNumber({ year: 2026, month: 7, day: 30 })).toBe(days[0]!.day);
  });
});

describe("events §2 calendar: 'Styling marks cancelled, draft, info, tentative events and events with a teamID'", () => {
  it.each([
    ['CONFIRMED', null, ['cal-event']],
    ['COMPLETE', null, ['cal-event']],
    ['CANCELLED', null, ['cal-event', 'cal-event-cancelled']],
    ['DRAFT', null, ['cal-event', 'cal-event-draft']],
    ['INFORMATIONONLY', null, ['cal-event', 'cal-event-info']],
    ['TENTATIVE', null, ['cal-event', 'cal-event-tentative']],
    ['CONFIRMED', 3, ['cal-event', 'cal-event-team']],
    ['CANCELLED', 0, ['cal-event', 'cal-event-cancelled', 'cal-event-team']],
  ] as const)('%s with teamID %s -> %j', (status, teamID, classes) => {
    expect(eventClasses({ status, teamID })).toEqual(classes);
  });
});
