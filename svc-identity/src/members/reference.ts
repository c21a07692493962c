// Member references are stored as (type, id text); national member ids are numeric in the API.
import { memberFullName, type MemberReference } from '@portal/contracts';

export function referenceFromRow(type: string, id: string): MemberReference {
  return type === 'CAPNHQMember'
    ? { type: 'CAPNHQMember', id: Number(id) }
    : { type: 'CAPProspectiveMember', id };
}

export function referenceToRow(ref: MemberReference): { type: string; id: string } {
  return { type: ref.type, id: String(ref.id) };
}

/** The name columns of identity.members, as the queries read them. */
export interface MemberNameColumns {
  member_rank: string;
  name_first: string;
  name_middle: string;
  name_last: string;
  name_suffix: string;
}

/** A member row's key and name columns. */
export interface MemberNameRow extends MemberNameColumns {
  type: string;
  id: string;
}

/** The display name of a member row, as stored (no normalising). */
export function fullNameOfRow(row: MemberNameColumns): string {
  return memberFullName({
    memberRank: row.member_rank,
    nameFirst: row.name_first,
    nameMiddle: row.name_middle,
    nameLast: row.name_last,
    nameSuffix: row.name_suffix,
  });
}
