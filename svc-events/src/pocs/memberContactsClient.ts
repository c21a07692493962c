// svc-events' client of svc-identity's internal member-contacts call (contracts/src/members/
// internalMembers.ts): the name, primary email and primary phone of the members an event names as
// internal points of contact, and which of them the account does not have. One call per save (a
// batch of every reference). The call carries a signed context without a session
// (docs/foundation.md: internal calls) whose accountID is the account of the request svc-events
// serves, so members of another account are never answered.
import {
  INTERNAL_MEMBER_CONTACTS_PATH,
  internalMemberContactsResponse,
  type InternalMemberContactsRequest,
  type InternalMemberContactsResponse,
  type MemberReference,
} from '@portal/contracts';
import { callInternal, identityCallOptions, type IdentityClientOptions } from '@portal/contracts/server';

export type MemberContactsClientOptions = IdentityClientOptions;

export interface MemberContactsClient {
  /**
   * The members of `accountID` among `members` (name and contact) and the references it does not
   * have. Throws when svc-identity cannot be reached or answers anything but 200.
   */
  contactsOf(accountID: string, members: MemberReference[]): Promise<InternalMemberContactsResponse>;
}

export function createMemberContactsClient(options: MemberContactsClientOptions): MemberContactsClient {
  const call = identityCallOptions(options);
  return {
    async contactsOf(accountID, members) {
      const body: InternalMemberContactsRequest = { members };
      const answer = await callInternal(
        call,
        accountID,
        INTERNAL_MEMBER_CONTACTS_PATH,
        internalMemberContactsResponse,
        { method: 'POST', body },
      );
      if (!answer)
        throw new Error(`svc-identity answered 404 for the contacts of ${members.length} member(s)`);
      return answer;
    },
  };
}
