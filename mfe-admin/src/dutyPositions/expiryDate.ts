// Expiry dates are picked as calendar days: a position given until a day lasts to that day's end
// (local time), so "until today" is still in the future today.

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** 'YYYY-MM-DD' of a time, in local time (what <input type="date"> shows). */
export function toDateInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The end of the given local day in ms, or null for an empty or malformed value. */
export function fromDateInput(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return Number.isNaN(end.getTime()) ? null : end.getTime();
}

/** The default expiry offered for a new position: 30 days from now. */
export function defaultExpiry(now: number): string {
  return toDateInput(now + 30 * 86_400_000);
}
