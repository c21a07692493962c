// Platform §5 "Without parent emails, the first available of the member's addresses (primary,
// secondary, emergency) is used; with them, all; duplicates removed", and §2's output box
// ('; '-joined unique addresses) and missing-email warning. Pure (addresses.test.ts).
import type { ContactPriority } from '../entities/member.ts';
import type { SelectableMember } from './filters.ts';

/** §2 and §8 words of the email selectors. */
export const EMAIL_SELECTOR_MESSAGES = {
  missingEmail: 'Warning: Some selected members do not have an email stored',
  loadError: 'There was an error loading the member list',
} as const;

/** §2: unique addresses joined by '; '. */
export const EMAIL_SEPARATOR = '; ';
/** §2 output box and §9 contact boxes: 400 px tall. */
export const CONTACT_BOX_HEIGHT_PX = 400;

const PRIORITIES: readonly ContactPriority[] = ['PRIMARY', 'SECONDARY', 'EMERGENCY'];

type WithContact = Pick<SelectableMember, 'contact'>;

const present = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** Unique by address, case-insensitively (mail addresses are delivered case-insensitively); first spelling kept. */
export function uniqueAddresses(addresses: Iterable<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const address of addresses) {
    const key = address.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(address);
  }
  return out;
}

/**
 * The addresses one member contributes. Without parent emails: the first of EMAIL PRIMARY,
 * SECONDARY, EMERGENCY that is stored. With parent emails: every stored EMAIL and
 * CADETPARENTEMAIL address (member's first, each in priority order).
 */
export function memberEmailAddresses(member: WithContact, addParentEmails: boolean): string[] {
  const own = PRIORITIES.map((p) => present(member.contact.EMAIL[p])).filter((a): a is string => a !== null);
  if (!addParentEmails) return own.slice(0, 1);
  const parents = PRIORITIES.map((p) => present(member.contact.CADETPARENTEMAIL[p])).filter(
    (a): a is string => a !== null,
  );
  return uniqueAddresses([...own, ...parents]);
}

/** Every selected member's addresses, duplicates removed, in the members' order. */
export function selectedAddresses(members: readonly WithContact[], addParentEmails: boolean): string[] {
  return uniqueAddresses(members.flatMap((m) => memberEmailAddresses(m, addParentEmails)));
}

/** The output box's text: the unique addresses joined by '; '. */
export function emailOutputText(members: readonly WithContact[], addParentEmails: boolean): string {
  return selectedAddresses(members, addParentEmails).join(EMAIL_SEPARATOR);
}

/** §2 warning: shown when a selected member contributes no address under the current toggle. */
export function someSelectedWithoutEmail(members: readonly WithContact[], addParentEmails: boolean): boolean {
  return members.some((m) => memberEmailAddresses(m, addParentEmails).length === 0);
}
