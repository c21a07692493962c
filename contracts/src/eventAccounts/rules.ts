// Platform §3 "A new event account", §5 "New event account" and §6 "Event account creation".
// Pure functions shared by the page (live messages, disabled form) and svc-identity.
import type { Account } from '../entities/account.ts';
import type { Member } from '../entities/member.ts';
import type { MemberReference } from '../entities/memberReference.ts';
import { hasPermission, isSuperUser } from '../permissions/presets.ts';
import { FORM_MESSAGES } from '../validation/fieldRules.ts';

/** The accounts table's CHECK: letters, then digits, then letters or digits (ids are host names). */
export const ACCOUNT_ID_PATTERN = /^[a-z]+[0-9]+[a-z0-9]*$/;
/** A DNS label holds at most 63 characters. */
export const ACCOUNT_ID_MAX_LENGTH = 63;
export const ACCOUNT_NAME_MAX_LENGTH = 200;

export const EVENT_ACCOUNT_MESSAGES = {
  accountNameEmpty: FORM_MESSAGES.accountNameEmpty,
  accountIdPrefix: FORM_MESSAGES.accountIdPrefix,
  accountIdCharacters: 'Account ID may contain only lowercase letters and digits, at most 63 characters',
  accountIdTaken: 'That account ID is already taken',
  accountIdSame: 'The new account ID must be longer than the current account ID',
  notAllowed: 'You do not have permission to do that',
} as const;

export interface EventAccountErrors {
  accountID?: string;
  accountName?: string;
}

/** §5: name non-empty; id must start with the current account id (and be a valid, new host name). */
export function eventAccountErrors(
  input: { accountID: string; accountName: string },
  currentAccountID: string,
): EventAccountErrors {
  const errors: EventAccountErrors = {};
  if (input.accountName.trim() === '') errors.accountName = EVENT_ACCOUNT_MESSAGES.accountNameEmpty;
  else if (input.accountName.trim().length > ACCOUNT_NAME_MAX_LENGTH)
    errors.accountName = `Account name must be at most ${ACCOUNT_NAME_MAX_LENGTH} characters`;
  const id = input.accountID.trim();
  if (!id.startsWith(currentAccountID)) {
    errors.accountID = EVENT_ACCOUNT_MESSAGES.accountIdPrefix(currentAccountID);
  } else if (id === currentAccountID) {
    errors.accountID = EVENT_ACCOUNT_MESSAGES.accountIdSame;
  } else if (!ACCOUNT_ID_PATTERN.test(id) || id.length > ACCOUNT_ID_MAX_LENGTH) {
    errors.accountID = EVENT_ACCOUNT_MESSAGES.accountIdCharacters;
  }
  return errors;
}

/** Duty positions that let a member create event accounts (§6). */
export const EVENT_ACCOUNT_CREATOR_DUTIES = ['Commander', 'Information Technologies Officer'] as const;

/**
 * §6: for wing or region accounts, a member with Commander or Information Technologies Officer
 * duty (counted if unit-level, i.e. a temporary CAPUnit position, or held in one of the account's
 * org ids) or CreateEventAccount YES; super users always. Other account types: super users only.
 */
export function mayCreateEventAccount(
  member: (MemberReference & Pick<Member, 'permissions' | 'dutyPositions'>) | null | undefined,
  account: Pick<Account, 'type' | 'orgIDs'>,
  superUserIDs: readonly number[],
): boolean {
  if (!member) return false;
  if (isSuperUser(member, superUserIDs)) return true;
  if (account.type !== 'CAPWING' && account.type !== 'CAPREGION') return false;
  const heldHere = member.dutyPositions.some(
    (d) =>
      (EVENT_ACCOUNT_CREATOR_DUTIES as readonly string[]).includes(d.duty) &&
      (d.type === 'CAPUnit' || account.orgIDs.includes(d.orgid)),
  );
  return heldHere || hasPermission(member, 'CreateEventAccount', 'YES');
}
