// Events spec §4 "Report flight coding: an O-flight syllabus 1 to 5 counts as unit flights and 6 to
// 10 as pilot flights; 5 completed gives 'C'. Age over 18 gives 'A'. The flight XRay gives 'X'",
// §5 Exports "Member expiry: expired when the expiration date is past (struck through, 'Y'); '<'
// when within 30 days", "Phone numbers in exports: (xxx)xxx-xxxx or (xxx) xxx-xxxx, with +1 for 11
// digits starting with 1", "the adult-age rule applies at about 18 years in the 52-1 sheet".
// Pure (reportCodes.test.ts).
import type { MemberType } from '../../entities/memberReference.ts';
import type { OrientationFlight, OrientationFlightNotFlown } from '../entities.ts';
import { DAY_MS } from './promotionState.ts';

/** §5: '<' when the membership expires within 30 days. */
export const EXPIRY_WARNING_MS = 30 * DAY_MS;

export type ExpiryMark = 'Y' | '<' | '';

/**
 * §5 the 60-1 'Exp' column: 'Y' once the expiration date is past (the day after it; the row's name
 * is struck through), '<' within 30 days (the expiration day itself included), '' otherwise.
 * Prospective members have no national expiry.
 */
export function membershipExpiryMark(
  member: { type: MemberType; expirationDate: number | null },
  now: number,
): ExpiryMark {
  if (member.type !== 'CAPNHQMember' || member.expirationDate === null) return '';
  // The expiration date is a day: it is past once that whole day is over.
  if (member.expirationDate + DAY_MS <= now) return 'Y';
  return member.expirationDate - now <= EXPIRY_WARNING_MS ? '<' : '';
}

/** §4: syllabus 1 to 5 are unit flights, 6 to 10 pilot flights. */
export const UNIT_FLIGHT_SYLLABI = [1, 2, 3, 4, 5] as const;
export const PILOT_FLIGHT_SYLLABI = [6, 7, 8, 9, 10] as const;

export interface OFlightCounts {
  unit: number;
  pilot: number;
}

/** §4 counts of distinct syllabi flown in each group (a syllabus flown twice counts once). */
export function oflightCounts(oflights: readonly OrientationFlight[]): OFlightCounts {
  const flown = new Set(oflights.map((f) => f.Syllabus));
  const count = (group: readonly number[]) => group.filter((s) => flown.has(s)).length;
  return { unit: count(UNIT_FLIGHT_SYLLABI), pilot: count(PILOT_FLIGHT_SYLLABI) };
}

/** The 60-1 'O-flights' cell: pilot and unit counts, '_' for none, e.g. '2p | _u'. */
export function oflightsCell(oflights: readonly OrientationFlight[]): string {
  const { unit, pilot } = oflightCounts(oflights);
  return `${pilot === 0 ? '_' : pilot}p | ${unit === 0 ? '_' : unit}u`;
}

/**
 * The 52-1 'O-ride 1' to 'O-ride 5' cells: the first date each of the five pilot-flight syllabi
 * (6 to 10) was flown, or null.
 */
export function orientationRideDates(oflights: readonly OrientationFlight[]): (number | null)[] {
  return PILOT_FLIGHT_SYLLABI.map((syllabus) => {
    const dates = oflights.filter((f) => f.Syllabus === syllabus).map((f) => f.FltDate);
    return dates.length === 0 ? null : Math.min(...dates);
  });
}

/**
 * The 52-1 'Cancelled' and 'Incomplete' counts: orientation flights a manager entered as cancelled
 * or incomplete (entries.ts; CAPWATCH's OFlight table records flown flights only). Every one
 * counts, a syllabus cancelled twice counts twice.
 */
export function oflightOutcomeCounts(notFlown: readonly OrientationFlightNotFlown[] | undefined): {
  cancelled: number;
  incomplete: number;
} {
  const list = notFlown ?? [];
  return {
    cancelled: list.filter((f) => f.Outcome === 'CANCELLED').length,
    incomplete: list.filter((f) => f.Outcome === 'INCOMPLETE').length,
  };
}

/** §5 "about 18 years" in the 52-1 sheet: 18 years of 365.25 days. */
export const ADULT_AGE_MS = 18 * 365.25 * DAY_MS;

/** §4/§5: born more than about 18 years before `now`. */
export function isAdultForOrientationFlights(dateOfBirth: number | null, now: number): boolean {
  return dateOfBirth !== null && dateOfBirth < now - ADULT_AGE_MS;
}

/** The flight name §4 sets apart in the 52-1 sheet (glossary: 'XRay is special in reports'). */
export const XRAY_FLIGHT = 'XRay';

export type OrientationSortCode = 'A' | 'C' | 'X' | '';

/**
 * §4 the 52-1 'Sort' code: 'A' an adult (about 18 years or older; no more cadet orientation
 * flights), 'C' all five pilot flights completed, 'X' a cadet of the XRay flight, '' otherwise.
 * When several apply the first of A, C, X wins (the order is ours; the spec shows none).
 */
export function orientationSortCode(
  member: { dateOfBirth: number | null; flight: string | null },
  oflights: readonly OrientationFlight[],
  now: number,
): OrientationSortCode {
  if (isAdultForOrientationFlights(member.dateOfBirth, now)) return 'A';
  if (oflightCounts(oflights).pilot === PILOT_FLIGHT_SYLLABI.length) return 'C';
  if ((member.flight ?? '').trim().toLowerCase() === XRAY_FLIGHT.toLowerCase()) return 'X';
  return '';
}

/**
 * §5 phones in exports: (xxx)xxx-xxxx (`spaced` false) or (xxx) xxx-xxxx (`spaced` true, the 52-1
 * sheet), with '+1 ' before it for eleven digits starting with 1. Anything else is kept as stored
 * (trimmed) so nothing is lost or invented.
 */
export function formatExportPhone(raw: string, spaced = true): string {
  const digits = raw.replace(/\D/g, '');
  const international = digits.length === 11 && digits.startsWith('1');
  const national = international ? digits.slice(1) : digits;
  if (national.length !== 10) return raw.trim();
  const gap = spaced ? ' ' : '';
  const body = `(${national.slice(0, 3)})${gap}${national.slice(3, 6)}-${national.slice(6)}`;
  return international ? `+1 ${body}` : body;
}
