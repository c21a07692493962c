import { describe, expect, it } from 'vitest';
import { clampShift, defaultShift, initialShift, shiftBar, type EventWindow } from './partTime.ts';

const M = 60000;
const H = 60 * M;
// meet 10:00, pickup 14:00 (any day: the rules only compare instants)
const MEET = Date.UTC(2026, 6, 4, 14, 0);
const PICKUP = MEET + 4 * H;
const event: EventWindow = { meetDateTime: MEET, pickupDateTime: PICKUP };
const at = (hours: number) => MEET + hours * H;
const shift = (arrival: number, departure: number) => ({ arrivalTime: arrival, departureTime: departure });

describe("events §4 'Adding an attendance record locally with no shift defaults arrival to the pickup time and departure to the meet time'", () => {
  it('read with §5 "if arrival is later than departure they are swapped": the whole event, meet to pickup', () => {
    // the sentence word for word, then the §5 swap, gives the same pair as defaultShift
    expect(clampShift(shift(PICKUP, MEET), event)).toEqual(defaultShift(event));
    expect(defaultShift(event)).toEqual({ arrivalTime: MEET, departureTime: PICKUP });
  });

  it('only a record with no shift takes the default; an existing departure is never replaced by the meet time', () => {
    expect(initialShift(null, event)).toEqual(shift(MEET, PICKUP));
    expect(initialShift(undefined, event)).toEqual(shift(MEET, PICKUP));
    // the defect this guards against: a departure of 13:00 must stay 13:00, not become the meet (10:00)
    expect(initialShift(shift(at(1), at(3)), event)).toEqual(shift(at(1), at(3)));
    expect(initialShift(shift(at(1), at(3)), event).departureTime).not.toBe(MEET);
  });
});

describe("events §5 'Arrival and departure are clamped within the event's meet and pickup times; if arrival is later than departure they are swapped'", () => {
  it.each([
    ['inside the event: unchanged', shift(at(1), at(3)), shift(at(1), at(3))],
    ['exactly meet to pickup: unchanged', shift(MEET, PICKUP), shift(MEET, PICKUP)],
    ['arrival before meet: clamped to meet', shift(at(-2), at(3)), shift(MEET, at(3))],
    ['departure after pickup: clamped to pickup', shift(at(1), at(9)), shift(at(1), PICKUP)],
    ['both outside, around the event: meet to pickup', shift(at(-1), at(5)), shift(MEET, PICKUP)],
    ['both before meet: both at meet', shift(at(-3), at(-1)), shift(MEET, MEET)],
    ['both after pickup: both at pickup', shift(at(5), at(7)), shift(PICKUP, PICKUP)],
    ['reversed inside: swapped', shift(at(3), at(1)), shift(at(1), at(3))],
    ['reversed and outside: clamped and swapped', shift(at(6), at(-2)), shift(MEET, PICKUP)],
    ['reversed, departure before meet: meet to arrival', shift(at(2), at(-1)), shift(MEET, at(2))],
    ['equal times: unchanged', shift(at(2), at(2)), shift(at(2), at(2))],
  ])('%s', (_name, input, expected) => {
    expect(clampShift(input, event)).toEqual(expected);
  });

  it('clamping then swapping equals swapping then clamping (the order §5 writes does not matter)', () => {
    const times = [-2, 0, 1, 2.5, 4, 6].map(at);
    for (const a of times) {
      for (const d of times) {
        const swappedFirst = clampShift(a <= d ? shift(a, d) : shift(d, a), event);
        expect(clampShift(shift(a, d), event)).toEqual(swappedFirst);
      }
    }
  });

  it('each time is clamped on its own: a departure inside the event keeps its value', () => {
    for (const a of [-5, -1, 0, 1, 2].map(at)) {
      expect(clampShift(shift(a, at(3)), event).departureTime).toBe(at(3));
    }
  });
});

describe("events §5 part-time bar: 'a bar of before, during and after shares with the duration (hours when at least one hour, else minutes)'", () => {
  it.each([
    // arrival, departure -> before, during, after shares and labels
    [1, 3, [0.25, 0.5, 0.25], ['1 hour', '2 hours', '1 hour']],
    [0, 4, [0, 1, 0], ['0 minutes', '4 hours', '0 minutes']],
    [0.5, 3.75, [0.125, 0.8125, 0.0625], ['30 minutes', '3.25 hours', '15 minutes']],
    [2, 2, [0.5, 0, 0.5], ['2 hours', '0 minutes', '2 hours']],
    [-1, 5, [0, 1, 0], ['0 minutes', '4 hours', '0 minutes']],
  ])('arrival +%sh, departure +%sh', (a, d, shares, labels) => {
    const bar = shiftBar(shift(at(a), at(d)), event);
    expect([bar.before.share, bar.during.share, bar.after.share]).toEqual(shares);
    expect([bar.before.label, bar.during.label, bar.after.label]).toEqual(labels);
    expect(bar.before.share + bar.during.share + bar.after.share).toBeCloseTo(1, 10);
    expect(bar.reversed).toBe(false);
  });

  it("'If arrival is after departure, the bar shows the whole event as before'", () => {
    const bar = shiftBar(shift(at(3), at(1)), event);
    expect(bar.reversed).toBe(true);
    expect([bar.before.share, bar.during.share, bar.after.share]).toEqual([1, 0, 0]);
    expect([bar.before.label, bar.during.label, bar.after.label]).toEqual([
      '4 hours',
      '0 minutes',
      '0 minutes',
    ]);
    expect(bar.before.duration).toBe(4 * H);
  });

  it('minutes under one hour, hours from one hour', () => {
    const short: EventWindow = { meetDateTime: MEET, pickupDateTime: MEET + 45 * M };
    const bar = shiftBar(shift(MEET + 15 * M, MEET + 45 * M), short);
    expect([bar.before.label, bar.during.label, bar.after.label]).toEqual([
      '15 minutes',
      '30 minutes',
      '0 minutes',
    ]);
    const long = shiftBar(shift(at(0), at(1)), event);
    expect(long.during.label).toBe('1 hour');
  });

  it('an event of no length has three empty parts (no division by zero)', () => {
    const bar = shiftBar(shift(MEET, MEET), { meetDateTime: MEET, pickupDateTime: MEET });
    expect([bar.before.share, bar.during.share, bar.after.share]).toEqual([0, 0, 0]);
  });
});
