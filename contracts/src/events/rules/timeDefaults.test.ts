import { describe, expect, it } from 'vitest';
import {
  END_AFTER_MEET_MS,
  PICKUP_AFTER_END_MS,
  PICKUP_AFTER_MEET_MS,
  START_AFTER_MEET_MS,
  TIME_STEP_MS,
  applyLocationDefaults,
  applyTimeDefaults,
  changeEventTime,
  formatPickerTime,
  parsePickerTime,
  roundToTimeStep,
  timeZoneNote,
  type EventFormTimes,
} from './timeDefaults.ts';
import { fromWallTime, toWallTime, zoneOffset } from './zonedTime.ts';

const H = 3600000;
const M = 60000;
const empty: EventFormTimes = {
  meetDateTime: null,
  startDateTime: null,
  endDateTime: null,
  pickupDateTime: null,
};
const ny = (text: string) => {
  const ms = parsePickerTime(text);
  if (ms === null) throw new Error(`bad time ${text}`);
  return ms;
};
const wall = (t: EventFormTimes) => ({
  meet: t.meetDateTime === null ? null : formatPickerTime(t.meetDateTime),
  start: t.startDateTime === null ? null : formatPickerTime(t.startDateTime),
  end: t.endDateTime === null ? null : formatPickerTime(t.endDateTime),
  pickup: t.pickupDateTime === null ? null : formatPickerTime(t.pickupDateTime),
});

describe('§9 time default constants', () => {
  it('start +15 min (900000 ms), end +2 h 15, pickup +2.5 h, pickup after end +15 min, 15-minute steps', () => {
    expect([
      START_AFTER_MEET_MS,
      END_AFTER_MEET_MS,
      PICKUP_AFTER_MEET_MS,
      PICKUP_AFTER_END_MS,
      TIME_STEP_MS,
    ]).toEqual([900000, 2 * H + 15 * M, 2.5 * H, 15 * M, 15 * M]);
  });
});

describe('§4 time defaults on a new event (shown in America/New_York)', () => {
  const rows: [string, Partial<Record<keyof EventFormTimes, string>>, ReturnType<typeof wall>][] = [
    [
      '§4 meet set, others empty: start +15 min, end +2 h 15, pickup +2.5 h',
      { meetDateTime: '07/04/2026 18:00' },
      {
        meet: '07/04/2026 18:00',
        start: '07/04/2026 18:15',
        end: '07/04/2026 20:15',
        pickup: '07/04/2026 20:30',
      },
    ],
    [
      '§4 defaults run past midnight into the next day',
      { meetDateTime: '12/31/2026 22:30' },
      {
        meet: '12/31/2026 22:30',
        start: '12/31/2026 22:45',
        end: '01/01/2027 00:45',
        pickup: '01/01/2027 01:00',
      },
    ],
    [
      '§4 DST spring forward: meet 01:00 EST, the offsets are real time, so end shows 04:15 EDT',
      { meetDateTime: '03/08/2026 01:00' },
      {
        meet: '03/08/2026 01:00',
        start: '03/08/2026 01:15',
        end: '03/08/2026 04:15',
        pickup: '03/08/2026 04:30',
      },
    ],
    [
      '§4 DST fall back: meet 00:30 EDT, end 01:45 EST (2 h 15 of real time later)',
      { meetDateTime: '11/01/2026 00:30' },
      {
        meet: '11/01/2026 00:30',
        start: '11/01/2026 00:45',
        end: '11/01/2026 01:45',
        pickup: '11/01/2026 02:00',
      },
    ],
    [
      '§4 end set but pickup not: pickup = end + 15 min',
      {
        meetDateTime: '07/04/2026 18:00',
        startDateTime: '07/04/2026 18:30',
        endDateTime: '07/04/2026 21:00',
      },
      {
        meet: '07/04/2026 18:00',
        start: '07/04/2026 18:30',
        end: '07/04/2026 21:00',
        pickup: '07/04/2026 21:15',
      },
    ],
    [
      '§4 end + 15 across the spring gap: 01:50 EST end gives 03:05 EDT pickup',
      { endDateTime: '03/08/2026 01:50' },
      { meet: null, start: null, end: '03/08/2026 01:50', pickup: '03/08/2026 03:05' },
    ],
    [
      '§4 only when the others are empty: a chosen start keeps end and pickup empty',
      { meetDateTime: '07/04/2026 18:00', startDateTime: '07/04/2026 19:00' },
      { meet: '07/04/2026 18:00', start: '07/04/2026 19:00', end: null, pickup: null },
    ],
    [
      '§4 times already set are never moved',
      {
        meetDateTime: '07/04/2026 18:00',
        startDateTime: '07/04/2026 19:00',
        endDateTime: '07/04/2026 22:00',
        pickupDateTime: '07/04/2026 23:00',
      },
      {
        meet: '07/04/2026 18:00',
        start: '07/04/2026 19:00',
        end: '07/04/2026 22:00',
        pickup: '07/04/2026 23:00',
      },
    ],
    ['no meet time: nothing is filled', {}, { meet: null, start: null, end: null, pickup: null }],
  ];
  it.each(rows)('%s', (_name, input, expected) => {
    const times = { ...empty };
    for (const [k, v] of Object.entries(input)) times[k as keyof EventFormTimes] = ny(v);
    expect(wall(applyTimeDefaults(times))).toEqual(expected);
  });

  it('§4 changing the meet picker on an empty form fills the other three', () => {
    expect(wall(changeEventTime(empty, 'meetDateTime', ny('01/15/2026 09:00')))).toEqual({
      meet: '01/15/2026 09:00',
      start: '01/15/2026 09:15',
      end: '01/15/2026 11:15',
      pickup: '01/15/2026 11:30',
    });
  });
  it('§4 changing the meet picker later does not move the times already filled', () => {
    const filled = changeEventTime(empty, 'meetDateTime', ny('01/15/2026 09:00'));
    expect(wall(changeEventTime(filled, 'meetDateTime', ny('01/15/2026 08:00'))).start).toBe(
      '01/15/2026 09:15',
    );
  });
  it('§4 clearing pickup with end set refills pickup at end + 15', () => {
    const filled = changeEventTime(empty, 'meetDateTime', ny('01/15/2026 09:00'));
    expect(wall(changeEventTime(filled, 'pickupDateTime', null)).pickup).toBe('01/15/2026 11:30');
  });
});

describe('§4 empty locations copy the meet location', () => {
  it.each([
    [
      'both empty',
      { meetLocation: 'HQ', location: '', pickupLocation: '' },
      { meetLocation: 'HQ', location: 'HQ', pickupLocation: 'HQ' },
    ],
    [
      'blank counts as empty',
      { meetLocation: 'HQ', location: '  ', pickupLocation: 'Gate' },
      { meetLocation: 'HQ', location: 'HQ', pickupLocation: 'Gate' },
    ],
    [
      'set ones stay',
      { meetLocation: 'HQ', location: 'Field', pickupLocation: 'Gate' },
      { meetLocation: 'HQ', location: 'Field', pickupLocation: 'Gate' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(applyLocationDefaults(input)).toEqual(expected);
  });
});

describe('§5 time entry in America/New_York (MM/dd/yyyy HH:mm), whatever the browser zone', () => {
  it.each<[string, string, number | null]>([
    ['winter time is UTC-5', '01/15/2026 18:00', Date.UTC(2026, 0, 15, 23, 0)],
    ['summer time is UTC-4', '07/04/2026 18:00', Date.UTC(2026, 6, 4, 22, 0)],
    ['spring gap 02:30 moves forward to 03:30 EDT', '03/08/2026 02:30', Date.UTC(2026, 2, 8, 7, 30)],
    ['last minute before the gap is still EST', '03/08/2026 01:59', Date.UTC(2026, 2, 8, 6, 59)],
    ['first minute after the gap is EDT', '03/08/2026 03:00', Date.UTC(2026, 2, 8, 7, 0)],
    [
      'the repeated autumn hour 01:30 takes the earlier (EDT) instant',
      '11/01/2026 01:30',
      Date.UTC(2026, 10, 1, 5, 30),
    ],
    ['after the repeated hour is EST', '11/01/2026 02:00', Date.UTC(2026, 10, 1, 7, 0)],
    ['leap day', '02/29/2028 12:00', Date.UTC(2028, 1, 29, 17, 0)],
    ['no 30 February', '02/30/2026 10:00', null],
    ['no month 13', '13/01/2026 10:00', null],
    ['no hour 24', '01/01/2026 24:00', null],
    ['ISO text is not the picker format', '2026-01-01 10:00', null],
    ['empty', '', null],
  ])('%s', (_name, text, expected) => {
    expect(parsePickerTime(text)).toBe(expected);
  });

  it.each([
    ['winter', Date.UTC(2026, 0, 15, 23, 0), '01/15/2026 18:00'],
    ['summer', Date.UTC(2026, 6, 4, 22, 0), '07/04/2026 18:00'],
    ['second 01:30 of the autumn night (EST)', Date.UTC(2026, 10, 1, 6, 30), '11/01/2026 01:30'],
  ])('formats %s times in New York', (_name, ms, text) => {
    expect(formatPickerTime(ms)).toBe(text);
  });

  it.each([
    ['New York winter', Date.UTC(2026, 0, 1), 'America/New_York', -5 * H],
    ['New York summer', Date.UTC(2026, 6, 1), 'America/New_York', -4 * H],
    ['stored America/Hawaii maps to Pacific/Honolulu', Date.UTC(2026, 6, 1), 'America/Hawaii', -10 * H],
    ['stored America/Arizona has no DST', Date.UTC(2026, 6, 1), 'America/Arizona', -7 * H],
    ['Puerto Rico is UTC-4 all year', Date.UTC(2026, 0, 1), 'America/Puerto_Rico', -4 * H],
  ])('§9 zone offset: %s', (_name, ms, zone, offset) => {
    expect(zoneOffset(ms, zone)).toBe(offset);
  });

  it('wall time round trip in Chicago across its own spring change', () => {
    const w = { year: 2026, month: 3, day: 8, hour: 3, minute: 15 };
    expect(toWallTime(fromWallTime(w, 'America/Chicago'), 'America/Chicago')).toEqual(w);
  });
});

describe('§5 pickers step by 15 minutes', () => {
  it.each([
    ['on a step stays', '07/04/2026 18:15', 0, '07/04/2026 18:15'],
    ['7 minutes past rounds down', '07/04/2026 18:00', 7 * M, '07/04/2026 18:00'],
    ['8 minutes past rounds up', '07/04/2026 18:00', 8 * M, '07/04/2026 18:15'],
    ['half way (7.5 min) rounds up', '07/04/2026 18:00', 7.5 * M, '07/04/2026 18:15'],
    ['rounds into the next day', '07/04/2026 23:45', 10 * M, '07/05/2026 00:00'],
  ])('%s', (_name, base, plus, expected) => {
    expect(formatPickerTime(roundToTimeStep(ny(base) + plus))).toBe(expected);
  });
});

describe('§5 note when the browser zone differs from the event zone', () => {
  const summer = Date.UTC(2026, 6, 4, 22, 0);
  it.each<[string, string, string, boolean]>([
    ['same zone: no note', 'America/New_York', 'America/New_York', false],
    ['another name for the same clock (Detroit): no note', 'America/New_York', 'America/Detroit', false],
    ['Chicago: a note', 'America/New_York', 'America/Chicago', true],
    ['UTC: a note', 'America/New_York', 'UTC', true],
    [
      'Phoenix vs Los Angeles agree in summer but not in winter: a note',
      'America/Arizona',
      'America/Los_Angeles',
      true,
    ],
  ])('%s', (_name, eventZone, browserZone, shows) => {
    const note = timeZoneNote(summer, eventZone, browserZone);
    expect(note !== null).toBe(shows);
  });
  it('the note names both zones and both clock readings', () => {
    expect(timeZoneNote(summer, 'America/New_York', 'America/Chicago')).toBe(
      'Times are entered in America/New_York (EDT); your browser uses America/Chicago (CDT): ' +
        '07/04/2026 18:00 here is 07/04/2026 17:00 for you.',
    );
  });
});
