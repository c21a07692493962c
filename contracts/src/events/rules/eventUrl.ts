// Events §2 (viewer and audit routes take an id whose part before the first dash is used), §3
// "Event URL segment" and §2's Event ID (ACCOUNT-number). Shared by mfe-events' routes and
// svc-events' parameter checks, so a bad id gives the same message everywhere.
import { EVENT_MESSAGES } from '../messages.ts';
import { EVENT_TIME_ZONE, toWallTime } from './zonedTime.ts';

/** §2/§8: "Event id not numeric". */
export const EVENT_NOT_FOUND_MESSAGE = EVENT_MESSAGES.eventNotFound;

export type EventIdParse = { ok: true; id: number } | { ok: false; error: typeof EVENT_NOT_FOUND_MESSAGE };

/**
 * §2: only the part before the first dash is used; it must be a number ('12-annual-dinner' -> 12).
 * Digits only (no sign, no decimals, no blanks), and a safe positive integer.
 */
export function parseEventUrlId(segment: string): EventIdParse {
  const dash = segment.indexOf('-');
  const head = dash === -1 ? segment : segment.slice(0, dash);
  if (!/^\d+$/.test(head)) return { ok: false, error: EVENT_NOT_FOUND_MESSAGE };
  const id = parseInt(head, 10);
  if (!Number.isSafeInteger(id) || id < 1) return { ok: false, error: EVENT_NOT_FOUND_MESSAGE };
  return { ok: true, id };
}

/**
 * §3: the id, a dash, then the lowercased name with spaces as dashes ('Annual Dinner' ->
 * '12-annual-dinner'). Characters that would end the path segment ('/', '?', '#', ...) are
 * percent-encoded; the id part is all a reader needs anyway.
 */
export function eventUrlSegment(event: { id: number; name: string }): string {
  const name = event.name.trim().toLowerCase().replace(/ /g, '-');
  return name === '' ? String(event.id) : `${event.id}-${encodeURIComponent(name)}`;
}

export const eventViewerPath = (event: { id: number; name: string }) =>
  `/eventviewer/${eventUrlSegment(event)}`;
export const eventFormPath = (id: number) => `/eventform/${id}`;
export const auditViewerPath = (event: { id: number; name: string }) =>
  `/auditviewer/${eventUrlSegment(event)}`;

/** §2 Event ID: the account id in upper case, a dash, then the number ('md001', 42 -> 'MD001-42'). */
export function formatEventID(accountID: string, id: number): string {
  return `${accountID.toUpperCase()}-${id}`;
}

export type EventIDParse =
  { ok: true; accountID: string; id: number } | { ok: false; error: typeof EVENT_NOT_FOUND_MESSAGE };

/**
 * Reads an Event ID back. Account ids may hold dashes themselves, so the number is after the
 * last dash; account ids are stored lower case.
 */
export function parseEventID(text: string): EventIDParse {
  const dash = text.lastIndexOf('-');
  if (dash <= 0) return { ok: false, error: EVENT_NOT_FOUND_MESSAGE };
  const account = text.slice(0, dash).trim().toLowerCase();
  const number = parseEventUrlId(text.slice(dash + 1).trim());
  if (!number.ok || !/^[a-z0-9][a-z0-9-]*$/.test(account))
    return { ok: false, error: EVENT_NOT_FOUND_MESSAGE };
  return { ok: true, accountID: account, id: number.id };
}

/** §2 calendar routes: /calendar/{month}/{year}, month 1 to 12. */
export function calendarPath(month: number, year: number): string {
  return `/calendar/${month}/${year}`;
}

/**
 * §2: "In the event viewer, the calendar link omits month and year when the event is in the
 * current month" (both read in the event zone).
 */
export function calendarPathForEvent(
  meetDateTime: number,
  now: number,
  zone: string = EVENT_TIME_ZONE,
): string {
  const e = toWallTime(meetDateTime, zone);
  const n = toWallTime(now, zone);
  return e.year === n.year && e.month === n.month ? '/calendar' : calendarPath(e.month, e.year);
}

export type CalendarRouteParse = { ok: true; month: number; year: number } | { ok: false };

/** /calendar/{month}/{year}; missing parts default to the current month (§2) in the event zone. */
export function parseCalendarRoute(
  month: string | undefined,
  year: string | undefined,
  now: number,
  zone: string = EVENT_TIME_ZONE,
): CalendarRouteParse {
  const n = toWallTime(now, zone);
  if (month === undefined && year === undefined) return { ok: true, month: n.month, year: n.year };
  const m = month !== undefined && /^\d{1,2}$/.test(month) ? parseInt(month, 10) : NaN;
  const y = year === undefined ? n.year : /^\d{4}$/.test(year) ? parseInt(year, 10) : NaN;
  if (!(m >= 1 && m <= 12) || Number.isNaN(y)) return { ok: false };
  return { ok: true, month: m, year: y };
}
