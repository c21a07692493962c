// svc-events' client of svc-identity's internal flight-members call (contracts/src/members/
// internalMemberDetails.ts): a flight leader's flight and its members, for the attendance view
// (events §6 "flight leaders (Cadet Flight Commander, Cadet Flight Sergeant) see their flight").
// Signed context without a session, accountID = the account of the request served.
import type { InternalFlightMembersResponse, MemberReference } from '@portal/contracts';
import { identityLookup } from '@portal/contracts/server';
import type { IdentityClientOptions } from './memberDetailsClient.ts';

export interface FlightMembersClient {
  /** The member's flight and its members, or null when the account has no such member. Throws when svc-identity fails. */
  flightOf(accountID: string, member: MemberReference): Promise<InternalFlightMembersResponse | null>;
}

export function createFlightMembersClient(options: IdentityClientOptions): FlightMembersClient {
  return { flightOf: identityLookup(options, 'flightMembers') };
}
