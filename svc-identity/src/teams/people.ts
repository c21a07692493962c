// The member columns a team shows of a person (name for everyone, e-mail for leaders), read with
// the team rows so a team costs a fixed number of queries whatever its size.
import type { MemberContact, MemberReference } from '@portal/contracts';
import { fullNameOfRow, referenceFromRow, type MemberNameColumns } from '../members/reference.ts';

export interface PersonRow extends MemberNameColumns {
  type: MemberReference['type'];
  id: string;
  contact: Partial<MemberContact>;
}

/** A member as a team shows them: reference, display name, first e-mail address (or null). */
export interface TeamPerson {
  reference: MemberReference;
  name: string;
  email: string | null;
}

/** SQL: the person columns of members row `a` as one JSON object (null when the join found nobody). */
export const personJson = (a: string): string => `CASE WHEN ${a}.id IS NULL THEN NULL ELSE json_build_object(
    'type', ${a}.type, 'id', ${a}.id, 'member_rank', ${a}.member_rank, 'name_first', ${a}.name_first,
    'name_middle', ${a}.name_middle, 'name_last', ${a}.name_last, 'name_suffix', ${a}.name_suffix,
    'contact', ${a}.contact) END`;

/** The first stored address of the member's own e-mail (primary, secondary, emergency). */
export function firstEmail(contact: Partial<MemberContact>): string | null {
  const email = contact.EMAIL ?? {};
  return email.PRIMARY || email.SECONDARY || email.EMERGENCY || null;
}

export function personFromRow(row: PersonRow): TeamPerson {
  return {
    reference: referenceFromRow(row.type, row.id),
    name: fullNameOfRow(row),
    email: firstEmail(row.contact),
  };
}
