// Groups members by the registry's flights (in its order); the rest are Unassigned.
import { flightRoleRank, type FlightMemberFull } from '@portal/contracts';

export interface Grouped<M> {
  flights: Array<{ name: string; members: M[] }>;
  unassigned: M[];
}

/** Leaders first (cc, do, ds, 1st, fc, fs, el), then cadets and seniors; by name inside each. */
function byRoleThenName(a: FlightMemberFull, b: FlightMemberFull): number {
  return flightRoleRank(a.roleCode) - flightRoleRank(b.roleCode) || a.nameLast.localeCompare(b.nameLast);
}

export function groupByFlight(
  flights: readonly string[],
  members: FlightMemberFull[],
): Grouped<FlightMemberFull> {
  const sorted = [...members].sort(byRoleThenName);
  const known = new Set(flights);
  return {
    flights: flights.map((name) => ({ name, members: sorted.filter((m) => m.flight === name) })),
    unassigned: sorted.filter((m) => m.flight === null || !known.has(m.flight)),
  };
}

/** The basic listing: the same groups without role codes and duties. */
export function withoutDuties(grouped: Grouped<FlightMemberFull>) {
  const basic = ({ roleCode: _r, dutyPositions: _d, ...rest }: FlightMemberFull) => rest;
  return {
    flights: grouped.flights.map((f) => ({ name: f.name, members: f.members.map(basic) })),
    unassigned: grouped.unassigned.map(basic),
  };
}
