// svc-events' client of svc-identity's internal member-accounts call (contracts/src/events/
// internalAccounts.ts): the accounts the signed-in member also belongs to, with their permissions
// and duty positions there, for linking events (events spec §6 "Link event"). The call carries a
// signed context without a session (docs/foundation.md: internal calls) whose accountID is the
// account of the request svc-events serves; the member must be one of that account.
import {
  internalMemberAccountsPath,
  internalMemberAccountsResponse,
  type MemberAccount,
  type MemberReference,
} from '@portal/contracts';
import { CONTEXT_HEADER, signContext } from '@portal/contracts/server';

export interface MemberAccountsClientOptions {
  /** svc-identity's base URL (IDENTITY_URL). */
  identityUrl: string;
  contextSecret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface MemberAccountsClient {
  /** The member's accounts (`accountID` first), or null when that account has no such member. */
  accountsOf(accountID: string, member: MemberReference): Promise<MemberAccount[] | null>;
}

export function createMemberAccountsClient(options: MemberAccountsClientOptions): MemberAccountsClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    async accountsOf(accountID, member) {
      const context = signContext(
        { accountID, account: null, session: null, member: null, issuedAt: Date.now() },
        options.contextSecret,
      );
      const answer = await doFetch(new URL(internalMemberAccountsPath(member), options.identityUrl), {
        headers: { [CONTEXT_HEADER]: context, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 2_000),
      });
      if (answer.status === 404) {
        await answer.body?.cancel();
        return null;
      }
      if (!answer.ok) {
        await answer.body?.cancel();
        throw new Error(`svc-identity answered ${answer.status} for the accounts of a member`);
      }
      return internalMemberAccountsResponse.parse(await answer.json()).accounts;
    },
  };
}
