// What the contact lists show of each member, and the text of the two contact boxes (platform §9
// "contact boxes 400 px tall"): every email address, and a line of phone numbers per member.
import {
  EMAIL_SEPARATOR,
  memberEmails,
  memberFullName,
  memberPhones,
  normalizeName,
  selectedAddresses,
  type ContactListMember,
  type LabelledContact,
} from '@portal/contracts';

export interface ContactRow {
  key: string;
  name: string;
  rank: string;
  flight: string;
  phones: LabelledContact[];
  emails: LabelledContact[];
}

export function contactRow(member: ContactListMember): ContactRow {
  return {
    key: `${member.type}-${member.id}`,
    name: normalizeName(`${member.nameFirst} ${member.nameMiddle} ${member.nameLast} ${member.nameSuffix}`),
    rank: member.memberRank,
    flight: member.flight ?? 'Unassigned',
    phones: memberPhones(member.contact),
    emails: memberEmails(member.contact),
  };
}

/** Every address of the listed members (theirs and their parents'), unique, joined by '; '. */
export function emailBoxText(members: readonly ContactListMember[]): string {
  return selectedAddresses(members, true).join(EMAIL_SEPARATOR);
}

/** One line per member with a phone: 'C/A1C Casey Q Cadet: (410)555-0104 (Cell), (443)555-0115 (Parent)'. */
export function phoneBoxText(members: readonly ContactListMember[]): string {
  return members
    .map((m) => ({ name: memberFullName(m), phones: memberPhones(m.contact) }))
    .filter((m) => m.phones.length > 0)
    .map((m) => `${m.name}: ${m.phones.map((p) => `${p.value} (${p.label})`).join(', ')}`)
    .join('\n');
}
