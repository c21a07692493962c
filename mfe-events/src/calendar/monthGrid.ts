// Events §2 calendar month view, as data: the weeks of a month (Sunday first) in the account's zone,
// each event placed as a bar over the days it spans (split per week row, stacked in lanes so bars
// never overlap), and the same events as a day list for narrow screens. Pure: the page renders it.
import { calendarPath, fromWallTime, toWallTime, type Event, type EventStatusValue } from '@portal/contracts';

const DAY_MS = 86400000;

/** A calendar date (no time), month 1 to 12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Days since 1970-01-01 of a calendar date: the arithmetic below works on these. */
export const dayNumber = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;

export function dateOfDayNumber(n: number): CalendarDate {
  const d = new Date(n * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 = Sunday ... 6 = Saturday. */
export const weekday = (n: number) => (((n + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** §2 "a grid with Sunday as first column". */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const monthTitle = (month: number, year: number) => `${MONTH_NAMES[month - 1]} ${year}`;

/** The previous and next month, as {month 1-12, year} and their /calendar/{month}/{year} paths. */
export function adjacentMonths(month: number, year: number) {
  const prev = month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year };
  const next = month === 12 ? { month: 1, year: year + 1 } : { month: month + 1, year };
  return {
    prev: { ...prev, path: calendarPath(prev.month, prev.year) },
    next: { ...next, path: calendarPath(next.month, next.year) },
  };
}

/** The day numbers the grid shows: from the Sunday on or before the 1st to the Saturday on or after the last. */
export function gridDays(month: number, year: number): { first: number; last: number } {
  const firstOfMonth = dayNumber({ year, month, day: 1 });
  const lastOfMonth = dayNumber({ year, month: month + 1, day: 1 }) - 1; // Date.UTC rolls month 13 over
  return { first: firstOfMonth - weekday(firstOfMonth), last: lastOfMonth + 6 - weekday(lastOfMonth) };
}

/** The instants (ms) of the grid's first and last moments in `zone`, for GET /api/events/{start}/{end}. */
export function gridRange(month: number, year: number, zone: string): { start: number; end: number } {
  const { first, last } = gridDays(month, year);
  const start = fromWallTime({ ...dateOfDayNumber(first), hour: 0, minute: 0 }, zone);
  const end = fromWallTime({ ...dateOfDayNumber(last + 1), hour: 0, minute: 0 }, zone) - 1;
  return { start, end };
}

/**
 * The days an event covers in `zone`: from its start's date to its end's date. An end at exactly
 * midnight belongs to the day before (an event 'until midnight' does not touch the next day).
 */
export function eventDays(event: Pick<Event, 'startDateTime' | 'endDateTime'>, zone: string) {
  const s = toWallTime(event.startDateTime, zone);
  const e = toWallTime(Math.max(event.endDateTime, event.startDateTime), zone);
  const first = dayNumber(s);
  let last = dayNumber(e);
  if (last > first && e.hour === 0 && e.minute === 0) last -= 1;
  return { first, last };
}

/** §2 "Styling marks cancelled, draft, info, tentative events and events with a teamID". */
export const STATUS_CLASSES: Partial<Record<EventStatusValue, string>> = {
  CANCELLED: 'cal-event-cancelled',
  DRAFT: 'cal-event-draft',
  INFORMATIONONLY: 'cal-event-info',
  TENTATIVE: 'cal-event-tentative',
};
export const TEAM_CLASS = 'cal-event-team';

export function eventClasses(event: Pick<Event, 'status' | 'teamID'>): string[] {
  const out = ['cal-event'];
  const status = STATUS_CLASSES[event.status];
  if (status) out.push(status);
  if (event.teamID !== null && event.teamID !== undefined) out.push(TEAM_CLASS);
  return out;
}

/** One event's piece in one week row. Columns 0 (Sunday) to 6 (Saturday). */
export interface EventBar {
  event: Event;
  column: number;
  span: number;
  lane: number;
  /** The event began in an earlier week / goes on into a later one (drawn with open ends). */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

export interface Week {
  /** Seven day numbers, Sunday first. */
  days: number[];
  bars: EventBar[];
  lanes: number;
}

/** Events in start order; longer ones first on the same day, so long bars sit on top lanes. */
function inDrawingOrder(events: readonly Event[], zone: string) {
  return events
    .map((event) => ({ event, ...eventDays(event, zone) }))
    .sort(
      (a, b) =>
        a.first - b.first ||
        b.last - b.first - (a.last - a.first) ||
        a.event.startDateTime - b.event.startDateTime ||
        a.event.id - b.event.id,
    );
}

/** §2 desktop grid: the month's weeks with every event as bars spanning the days it covers. */
export function monthWeeks(month: number, year: number, events: readonly Event[], zone: string): Week[] {
  const { first, last } = gridDays(month, year);
  const ordered = inDrawingOrder(events, zone);
  const weeks: Week[] = [];
  for (let sunday = first; sunday <= last; sunday += 7) {
    const saturday = sunday + 6;
    const laneEnds: number[] = []; // per lane, the last column taken
    const bars: EventBar[] = [];
    for (const item of ordered) {
      if (item.last < sunday || item.first > saturday) continue;
      const from = Math.max(item.first, sunday) - sunday;
      const to = Math.min(item.last, saturday) - sunday;
      let lane = laneEnds.findIndex((end) => end < from);
      if (lane === -1) lane = laneEnds.length;
      laneEnds[lane] = to;
      bars.push({
        event: item.event,
        column: from,
        span: to - from + 1,
        lane,
        continuesBefore: item.first < sunday,
        continuesAfter: item.last > saturday,
      });
    }
    weeks.push({
      days: Array.from({ length: 7 }, (_, i) => sunday + i),
      bars,
      lanes: laneEnds.length,
    });
  }
  return weeks;
}

/** §2 mobile day list: the days of the month that have events, each with its events in start order. */
export function monthDayList(
  month: number,
  year: number,
  events: readonly Event[],
  zone: string,
): { day: number; events: Event[] }[] {
  const firstOfMonth = dayNumber({ year, month, day: 1 });
  const lastOfMonth = dayNumber({ year, month: month + 1, day: 1 }) - 1;
  const ordered = inDrawingOrder(events, zone);
  const out: { day: number; events: Event[] }[] = [];
  for (let day = firstOfMonth; day <= lastOfMonth; day++) {
    const on = ordered.filter((item) => item.first <= day && item.last >= day).map((item) => item.event);
    if (on.length > 0) out.push({ day, events: on });
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 24-hour 'HH:MM' of an instant in `zone` (the viewer's time format without the date). */
export function timeOfDay(ms: number, zone: string): string {
  const w = toWallTime(ms, zone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** 'Saturday, July 4' style day label of the day list. */
export function dayLabel(n: number): string {
  const d = dateOfDayNumber(n);
  return `${WEEKDAY_NAMES[weekday(n)]}, ${MONTH_NAMES[d.month - 1]} ${d.day}`;
}

/** 'YYYY-MM-DD' of a day number (data-date attributes, <time dateTime>). */
export function isoDate(n: number): string {
  const d = dateOfDayNumber(n);
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}
