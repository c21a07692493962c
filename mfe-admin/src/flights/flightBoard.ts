// The flight assignment board's state, kept pure so the rules (a dropped member is marked changed;
// Save sends only the changed members) are tested without a browser.
import {
  countsInFlights,
  stringifyMemberReference,
  type FlightMemberFull,
  type MemberFlightRequest,
  type MembersByFlightFullResponse,
} from '@portal/contracts';

/** A column: a flight name of the registry, or null for Unassigned. */
export type Column = string | null;

export interface FlightBoard {
  /** The registry's flights, in order; the Unassigned column comes after them. */
  flights: readonly string[];
  members: ReadonlyMap<string, FlightMemberFull>;
  /** Member key -> the flight as stored (maybe a name no longer in the registry). */
  original: ReadonlyMap<string, string | null>;
  /** Member key -> the flight chosen on the page. */
  current: ReadonlyMap<string, string | null>;
}

export const memberKey = (m: Pick<FlightMemberFull, 'member'>): string => stringifyMemberReference(m.member);

/** The board offers only cadets (flights are cadet flights; the server refuses to move others). */
export function boardFrom(response: MembersByFlightFullResponse): FlightBoard {
  const all = [...response.flights.flatMap((f) => f.members), ...response.unassigned].filter(countsInFlights);
  const members = new Map(all.map((m) => [memberKey(m), m]));
  const original = new Map(all.map((m) => [memberKey(m), m.flight]));
  return { flights: response.flights.map((f) => f.name), members, original, current: new Map(original) };
}

/** The column a member shows in: their flight if the registry lists it, otherwise Unassigned. */
export function columnOf(board: FlightBoard, key: string): Column {
  const flight = board.current.get(key) ?? null;
  return flight !== null && board.flights.includes(flight) ? flight : null;
}

export function columns(board: FlightBoard): Column[] {
  return [...board.flights, null];
}

/** The members of a column in the server's order (leaders first, then by name). */
export function membersIn(board: FlightBoard, column: Column): FlightMemberFull[] {
  return [...board.members.entries()].filter(([key]) => columnOf(board, key) === column).map(([, m]) => m);
}

/** Drops a member onto a column; dropping onto the column they are in changes nothing. */
export function moveMember(board: FlightBoard, key: string, to: Column): FlightBoard {
  if (!board.members.has(key) || columnOf(board, key) === to) return board;
  const current = new Map(board.current);
  current.set(key, to);
  return { ...board, current };
}

export function isChanged(board: FlightBoard, key: string): boolean {
  return (board.current.get(key) ?? null) !== (board.original.get(key) ?? null);
}

/** Only the changed members, as the bulk call wants them. */
export function changedMembers(board: FlightBoard): MemberFlightRequest[] {
  return [...board.members.entries()]
    .filter(([key]) => isChanged(board, key))
    .map(([key, m]) => ({ member: m.member, newFlight: board.current.get(key) ?? null }));
}

/** After a successful save the chosen flights are the stored ones. */
export function markSaved(board: FlightBoard): FlightBoard {
  return { ...board, original: new Map(board.current) };
}

export const columnLabel = (column: Column): string => column ?? 'Unassigned';
