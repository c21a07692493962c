// Tests only: svc-identity's answers to the member-details and flight-members calls, as data, in
// the pattern of src/pocs/testing.ts: svc-events' service tests run the real clients
// (memberDetailsClient.ts, flightMembersClient.ts) over these stand-ins' fetch, which check the
// request and the answer against the contract's schemas and keep svc-identity's rules (a signed
// context; only the context's account is answered). That svc-identity answers this way is the
// Pacts' job (memberDetails.pact.test.ts, flightMembers.pact.test.ts, verified by svc-identity).
import {
  internalFlightMembersResponse,
  internalMemberDetailsRequest,
  internalMemberDetailsResponse,
  parseMemberReference,
  stringifyMemberReference,
  emptyContact,
  type InternalMemberDetails,
  type Member,
  type MemberReference,
  type OrgInformation,
} from '@portal/contracts';
import { identityStandIn } from '../identityStandIn/identityStandIn.ts';
import { testMember } from '@portal/contracts/testing';
import { createFlightMembersClient, type FlightMembersClient } from './flightMembersClient.ts';
import { createMemberDetailsClient, type MemberDetailsClient } from './memberDetailsClient.ts';

const STAND_IN_SECRET = 'test-secret-identity-details-stand-in';
const standIn = identityStandIn(STAND_IN_SECRET);

/** accountID -> the account's members as the details call answers them. */
export type DetailsDirectory = ReadonlyMap<string, readonly InternalMemberDetails[]>;
/** accountID -> flight name -> its members. */
export type FlightDirectory = ReadonlyMap<string, Readonly<Record<string, readonly MemberReference[]>>>;

/**
 * A member-details client over `directory`. `calls` records each call as "accountID ref,ref,..."
 * (so a test can say one call was made for every attendee). `fail` makes every call answer 500.
 */
export function directoryMemberDetails(
  directory: DetailsDirectory,
  calls: string[] = [],
  options: { fail?: boolean } = {},
): MemberDetailsClient {
  const fetchStandIn: typeof fetch = async (input, init) => {
    if (new URL(String(input)).pathname !== '/internal/members/details' || init?.method !== 'POST')
      return new Response(null, { status: 404 });
    const accountID = standIn.accountOf(init);
    if (!accountID) return new Response(null, { status: 401 });
    const body = internalMemberDetailsRequest.safeParse(JSON.parse(String(init.body)));
    if (!body.success) return Response.json({ code: 'VALIDATION', message: 'bad body' }, { status: 400 });
    calls.push(`${accountID} ${body.data.members.map(stringifyMemberReference).join(',')}`);
    if (options.fail) return Response.json({ message: 'down' }, { status: 500 });
    const members = new Map(
      (directory.get(accountID) ?? []).map((m) => [stringifyMemberReference(m.member), m]),
    );
    const asked = new Map(body.data.members.map((m) => [stringifyMemberReference(m), m]));
    return Response.json(
      internalMemberDetailsResponse.parse({
        found: [...asked.keys()].flatMap((key) => (members.has(key) ? [members.get(key)] : [])),
        notFound: [...asked].flatMap(([key, ref]) => (members.has(key) ? [] : [ref])),
      }),
    );
  };
  return createMemberDetailsClient(standIn.clientOptions(fetchStandIn));
}

/** A flight-members client over `flights`; a member in no flight of the account has none. */
export function directoryFlights(flights: FlightDirectory, calls: string[] = []): FlightMembersClient {
  const fetchStandIn: typeof fetch = async (input, init) => {
    const match = /^\/internal\/members\/([^/]+)\/flight$/.exec(new URL(String(input)).pathname);
    if (!match) return new Response(null, { status: 404 });
    const accountID = standIn.accountOf(init);
    if (!accountID) return new Response(null, { status: 401 });
    const parsed = parseMemberReference(decodeURIComponent(match[1]!));
    if (!parsed.ok) return Response.json({ message: parsed.error }, { status: 400 });
    calls.push(`${accountID} flight of ${stringifyMemberReference(parsed.value)}`);
    const key = stringifyMemberReference(parsed.value);
    const found = Object.entries(flights.get(accountID) ?? {}).find(([, members]) =>
      members.some((m) => stringifyMemberReference(m) === key),
    );
    return Response.json(
      internalFlightMembersResponse.parse(
        found ? { flight: found[0], members: found[1] } : { flight: null, members: [] },
      ),
    );
  };
  return createFlightMembersClient(standIn.clientOptions(fetchStandIn));
}

/** One details entry: a member of `squadron` with `rank`, and their unit's organisation information. */
export function detailsEntry(
  member: MemberReference,
  fields: { nameFirst: string; nameLast: string; memberRank: string; email?: string },
  orgInformation: OrgInformation,
): InternalMemberDetails {
  const { email, ...names } = fields;
  const contact = { ...emptyContact(), ...(email ? { EMAIL: { PRIMARY: email } } : {}) };
  return { member: { ...testMember(), ...names, ...member, contact } as Member, orgInformation };
}
