import { isRequestMemberNumberValid, MEMBER_NUMBER_MESSAGE } from '@portal/contracts';

/** §5 account and login-name requests: member number at least 100000. */
export function memberNumberError(memberNumber: number | null): string | null {
  return memberNumber !== null && isRequestMemberNumberValid(memberNumber) ? null : MEMBER_NUMBER_MESSAGE;
}
