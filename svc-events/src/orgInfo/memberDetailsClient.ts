// svc-events' client of svc-identity's internal member-details call (contracts/src/members/
// internalMemberDetails.ts): the platform §3 Member and the unit's organisation information of
// the viewer's attendees (events spec §3 Viewer data). One call per viewer request for every
// attendee (lists above the call's limit are split into calls of that size). The call carries a
// signed context without a session (docs/foundation.md: internal calls) whose accountID is the
// account of the request svc-events serves, so members of another account are never answered.
import {
  INTERNAL_MEMBER_DETAILS_LIMIT,
  INTERNAL_MEMBER_DETAILS_PATH,
  internalMemberDetailsResponse,
  type InternalMemberDetailsRequest,
  type InternalMemberDetailsResponse,
  type MemberReference,
} from '@portal/contracts';
import { callInternal, identityCallOptions, type IdentityClientOptions } from '@portal/contracts/server';

export type { IdentityClientOptions } from '@portal/contracts/server';

export interface MemberDetailsClient {
  /**
   * The members of `accountID` among `members` (Member and orgInformation) and the references it
   * does not have. Throws when svc-identity cannot be reached or answers anything but 200.
   */
  detailsOf(accountID: string, members: MemberReference[]): Promise<InternalMemberDetailsResponse>;
}

export function createMemberDetailsClient(options: IdentityClientOptions): MemberDetailsClient {
  const call = identityCallOptions(options);
  const one = async (accountID: string, members: MemberReference[]) => {
    const body: InternalMemberDetailsRequest = { members };
    const answer = await callInternal(
      call,
      accountID,
      INTERNAL_MEMBER_DETAILS_PATH,
      internalMemberDetailsResponse,
      { method: 'POST', body },
    );
    if (!answer) throw new Error(`svc-identity answered 404 for the details of ${members.length} member(s)`);
    return answer;
  };
  return {
    async detailsOf(accountID, members) {
      const answer: InternalMemberDetailsResponse = { found: [], notFound: [] };
      for (let i = 0; i < members.length; i += INTERNAL_MEMBER_DETAILS_LIMIT) {
        const part = await one(accountID, members.slice(i, i + INTERNAL_MEMBER_DETAILS_LIMIT));
        answer.found.push(...part.found);
        answer.notFound.push(...part.notFound);
      }
      return answer;
    },
  };
}
