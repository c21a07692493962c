// Events §4 "Time defaults on a new event", §5 date picker (15-minute steps, MM/dd/yyyy HH:mm,
// entered in America/New_York, a note when the zones differ) and §9's offsets. Pure: the form
// calls these on each change, svc-events never needs them.
import { ianaTimezone } from '../../constants/timezones.ts';
import {
  EVENT_TIME_ZONE,
  fromWallTime,
  localTimeZone,
  toWallTime,
  zoneAbbreviation,
  zoneOffset,
} from './zonedTime.ts';

const pad = (n: number) => String(n).padStart(2, '0');

const MINUTE = 60000;
/** §9: start = meet + 15 minutes (900000 ms). */
export const START_AFTER_MEET_MS = 15 * MINUTE;
/** §9: end = meet + 2 h 15 min. */
export const END_AFTER_MEET_MS = 135 * MINUTE;
/** §9: pickup = meet + 2.5 h. */
export const PICKUP_AFTER_MEET_MS = 150 * MINUTE;
/** §9: pickup after end + 15 min. */
export const PICKUP_AFTER_END_MS = 15 * MINUTE;
/** §5: date picker steps are 15 minutes. */
export const TIME_STEP_MS = 15 * MINUTE;

/** The four times of the form; null while a picker is empty. */
export interface EventFormTimes {
  meetDateTime: number | null;
  startDateTime: number | null;
  endDateTime: number | null;
  pickupDateTime: number | null;
}
export type EventTimeField = keyof EventFormTimes;

/**
 * §4: when the meet time is set and the other times are empty, start = meet + 15 min, end = meet
 * + 2 h 15, pickup = meet + 2.5 h. If end is set but pickup is not, pickup = end + 15 min. Times
 * already set are never moved. ("The other times are empty" read as all three empty: filling only
 * some from meet could put a default end before a start the user chose.)
 */
export function applyTimeDefaults(times: EventFormTimes): EventFormTimes {
  const out = { ...times };
  if (
    out.meetDateTime !== null &&
    out.startDateTime === null &&
    out.endDateTime === null &&
    out.pickupDateTime === null
  ) {
    out.startDateTime = out.meetDateTime + START_AFTER_MEET_MS;
    out.endDateTime = out.meetDateTime + END_AFTER_MEET_MS;
    out.pickupDateTime = out.meetDateTime + PICKUP_AFTER_MEET_MS;
  }
  if (out.endDateTime !== null && out.pickupDateTime === null) {
    out.pickupDateTime = out.endDateTime + PICKUP_AFTER_END_MS;
  }
  return out;
}

/**
 * One picker changed on the new-event form: set it, then fill the §4 defaults. Changing a time
 * does not move times already set (the spec gives defaults for empty pickers only; moving all
 * four together is the Move action, moveAndCopy.ts).
 */
export function changeEventTime(
  times: EventFormTimes,
  field: EventTimeField,
  value: number | null,
): EventFormTimes {
  return applyTimeDefaults({ ...times, [field]: value });
}

export interface EventFormLocations {
  meetLocation: string;
  location: string;
  pickupLocation: string;
}

/** §4: empty locations copy the meet location. */
export function applyLocationDefaults(locations: EventFormLocations): EventFormLocations {
  const meet = locations.meetLocation;
  return {
    meetLocation: meet,
    location: locations.location.trim() === '' ? meet : locations.location,
    pickupLocation: locations.pickupLocation.trim() === '' ? meet : locations.pickupLocation,
  };
}

/**
 * §5: pickers step by 15 minutes. Rounds to the nearest quarter hour of the zone's wall clock
 * (all §9 zones have whole-hour offsets, but the wall clock is used so a zone with a half-hour
 * offset would round right too). Half way rounds up.
 */
export function roundToTimeStep(ms: number, zone: string = EVENT_TIME_ZONE): number {
  const offset = zoneOffset(ms, zone);
  const wall = ms + offset;
  const rounded = Math.round(wall / TIME_STEP_MS) * TIME_STEP_MS;
  return rounded - offset;
}

/** §5 picker format MM/dd/yyyy HH:mm, in the event zone (America/New_York). */
export function formatPickerTime(ms: number, zone: string = EVENT_TIME_ZONE): string {
  const w = toWallTime(ms, zone);
  return `${pad(w.month)}/${pad(w.day)}/${w.year} ${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * Reads MM/dd/yyyy HH:mm as a time in the event zone (America/New_York), whatever the browser's
 * zone. Null for text that is not a real date and time (e.g. 02/30, 24:00).
 */
export function parsePickerTime(text: string, zone: string = EVENT_TIME_ZONE): number | null {
  const m = /^\s*(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})\s*$/.exec(text);
  if (!m) return null;
  const [month, day, year, hour, minute] = m.slice(1).map((s) => parseInt(s, 10)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return fromWallTime({ year, month, day, hour, minute }, zone);
}

/**
 * §5: "When the event's original time zone differs from the local one, a note shows both." Null
 * when they agree: same zone, or zones whose offset is the same at this time and half a year
 * away (e.g. America/Detroit and America/New_York). The wording is ours (the spec's is not shown).
 */
export function timeZoneNote(
  at: number,
  eventZone: string = EVENT_TIME_ZONE,
  browserZone: string = localTimeZone(),
): string | null {
  const a = ianaTimezone(eventZone);
  const b = ianaTimezone(browserZone);
  if (a === b) return null;
  const halfYear = 182 * 86400000;
  if (
    zoneOffset(at, a) === zoneOffset(at, b) &&
    zoneOffset(at + halfYear, a) === zoneOffset(at + halfYear, b)
  ) {
    return null;
  }
  return (
    `Times are entered in ${a} (${zoneAbbreviation(at, a)}); ` +
    `your browser uses ${b} (${zoneAbbreviation(at, b)}): ${formatPickerTime(at, a)} here is ` +
    `${formatPickerTime(at, b)} for you.`
  );
}
