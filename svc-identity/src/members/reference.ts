// Member references are stored as (type, id text); national member ids are numeric in the API.
import type { MemberReference } from '@portal/contracts';

export function referenceFromRow(type: string, id: string): MemberReference {
  return type === 'CAPNHQMember'
    ? { type: 'CAPNHQMember', id: Number(id) }
    : { type: 'CAPProspectiveMember', id };
}

export function referenceToRow(ref: MemberReference): { type: string; id: string } {
  return { type: ref.type, id: String(ref.id) };
}
