// Events spec §4 and §5 part-time sign-up: the shift a record keeps, clamping and swapping, and the
// before / during / after bar with its durations. Pure: the viewer's sign-up form draws with them and
// svc-events can normalise a submitted shift with the same functions.
//
// Reading of §4 "Adding an attendance record locally with no shift defaults arrival to the pickup
// time and departure to the meet time" (the system this replaces "replaced each departure
// time with the meet time"):
// - Taken word for word the sentence gives arrival = pickup and departure = meet, a pair whose
//   arrival is later than its departure. §5 says of exactly that case "if arrival is later than
//   departure they are swapped", so the shift such a record ends up with is arrival = meet,
//   departure = pickup: the whole event, which is also what a record without a shift means (the
//   member is there from meet to pickup). `defaultShift` answers that pair directly.
// - The default applies ONLY to a record with no shift (shiftTime null). A record that has a shift
//   keeps its own arrival and departure; they are only clamped into meet..pickup and swapped when
//   reversed. No departure is ever replaced by the meet time (the old defect), and none by the
//   pickup time either.
// - Clamping is monotonic, so clamping then swapping equals swapping then clamping; the order §5
//   writes them in does not change the answer.
import type { ShiftTime } from '../entities.ts';
import { formatDuration } from './formats.ts';

/** The two event times the part-time rules read. */
export interface EventWindow {
  meetDateTime: number;
  pickupDateTime: number;
}

const clamp = (ms: number, low: number, high: number) => Math.min(Math.max(ms, low), high);

/** §4 the shift of a record added with no shift: the whole event (see the reading above). */
export function defaultShift(event: EventWindow): ShiftTime {
  return { arrivalTime: event.meetDateTime, departureTime: event.pickupDateTime };
}

/** The shift the sign-up form starts from: the record's own, else the default. */
export function initialShift(shiftTime: ShiftTime | null | undefined, event: EventWindow): ShiftTime {
  return shiftTime ? clampShift(shiftTime, event) : defaultShift(event);
}

/**
 * §5 "Arrival and departure are clamped within the event's meet and pickup times; if arrival is
 * later than departure they are swapped." Each time is clamped on its own (never replaced by the
 * other bound), then a reversed pair is swapped.
 */
export function clampShift(shift: ShiftTime, event: EventWindow): ShiftTime {
  // an event whose pickup precedes its meet cannot be saved (§5), but stay total: use the ordered pair
  const low = Math.min(event.meetDateTime, event.pickupDateTime);
  const high = Math.max(event.meetDateTime, event.pickupDateTime);
  const arrival = clamp(shift.arrivalTime, low, high);
  const departure = clamp(shift.departureTime, low, high);
  return arrival <= departure
    ? { arrivalTime: arrival, departureTime: departure }
    : { arrivalTime: departure, departureTime: arrival };
}

export interface BarPart {
  /** Share of the event, 0 to 1; the three shares add up to 1. */
  share: number;
  /** Length in milliseconds. */
  duration: number;
  /** §5 "the duration (hours when at least one hour, else minutes)". */
  label: string;
}

export interface ShiftBar {
  before: BarPart;
  during: BarPart;
  after: BarPart;
  /** True when the picked arrival is after the picked departure (§5: the whole event shows as before). */
  reversed: boolean;
}

const part = (duration: number, total: number): BarPart => ({
  share: total > 0 ? duration / total : 0,
  duration,
  label: formatDuration(duration),
});

/**
 * §5 the part-time bar: before (meet to arrival), during (arrival to departure) and after
 * (departure to pickup) as shares of meet..pickup, each with its duration. It reads the times as
 * picked: "If arrival is after departure, the bar shows the whole event as before" (the swap of
 * §5 is what is saved, `clampShift`; the bar tells the member their picks are reversed). Times
 * outside the event count from the nearer bound (clamped). An event of no length has three empty
 * parts.
 */
export function shiftBar(shift: ShiftTime, event: EventWindow): ShiftBar {
  const total = Math.max(0, event.pickupDateTime - event.meetDateTime);
  if (shift.arrivalTime > shift.departureTime) {
    return { before: part(total, total), during: part(0, total), after: part(0, total), reversed: true };
  }
  const { arrivalTime, departureTime } = clampShift(shift, event);
  return {
    before: part(Math.max(0, arrivalTime - event.meetDateTime), total),
    during: part(departureTime - arrivalTime, total),
    after: part(Math.max(0, event.pickupDateTime - departureTime), total),
    reversed: false,
  };
}
