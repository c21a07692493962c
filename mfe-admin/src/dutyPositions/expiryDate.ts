// Expiry dates are picked as calendar days: a position given until a day lasts to that day's end
// (local time; see endOfDay).
import { dateInputValue } from '../forms/dateInputs.ts';

/** The default expiry offered for a new position: 30 days from now. */
export function defaultExpiry(now: number): string {
  return dateInputValue(now + 30 * 86_400_000);
}
