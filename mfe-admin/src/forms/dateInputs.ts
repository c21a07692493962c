// Values of <input type="date"> ('YYYY-MM-DD') and <input type="datetime-local"> ('YYYY-MM-DDThh:mm'),
// read and written in local time, as the inputs show them.

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of the local day of a time. */
export function dateInputValue(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 'YYYY-MM-DDThh:mm' of a local time. */
export function dateTimeInputValue(ms: number): string {
  const d = new Date(ms);
  return `${dateInputValue(ms)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The local time the numbers of a matched value give; null when nothing matched or it is no date. */
function localTime(match: RegExpExecArray | null, ...time: number[]): number | null {
  if (!match) return null;
  const [year, month, day, ...clock] = match.slice(1).map(Number) as [number, number, number, ...number[]];
  const [hours = 0, minutes = 0, seconds = 0, millis = 0] = [...clock, ...time];
  const ms = new Date(year, month - 1, day, hours, minutes, seconds, millis).getTime();
  return Number.isNaN(ms) ? null : ms;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The last millisecond of the chosen day, so "until today" is still in the future today. */
export const endOfDay = (value: string): number | null => localTime(DATE.exec(value), 23, 59, 59, 999);

/** Noon of the chosen day, so the date shows as picked in any nearby time zone. */
export const noonOfDay = (value: string): number | null => localTime(DATE.exec(value), 12);

/** The local time of a datetime-local value. */
export const dateTimeFromInput = (value: string): number | null => localTime(DATE_TIME.exec(value));
