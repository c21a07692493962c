// Tests only: svc-identity's answers to the member-contacts and team-membership calls, as data.
// svc-events' service tests run the real clients (memberContactsClient.ts, teams/
// teamMembershipClient.ts) over these stand-ins' fetch, which check the request and the answer
// against the contract's schemas and keep svc-identity's rules (a signed context; only the
// context's account is answered). That svc-identity answers this way is the Pacts' job
// (memberContacts.pact.test.ts and teams/teamMembership.pact.test.ts, verified by svc-identity).
import {
  internalMemberContactsRequest,
  internalMemberContactsResponse,
  internalTeamMembersResponse,
  stringifyMemberReference,
  type InternalMemberContact,
  type MemberReference,
} from '@portal/contracts';
import { identityStandIn } from '../identityStandIn/identityStandIn.ts';
import { createTeamMembershipClient, type TeamMembershipClient } from '../teams/teamMembershipClient.ts';
import { createMemberContactsClient, type MemberContactsClient } from './memberContactsClient.ts';

const STAND_IN_SECRET = 'test-secret-identity-contacts-stand-in';
const standIn = identityStandIn(STAND_IN_SECRET);

/** accountID -> the account's members as the contacts call answers them. */
export type MemberDirectory = ReadonlyMap<string, readonly InternalMemberContact[]>;
/** accountID -> the ids of the account's teams. */
export type TeamDirectory = ReadonlyMap<string, readonly number[]>;

/** One directory entry. */
export const directoryEntry = (
  member: MemberReference,
  name: string,
  email = '',
  phone = '',
): InternalMemberContact => ({ member, name, email, phone });

/**
 * A member-contacts client over `directory`. `calls` records each call as
 * "accountID ref,ref,..." (so a test can say one call was made for all the contacts).
 */
export function directoryMemberContacts(
  directory: MemberDirectory,
  calls: string[] = [],
): MemberContactsClient {
  const fetchStandIn: typeof fetch = async (input, init) => {
    if (new URL(String(input)).pathname !== '/internal/members/contacts' || init?.method !== 'POST')
      return new Response(null, { status: 404 });
    const accountID = standIn.accountOf(init);
    if (!accountID) return new Response(null, { status: 401 });
    const body = internalMemberContactsRequest.safeParse(JSON.parse(String(init.body)));
    if (!body.success) return Response.json({ code: 'VALIDATION', message: 'bad body' }, { status: 400 });
    calls.push(`${accountID} ${body.data.members.map(stringifyMemberReference).join(',')}`);
    const members = new Map(
      (directory.get(accountID) ?? []).map((m) => [stringifyMemberReference(m.member), m]),
    );
    const asked = new Map(body.data.members.map((m) => [stringifyMemberReference(m), m]));
    const answer = internalMemberContactsResponse.parse({
      found: [...asked.keys()].flatMap((key) => (members.has(key) ? [members.get(key)] : [])),
      notFound: [...asked].flatMap(([key, ref]) => (members.has(key) ? [] : [ref])),
    });
    return Response.json(answer);
  };
  return createMemberContactsClient(standIn.clientOptions(fetchStandIn));
}

/** A team-membership client over `teams` (every team answered with no members: only existence matters here). */
export function directoryTeams(teams: TeamDirectory, calls: string[] = []): TeamMembershipClient {
  const fetchStandIn: typeof fetch = async (input, init) => {
    const match = /^\/internal\/teams\/(\d+)\/members$/.exec(new URL(String(input)).pathname);
    if (!match) return new Response(null, { status: 404 });
    const accountID = standIn.accountOf(init);
    if (!accountID) return new Response(null, { status: 401 });
    const teamID = Number(match[1]);
    calls.push(`${accountID} team ${teamID}`);
    if (!(teams.get(accountID) ?? []).includes(teamID)) return new Response(null, { status: 404 });
    return Response.json(internalTeamMembersResponse.parse({ teamID, members: [], leaders: [] }));
  };
  return createTeamMembershipClient(standIn.clientOptions(fetchStandIn));
}

/** Clients whose svc-identity is not there (nothing listens on port 1): every call fails to connect. */
export const UNREACHABLE_IDENTITY = { identityUrl: 'http://127.0.0.1:1', contextSecret: STAND_IN_SECRET };
