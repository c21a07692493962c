import { describe, expect, it } from 'vitest';
import { dateInputValue, endOfDay } from '../forms/dateInputs.ts';
import { defaultExpiry } from './expiryDate.ts';

describe('expiry dates of temporary duty positions (a position lasts to the end of the chosen day)', () => {
  it('a chosen day ends at 23:59:59.999 local time, so "until today" is still in the future today', () => {
    const end = endOfDay('2027-03-09')!;
    const d = new Date(end);
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([
      2027, 2, 9, 23, 59,
    ]);
    expect(endOfDay(dateInputValue(Date.now()))!).toBeGreaterThan(Date.now());
  });

  it('empty or malformed values give null', () => {
    expect(endOfDay('')).toBeNull();
    expect(endOfDay('9/3/2027')).toBeNull();
  });

  it('round trip, and the default is 30 days ahead', () => {
    expect(dateInputValue(endOfDay('2027-12-31')!)).toBe('2027-12-31');
    const now = new Date(2027, 0, 1, 12).getTime();
    expect(defaultExpiry(now)).toBe('2027-01-31');
  });
});
