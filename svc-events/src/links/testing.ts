// Tests only: svc-identity's answer to the member-accounts call, as data. svc-events' service tests
// run the real client (memberAccountsClient.ts) over this stand-in's fetch, whose answers are
// checked against the contract's schema; that svc-identity answers this way is the Pact's job
// (memberAccounts.pact.test.ts, verified by svc-identity's provider test).
import {
  internalMemberAccountsResponse,
  parseMemberReference,
  stringifyMemberReference,
  type MemberAccount,
  type MemberReference,
  type PermissionSet,
} from '@portal/contracts';
import { CONTEXT_HEADER, verifyContext } from '@portal/contracts/server';
import { createMemberAccountsClient, type MemberAccountsClient } from './memberAccountsClient.ts';

/** The accounts of the tests' world (name and type). */
export const TEST_ACCOUNTS: Record<string, Pick<MemberAccount, 'accountName' | 'accountType'>> = {
  md000: { accountName: 'Maryland Wing', accountType: 'CAPWING' },
  md001: { accountName: 'Composite Squadron 1', accountType: 'CAPSQUADRON' },
  md002: { accountName: 'Cadet Squadron 2', accountType: 'CAPSQUADRON' },
  md003: { accountName: 'Senior Squadron 3', accountType: 'CAPSQUADRON' },
};

/** One membership: the account, the member's permissions and duty positions there. */
export const membership = (
  accountID: string,
  permissions: PermissionSet = {},
  dutyPositions: MemberAccount['dutyPositions'] = [],
): MemberAccount => ({
  accountID,
  ...(TEST_ACCOUNTS[accountID] ?? { accountName: accountID, accountType: 'CAPSQUADRON' }),
  permissions,
  dutyPositions,
});

const STAND_IN_SECRET = 'test-secret-identity-stand-in';

/**
 * A client of the given directory (member string form -> memberships): svc-identity's rules kept
 * (404 when the context's account is not one of the member's; the context's account first).
 */
export function directoryMemberAccounts(
  directory: ReadonlyMap<string, readonly MemberAccount[]>,
  calls: string[] = [],
): MemberAccountsClient {
  const fetchStandIn: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const match = /^\/internal\/members\/([^/]+)\/accounts$/.exec(url.pathname);
    const parsed = match ? parseMemberReference(decodeURIComponent(match[1]!)) : null;
    if (!parsed?.ok) return new Response(null, { status: 400 });
    // as svc-identity's /internal check: a signed context, whose account is the one asked about
    const context = verifyContext(new Headers(init?.headers).get(CONTEXT_HEADER), STAND_IN_SECRET);
    if (!context) return new Response(null, { status: 401 });
    const accountID = context.accountID;
    const key = stringifyMemberReference(parsed.value);
    calls.push(`${accountID} ${key}`);
    const accounts = directory.get(key) ?? [];
    const own = accounts.find((a) => a.accountID === accountID);
    if (!own) return new Response(null, { status: 404 });
    const body = internalMemberAccountsResponse.parse({
      member: parsed.value,
      accounts: [own, ...accounts.filter((a) => a !== own)],
    });
    return Response.json(body);
  };
  return createMemberAccountsClient({
    identityUrl: 'http://svc-identity.test',
    contextSecret: STAND_IN_SECRET,
    fetch: fetchStandIn,
  });
}

export const memberKey = (ref: MemberReference): string => stringifyMemberReference(ref);
