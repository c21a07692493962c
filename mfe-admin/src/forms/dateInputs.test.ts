import { describe, expect, it } from 'vitest';
import { dateTimeFromInput, dateTimeInputValue, noonOfDay } from './dateInputs.ts';

describe('date input values are read and written in local time', () => {
  it('a note date is noon of the chosen day', () => {
    const d = new Date(noonOfDay('2027-03-09')!);
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([
      2027, 2, 9, 12, 0,
    ]);
  });

  it('a datetime-local value round-trips to the minute', () => {
    const ms = new Date(2027, 11, 31, 23, 45).getTime();
    expect(dateTimeInputValue(ms)).toBe('2027-12-31T23:45');
    expect(dateTimeFromInput('2027-12-31T23:45')).toBe(ms);
  });

  it('empty or malformed values give null', () => {
    expect(noonOfDay('')).toBeNull();
    expect(dateTimeFromInput('2027-12-31')).toBeNull();
  });
});
