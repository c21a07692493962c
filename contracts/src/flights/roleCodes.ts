// Platform §2 "Flight role codes: cc, do, 1st, fc, fs, el, ds, s, c": the short code shown on each
// member's card on the flight assignment page, derived from the member's duty positions.
import type { DutyPosition } from '../entities/member.ts';

export const FLIGHT_ROLE_CODES = ['cc', 'do', 'ds', '1st', 'fc', 'fs', 'el', 'c', 's'] as const;
export type FlightRoleCode = (typeof FLIGHT_ROLE_CODES)[number];

/**
 * The cadet duty behind each code, highest first: a cadet holding several gets the first that
 * matches. Only the duty itself counts, not an assistant to it (an assistant flight commander does
 * not lead the flight); expired temporary positions are dropped before they get here.
 */
export const FLIGHT_ROLE_DUTIES: ReadonlyArray<readonly [FlightRoleCode, string]> = [
  ['cc', 'Cadet Commander'],
  ['do', 'Cadet Deputy Commander for Operations'],
  ['ds', 'Cadet Deputy Commander for Support'],
  ['1st', 'Cadet First Sergeant'],
  ['fc', 'Cadet Flight Commander'],
  ['fs', 'Cadet Flight Sergeant'],
  ['el', 'Cadet Element Leader'],
];

/** What a label says about each code (the page's legend and the cards' titles). */
export const FLIGHT_ROLE_LABELS: Record<FlightRoleCode, string> = {
  cc: 'Cadet Commander',
  do: 'Cadet Deputy Commander for Operations',
  ds: 'Cadet Deputy Commander for Support',
  '1st': 'Cadet First Sergeant',
  fc: 'Cadet Flight Commander',
  fs: 'Cadet Flight Sergeant',
  el: 'Cadet Element Leader',
  c: 'Cadet',
  s: 'Senior member',
};

/**
 * A senior member is 's' whatever their duties; a cadet gets the code of their highest cadet
 * leadership duty (cc, do, ds, 1st, fc, fs, el), otherwise 'c'.
 */
export function flightRoleCode(member: {
  seniorMember: boolean;
  dutyPositions: ReadonlyArray<Pick<DutyPosition, 'duty' | 'assistant'>>;
}): FlightRoleCode {
  if (member.seniorMember) return 's';
  const held = new Set(
    member.dutyPositions.filter((d) => !d.assistant).map((d) => d.duty.trim().toLowerCase()),
  );
  for (const [code, duty] of FLIGHT_ROLE_DUTIES) {
    if (held.has(duty.toLowerCase())) return code;
  }
  return 'c';
}

/** Sort position of a code (leaders first), for listing a flight's members. */
export function flightRoleRank(code: FlightRoleCode): number {
  return FLIGHT_ROLE_CODES.indexOf(code);
}
