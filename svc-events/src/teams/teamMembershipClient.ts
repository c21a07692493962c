// svc-events' client of svc-identity's internal team-membership call (contracts/src/teams/
// internal.ts): who is on a team, for gating event sign-ups to a team's members. The call carries a
// signed context without a session (docs/foundation.md: internal calls); its accountID is the
// account of the request svc-events is serving, so a team of another account is never reached.
import type { InternalTeamMembersResponse } from '@portal/contracts';
import { identityLookup, type IdentityClientOptions } from '@portal/contracts/server';

export interface TeamMembershipClient {
  /** The team's members and leaders, or null when the account has no such team. */
  teamMembers(accountID: string, teamID: number): Promise<InternalTeamMembersResponse | null>;
}

export function createTeamMembershipClient(options: IdentityClientOptions): TeamMembershipClient {
  return { teamMembers: identityLookup(options, 'teamMembers') };
}
