import { describe, expect, it } from 'vitest';
import { copyEventRequest } from '../calls.ts';
import {
  COPY_DEFAULT_STATUS,
  copiedEventTimes,
  copyMovePlan,
  copyRequest,
  mayCopyEvent,
  moveEventTo,
  shiftEventTimes,
  statusChangeError,
  type EventTimes,
} from './moveAndCopy.ts';
import { formatPickerTime, parsePickerTime } from './timeDefaults.ts';

const H = 3600000;
const ny = (text: string) => parsePickerTime(text)!;
const times = (meet: string): EventTimes => {
  const m = ny(meet);
  return {
    meetDateTime: m,
    startDateTime: m + 0.25 * H,
    endDateTime: m + 2.25 * H,
    pickupDateTime: m + 2.5 * H,
  };
};
const wall = (t: EventTimes) =>
  [t.meetDateTime, t.startDateTime, t.endDateTime, t.pickupDateTime].map((x) => formatPickerTime(x));

describe('§4 Move: all four times shift by the same delta', () => {
  it.each<[string, string, string, string[]]>([
    [
      'one week later',
      '07/04/2026 18:00',
      '07/11/2026 18:00',
      ['07/11/2026 18:00', '07/11/2026 18:15', '07/11/2026 20:15', '07/11/2026 20:30'],
    ],
    [
      'earlier by a day and a half hour',
      '07/04/2026 18:00',
      '07/03/2026 17:30',
      ['07/03/2026 17:30', '07/03/2026 17:45', '07/03/2026 19:45', '07/03/2026 20:00'],
    ],
    [
      'across the spring change: meet at the chosen wall time, durations exact',
      '03/01/2026 18:00',
      '03/15/2026 18:00',
      ['03/15/2026 18:00', '03/15/2026 18:15', '03/15/2026 20:15', '03/15/2026 20:30'],
    ],
    [
      'across the autumn change',
      '10/25/2026 09:00',
      '11/08/2026 09:00',
      ['11/08/2026 09:00', '11/08/2026 09:15', '11/08/2026 11:15', '11/08/2026 11:30'],
    ],
    [
      'to a meet inside the autumn repeated hour',
      '10/31/2026 23:00',
      '11/01/2026 01:30',
      ['11/01/2026 01:30', '11/01/2026 01:45', '11/01/2026 02:45', '11/01/2026 03:00'],
    ],
  ])('%s', (_name, from, to, expected) => {
    expect(wall(moveEventTo(times(from), ny(to)))).toEqual(expected);
  });
  it('every time moves by the same number of milliseconds', () => {
    const t = { meetDateTime: 1000, startDateTime: 5000, endDateTime: 9000, pickupDateTime: 9500 };
    expect(shiftEventTimes(t, -1000)).toEqual({
      meetDateTime: 0,
      startDateTime: 4000,
      endDateTime: 8000,
      pickupDateTime: 8500,
    });
  });
  it('irregular gaps between the times are kept', () => {
    const t = { meetDateTime: 0, startDateTime: 7 * H, endDateTime: 30 * H, pickupDateTime: 31 * H };
    const moved = moveEventTo(t, 24 * H);
    expect([
      moved.startDateTime - moved.meetDateTime,
      moved.endDateTime - moved.meetDateTime,
      moved.pickupDateTime - moved.endDateTime,
    ]).toEqual([7 * H, 30 * H, H]);
  });
});

describe('§4 Copy', () => {
  it('§4 default status is INFORMATIONONLY', () => {
    expect(COPY_DEFAULT_STATUS).toBe('INFORMATIONONLY');
    expect(copyRequest(5).newStatus).toBe('INFORMATIONONLY');
  });
  it('§4 a manager chooses any status', () => {
    expect(copyRequest(5, { newStatus: 'CONFIRMED', copyFiles: true })).toEqual({
      newTime: 5,
      copyFiles: true,
      newStatus: 'CONFIRMED',
    });
  });
  it('copyFiles defaults to false, as the call schema does', () => {
    expect(copyRequest(5).copyFiles).toBe(false);
    expect(copyEventRequest.parse({ newTime: 5, token: 't' }).copyFiles).toBe(copyRequest(5).copyFiles);
  });
  it('the request passes the §7 call schema', () => {
    expect(copyEventRequest.safeParse({ ...copyRequest(ny('08/04/2026 18:00')), token: 't' }).success).toBe(
      true,
    );
  });
  it('the copy gets the same four times a move to newTime would', () => {
    expect(wall(copiedEventTimes(times('07/04/2026 18:00'), ny('08/04/2026 18:00')))).toEqual([
      '08/04/2026 18:00',
      '08/04/2026 18:15',
      '08/04/2026 20:15',
      '08/04/2026 20:30',
    ]);
  });
  it.each([
    ['FULL', true],
    ['ADDDRAFTEVENTS', false],
    ['NONE', false],
  ] as const)('§6 Copy is a FULL action: %s -> %s', (level, allowed) => {
    expect(mayCopyEvent(level)).toBe(allowed);
  });
  it('§4 copy-move: cancels the old event first, then copies it with the old status', () => {
    const plan = copyMovePlan({ status: 'CONFIRMED' }, 42);
    expect(plan.cancelOld).toEqual({ status: 'CANCELLED' });
    expect(plan.copy).toEqual({ newTime: 42, newStatus: 'CONFIRMED', copyFiles: true });
    expect(Object.keys(plan)).toEqual(['cancelOld', 'copy']);
  });
});

describe('§4 status changes on the server', () => {
  it.each([
    ['FULL any change', 'FULL', 'DRAFT', 'CANCELLED', null],
    ['non-full to Draft', 'ADDDRAFTEVENTS', 'TENTATIVE', 'DRAFT', null],
    [
      'non-full to Confirmed refused',
      'ADDDRAFTEVENTS',
      'DRAFT',
      'CONFIRMED',
      'You do not have permission to modify this event',
    ],
    ['NONE refused', 'NONE', 'DRAFT', 'DRAFT', 'You do not have permission to modify this event'],
  ] as const)('%s', (_name, level, from, to, error) => {
    expect(statusChangeError(level, from, to)).toBe(error);
  });
});
