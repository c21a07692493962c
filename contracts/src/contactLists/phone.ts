// Platform §5/§9 "Phone display (xxx)xxx-xxxx", and the phone numbers and addresses of a member as
// the contact lists show them. Pure (phone.test.ts).
import type { ContactKind, ContactPriority, MemberContact } from '../entities/member.ts';

/**
 * (xxx)xxx-xxxx for ten digits, or eleven starting with the country code 1 (dropped: forms show
 * the national number); anything else as stored (trimmed), so nothing is lost or invented.
 */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return raw.trim();
  return `(${national.slice(0, 3)})${national.slice(3, 6)}-${national.slice(6)}`;
}

export interface LabelledContact {
  /** 'Cell', 'Home (emergency)', 'Parent email', ... */
  label: string;
  value: string;
}

const PRIORITIES: readonly ContactPriority[] = ['PRIMARY', 'SECONDARY', 'EMERGENCY'];
const PRIORITY_SUFFIX: Record<ContactPriority, string> = {
  PRIMARY: '',
  SECONDARY: ' (secondary)',
  EMERGENCY: ' (emergency)',
};

function labelled(
  contact: Pick<MemberContact, ContactKind>,
  kinds: ReadonlyArray<readonly [ContactKind, string]>,
  format: (value: string) => string,
): LabelledContact[] {
  const out: LabelledContact[] = [];
  const seen = new Set<string>();
  for (const [kind, name] of kinds) {
    for (const priority of PRIORITIES) {
      const stored = (contact[kind][priority] ?? '').trim();
      if (stored === '') continue;
      const value = format(stored);
      if (seen.has(value.toLowerCase())) continue;
      seen.add(value.toLowerCase());
      out.push({ label: name + PRIORITY_SUFFIX[priority], value });
    }
  }
  return out;
}

/** Every stored phone number, formatted, duplicates dropped: cell, home, work, then parent. */
export function memberPhones(contact: MemberContact): LabelledContact[] {
  return labelled(
    contact,
    [
      ['CELLPHONE', 'Cell'],
      ['HOMEPHONE', 'Home'],
      ['WORKPHONE', 'Work'],
      ['CADETPARENTPHONE', 'Parent'],
    ],
    formatPhone,
  );
}

/** Every stored email address, duplicates dropped: the member's, then the parent's. */
export function memberEmails(contact: MemberContact): LabelledContact[] {
  return labelled(
    contact,
    [
      ['EMAIL', 'Email'],
      ['CADETPARENTEMAIL', 'Parent email'],
    ],
    (value) => value,
  );
}
