// svc-identity's internal "member accounts" call, consumed by svc-events for linking (events spec
// §6 "Link event: needs non-NONE permission and linkable accounts not yet linked"). Service to
// service only (/internal is never routed by the gateway); the call carries a signed context
// (session null) whose accountID is the account of the request svc-events serves, and the member
// must be a member of that account (404 otherwise), so a service cannot ask about a member of an
// account its own request did not come from.
//
// Answer: every account where the same national member (CAPNHQMember with the same id) exists,
// the context's own account first, then by name, each with that member's permissions (the account
// type's defaults when none are stored) and current duty positions IN THAT ACCOUNT: enough for
// rules/effectivePermission.ts accountEventLevel, computed from the account's own permissions.
// A prospective member exists in one account only: the answer is their own account alone.
import { z } from 'zod';
import { AccountType } from '../entities/account.ts';
import { DutyPosition } from '../entities/member.ts';
import { MemberReference, stringifyMemberReference } from '../entities/memberReference.ts';
import { PermissionSet } from '../permissions/permissionSet.ts';

/** GET: the member's accounts; 404 when the context's account has no such member. */
export const internalMemberAccountsPath = (member: MemberReference): string =>
  `/internal/members/${encodeURIComponent(stringifyMemberReference(member))}/accounts`;

/** One account of the member, with what the member holds there. */
export const MemberAccount = z.object({
  accountID: z.string(),
  accountName: z.string(),
  accountType: AccountType,
  /** The member's permissions in this account (normalised for its type). */
  permissions: PermissionSet,
  /** The member's current duty positions in this account (expired temporary ones dropped). */
  dutyPositions: z.array(DutyPosition),
});
export type MemberAccount = z.infer<typeof MemberAccount>;

export const internalMemberAccountsResponse = z.object({
  member: MemberReference,
  /** The context's own account first, then the others by name. */
  accounts: z.array(MemberAccount),
});
export type InternalMemberAccountsResponse = z.infer<typeof internalMemberAccountsResponse>;
