// How the Absent? widget shows a recorded date.

/** A readable date, e.g. 'June 30, 2027'. */
export function displayDate(ms: number): string {
  return new Date(ms).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
