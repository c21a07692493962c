// Events spec §6 "Link event: needs non-NONE permission and linkable accounts not yet linked; a
// LINKED event cannot be linked further. One target account gives a direct button; several give a
// picker with a regex name filter." Pure rules shared by svc-events (which links it makes, which
// accounts GET /api/events/{id}/linkable lists) and mfe-events (the button or the picker).
//
// Design (what the spec leaves open, decided here):
// - A target account is linkable when the member exists there (svc-identity's member accounts call,
//   internalAccounts.ts) and their level there, computed from THAT account's own permissions and
//   duty positions (accountEventLevel), is non-NONE; never the event's own account.
// - The refusals below are the answers of POST /api/events/{eventid}/link/{targetaccount}, checked
//   in this order; the first one that applies is the message.
import type { ManageEventLevel } from '../permissions/permissionSet.ts';
import type { MemberReference } from '../entities/memberReference.ts';
import type { LinkableAccountsResponse } from './calls.ts';
import type { EventType } from './entities.ts';
import type { MemberAccount } from './internalAccounts.ts';
import { EVENT_MESSAGES } from './messages.ts';
import { accountEventLevel, EVENT_PERMISSION_MESSAGES, type EventRuleContext } from './rules/index.ts';

/** The words of linking (§4 and §8 for success and failure; the refusals are designed here). */
export const EVENT_LINK_MESSAGES = {
  /** §4/§8 link success. */
  linked: EVENT_MESSAGES.linked,
  /** §6 "Without permission: 'You do not have permission to do that'". */
  noPermission: EVENT_PERMISSION_MESSAGES.generic,
  /** §6 "a LINKED event cannot be linked further". */
  linkedCannotBeLinked: 'A linked event cannot be linked further',
  ownAccount: 'An event cannot be linked to its own account',
  invalidAccount: 'Could not find the account to link to',
  noPermissionInTarget: 'You do not have permission to manage events in that account',
  alreadyLinked: 'This event is already linked to that account',
  /** Design: a linked event's content is the source's; it is edited there. */
  editInSource: 'This event is linked from another account: edit it in its source account',
} as const;

/** One account of GET /api/events/{id}/linkable (calls.ts LinkableAccount). */
type LinkableAccount = LinkableAccountsResponse[number];

export interface LinkRefusal {
  status: 400 | 403 | 404 | 409;
  message: string;
}

export interface LinkCheck {
  /** The event to link (its own account and type). */
  event: { accountID: string; type: EventType };
  /** The member's §6 effective level for that event (in its own account). */
  level: ManageEventLevel;
  member: MemberReference;
  /** The member's accounts (svc-identity's member accounts call). */
  memberAccounts: readonly Pick<
    MemberAccount,
    'accountID' | 'accountName' | 'permissions' | 'dutyPositions'
  >[];
  /** Accounts the event is already linked into. */
  linkedAccountIDs: readonly string[];
  rules: EventRuleContext;
}

/** The member's §6 level in one of their accounts, from that account's own permissions. */
export function levelInAccount(
  member: MemberReference,
  account: Pick<MemberAccount, 'permissions' | 'dutyPositions'>,
  rules: EventRuleContext,
): ManageEventLevel {
  return accountEventLevel(
    { ...member, permissions: account.permissions, dutyPositions: account.dutyPositions },
    rules,
  );
}

/** Why the event may not be linked into `target` (null: it may). */
export function linkRefusal(check: LinkCheck, target: string): LinkRefusal | null {
  if (check.level === 'NONE') return { status: 403, message: EVENT_LINK_MESSAGES.noPermission };
  if (check.event.type === 'LINKED')
    return { status: 400, message: EVENT_LINK_MESSAGES.linkedCannotBeLinked };
  if (target.toLowerCase() === check.event.accountID.toLowerCase())
    return { status: 400, message: EVENT_LINK_MESSAGES.ownAccount };
  const account = check.memberAccounts.find((a) => a.accountID === target);
  if (!account || levelInAccount(check.member, account, check.rules) === 'NONE')
    return { status: 403, message: EVENT_LINK_MESSAGES.noPermissionInTarget };
  if (check.linkedAccountIDs.includes(target))
    return { status: 409, message: EVENT_LINK_MESSAGES.alreadyLinked };
  return null;
}

/** GET /api/events/{id}/linkable: every account the event may be linked into, in the given order. */
export function linkableAccounts(check: LinkCheck): LinkableAccount[] {
  return check.memberAccounts
    .filter((a) => linkRefusal(check, a.accountID) === null)
    .map((a) => ({ id: a.accountID, name: a.accountName }));
}

/** §6 "One target account gives a direct button; several give a picker". None: no link action. */
export function linkControl(accounts: readonly LinkableAccount[]): 'none' | 'button' | 'picker' {
  return accounts.length === 0 ? 'none' : accounts.length === 1 ? 'button' : 'picker';
}

/**
 * §6 the picker's "regex name filter": a case-insensitive regular expression over the account's
 * name and id; an empty or invalid pattern passes everything (as §5's bulk-add name filter).
 */
export function linkableAccountFilter(pattern: string): (account: LinkableAccount) => boolean {
  let regex: RegExp | null = null;
  try {
    regex = pattern === '' ? null : new RegExp(pattern, 'i');
  } catch {
    regex = null;
  }
  return (account) => !regex || regex.test(account.name) || regex.test(account.id);
}
