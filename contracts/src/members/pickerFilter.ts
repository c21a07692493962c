// Platform §5 "Member-name filter in pickers: case-insensitive pattern; an invalid pattern matches
// nothing (name filter) or everything (id filter)". A pattern is a regular expression.
import { memberFullName, type Member } from '../entities/member.ts';
import { stringifyMemberReference, type MemberReference } from '../entities/memberReference.ts';

type PickerMember = MemberReference &
  Pick<Member, 'memberRank' | 'nameFirst' | 'nameMiddle' | 'nameLast' | 'nameSuffix'>;

function compile(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'i');
  } catch {
    return null;
  }
}

/** Name filter: matches the full name (rank, first, middle initial, last, suffix); invalid matches nothing. */
export function memberNameFilter(pattern: string): (member: PickerMember) => boolean {
  if (pattern === '') return () => true;
  const regex = compile(pattern);
  if (!regex) return () => false;
  return (member) =>
    regex.test(memberFullName(member)) || regex.test(`${member.nameFirst} ${member.nameLast}`);
}

/** Id filter: matches the id or the reference's string form; an invalid pattern matches everything. */
export function memberIdFilter(pattern: string): (member: PickerMember) => boolean {
  if (pattern === '') return () => true;
  const regex = compile(pattern);
  if (!regex) return () => true;
  return (member) => regex.test(String(member.id)) || regex.test(stringifyMemberReference(member));
}
