// svc-events' client of svc-identity's internal member-accounts call (contracts/src/events/
// internalAccounts.ts): the accounts the signed-in member also belongs to, with their permissions
// and duty positions there, for linking events (events spec §6 "Link event"). The call carries a
// signed context without a session (docs/foundation.md: internal calls) whose accountID is the
// account of the request svc-events serves; the member must be one of that account.
import type { MemberAccount, MemberReference } from '@portal/contracts';
import { identityLookup, type IdentityClientOptions } from '@portal/contracts/server';

export interface MemberAccountsClient {
  /** The member's accounts (`accountID` first), or null when that account has no such member. */
  accountsOf(accountID: string, member: MemberReference): Promise<MemberAccount[] | null>;
}

export function createMemberAccountsClient(options: IdentityClientOptions): MemberAccountsClient {
  const lookup = identityLookup(options, 'memberAccounts');
  return { accountsOf: async (accountID, member) => (await lookup(accountID, member))?.accounts ?? null };
}
