// Wall-clock time in a named zone with Intl only (no new dependency). Events are entered and shown
// in America/New_York (§5, §9), whatever the browser's zone, so the form and the viewer convert
// between epoch milliseconds and the zone's wall clock here, daylight-saving changes included.
import { ianaTimezone } from '../../constants/timezones.ts';

/** §9: time zone for events and calendar. */
export const EVENT_TIME_ZONE = 'America/New_York';

export interface WallTime {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  const iana = ianaTimezone(zone);
  let f = formatters.get(iana);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: iana,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(iana, f);
  }
  return f;
}

/** The wall clock of `zone` at the instant `ms` (seconds dropped). */
export function toWallTime(ms: number, zone: string = EVENT_TIME_ZONE): WallTime {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = parseInt(p.value, 10);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
  };
}

/** The zone's offset from UTC at `ms`, in milliseconds (New York: -5 h in winter, -4 h in summer). */
export function zoneOffset(ms: number, zone: string = EVENT_TIME_ZONE): number {
  const w = toWallTime(ms, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  const floored = Math.floor(ms / 60000) * 60000;
  return asUtc - floored;
}

/**
 * The instant a wall-clock time in `zone` names. Like Temporal's 'compatible' choice (and JS Date):
 * a time that occurs twice (the autumn hour) takes the earlier instant; a time skipped in spring
 * (02:30) moves forward by the gap (03:30 daylight time).
 */
export function fromWallTime(w: WallTime, zone: string = EVENT_TIME_ZONE): number {
  const utc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  const day = 86400000;
  const before = zoneOffset(utc - day, zone);
  const after = zoneOffset(utc + day, zone);
  const candidates = [utc - before, utc - after].filter((t) => toWallTimeEquals(t, w, zone));
  if (candidates.length > 0) return Math.min(...candidates);
  // In the gap: read the wall time with the offset in force before the change.
  return utc - before;
}

function toWallTimeEquals(ms: number, w: WallTime, zone: string): boolean {
  const x = toWallTime(ms, zone);
  return (
    x.year === w.year && x.month === w.month && x.day === w.day && x.hour === w.hour && x.minute === w.minute
  );
}

/** The browser's (or server's) zone, as Intl reports it. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Short zone name at an instant ('EST', 'EDT', 'CST', ...), for notes. */
export function zoneAbbreviation(ms: number, zone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: ianaTimezone(zone), timeZoneName: 'short' })
    .formatToParts(new Date(ms))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? ianaTimezone(zone);
}
