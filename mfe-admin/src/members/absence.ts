// Date helpers of the Absent? form: the chosen day counts until its end, in the member's time zone.

/** 'YYYY-MM-DD' (a date input's value) -> the last millisecond of that local day; null when invalid. */
export function endOfDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return Number.isNaN(date.getTime()) ? null : date.getTime();
}

/** ms -> 'YYYY-MM-DD' of the local day, for a date input. */
export function dateInputValue(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A readable date, e.g. 'June 30, 2027'. */
export function displayDate(ms: number): string {
  return new Date(ms).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
