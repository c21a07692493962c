// Events §2 viewer formats and §9 format rules: 'HH:MM on MM/DD/YYYY' in the account's zone, phones
// xxx.xxx.xxxx in the viewer, spreadsheet dates and file names, the event list window and the
// defaults. Pure (formats.test.ts).
import { EVENT_TIME_ZONE, toWallTime } from './zonedTime.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** §2/§9: viewer times 'HH:MM on MM/DD/YYYY' (24-hour), in the account's zone. */
export function formatViewerDateTime(ms: number, zone: string = EVENT_TIME_ZONE): string {
  const w = toWallTime(ms, zone);
  return `${pad(w.hour)}:${pad(w.minute)} on ${pad(w.month)}/${pad(w.day)}/${w.year}`;
}

/**
 * A day on its own (an expiry, an absence), as the viewer's date reads: MM/DD/YYYY in the account's
 * zone. Anything with a time of day uses formatViewerDateTime.
 */
export function formatViewerDate(ms: number, zone: string = EVENT_TIME_ZONE): string {
  const w = toWallTime(ms, zone);
  return `${pad(w.month)}/${pad(w.day)}/${w.year}`;
}

/**
 * §9: phones xxx.xxx.xxxx in the viewer. Ten digits, or eleven starting with the country code 1
 * (dropped, as the forms' (xxx)xxx-xxxx does); anything else is shown as stored (trimmed).
 */
export function formatViewerPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return raw.trim();
  return `${national.slice(0, 3)}.${national.slice(3, 6)}.${national.slice(6)}`;
}

/** §9: spreadsheet dates yyyy-mm-dd hh:mm. */
export function formatSpreadsheetDateTime(ms: number, zone: string = EVENT_TIME_ZONE): string {
  const w = toWallTime(ms, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** §9: report files carry a yyyy-mm-dd hhmm stamp. */
export function fileDateStamp(ms: number, zone: string = EVENT_TIME_ZONE): string {
  const w = toWallTime(ms, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}${pad(w.minute)}`;
}

/**
 * §9: 'Attendance {accountID}-{eventID} {date time}.xlsx'. The date time uses the report stamp
 * (yyyy-mm-dd hhmm): a colon is not allowed in file names on every system.
 */
export function attendanceSpreadsheetName(
  accountID: string,
  eventID: number,
  now: number,
  zone?: string,
): string {
  return `Attendance ${accountID}-${eventID} ${fileDateStamp(now, zone)}.xlsx`;
}

/** §9: 'CAPF6080-{account}-{event}.pdf'. */
export function permissionSlipName(accountID: string, eventID: number): string {
  return `CAPF6080-${accountID}-${eventID}.pdf`;
}

/** §9: attendance sheet emails are joined with '; ' and de-duplicated (case-insensitively). */
export function joinEmails(emails: readonly string[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const e of emails) {
    const email = e.trim();
    if (email === '' || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    out.push(email);
  }
  return out.join('; ');
}

/** §5/§9: events that started within about 33,696,000,000 ms (390 days) before now. */
export const EVENT_LIST_WINDOW_MS = 33_696_000_000;
export function inEventListWindow(startDateTime: number, now: number): boolean {
  return startDateTime >= now - EVENT_LIST_WINDOW_MS;
}

/** §3/§9 defaults of a new event. */
export const DEFAULT_DESIRED_PARTICIPANTS = 8;
export const DEFAULT_PARTICIPATION_FEE = 0;
/** §9: the scanner's success banner clears after 5000 ms. */
export const SCANNER_BANNER_MS = 5000;

/**
 * §5 part-time bar: durations in hours when at least one hour, else minutes. Whole units are
 * shown rounded down to a quarter hour for hours ('1.5 hours') and whole minutes ('45 minutes').
 */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60000));
  if (minutes >= 60) {
    const hours = Math.floor(minutes / 15) / 4;
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
