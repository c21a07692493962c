// Tests only: svc-identity's team-membership answers with members and leaders (src/pocs/testing.ts
// answers teams with nobody on them), read through the real client (teams/teamMembershipClient.ts)
// over a stand-in fetch that keeps svc-identity's rules: a signed context, and only the context's
// account's teams. That svc-identity answers this way is the Pact's job (teams/teamMembership.pact.test.ts).
import { internalTeamMembersResponse, type MemberReference } from '@portal/contracts';
import { CONTEXT_HEADER, verifyContext } from '@portal/contracts/server';
import { createTeamMembershipClient, type TeamMembershipClient } from '../teams/teamMembershipClient.ts';

const STAND_IN_SECRET = 'test-secret-identity-teams-stand-in';

export interface TeamEntry {
  members: MemberReference[];
  leaders: MemberReference[];
}

/** accountID -> teamID -> its members and leaders. `calls` records "accountID team N". */
export function teamsWithMembers(
  teams: ReadonlyMap<string, ReadonlyMap<number, TeamEntry>>,
  calls: string[] = [],
  options: { down?: () => boolean } = {},
): TeamMembershipClient {
  const fetchStandIn: typeof fetch = async (input, init) => {
    if (options.down?.()) throw new TypeError('fetch failed');
    const match = /^\/internal\/teams\/(\d+)\/members$/.exec(new URL(String(input)).pathname);
    if (!match) return new Response(null, { status: 404 });
    const accountID = verifyContext(
      new Headers(init?.headers).get(CONTEXT_HEADER),
      STAND_IN_SECRET,
    )?.accountID;
    if (!accountID) return new Response(null, { status: 401 });
    const teamID = Number(match[1]);
    calls.push(`${accountID} team ${teamID}`);
    const team = teams.get(accountID)?.get(teamID);
    if (!team) return new Response(null, { status: 404 });
    return Response.json(internalTeamMembersResponse.parse({ teamID, ...team }));
  };
  return createTeamMembershipClient({
    identityUrl: 'http://svc-identity.test',
    contextSecret: STAND_IN_SECRET,
    fetch: fetchStandIn,
  });
}
