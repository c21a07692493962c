// svc-files' client of svc-identity's internal team-membership call (contracts/src/teams/
// internal.ts): the teams a member is on, for the drive's TEAM sharing entries (platform §3 File
// permission type TEAM with a teamID). The call carries a signed context without a session
// (docs/foundation.md: internal calls); its accountID is the account of the request svc-files is
// serving, so another account's membership is never asked for.
import type { MemberReference } from '@portal/contracts';
import { identityLookup, type IdentityClientOptions } from '@portal/contracts/server';

export interface MemberTeamsClient {
  /** The ids of the member's teams (ascending, 0 = cadet staff), or null when the account has no such member. */
  teamIDsOf(accountID: string, member: MemberReference): Promise<number[] | null>;
}

export function createMemberTeamsClient(options: IdentityClientOptions): MemberTeamsClient {
  const lookup = identityLookup(options, 'memberTeams');
  return { teamIDsOf: async (accountID, member) => (await lookup(accountID, member))?.teamIDs ?? null };
}
