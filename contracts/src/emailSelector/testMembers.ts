// Members for the email selector's table tests (fictional; example.com addresses).
import { emptyContact, type MemberContact } from '../entities/member.ts';
import type { SelectableMember } from './filters.ts';

export function selectable(
  fields: Partial<Omit<SelectableMember, 'contact'>> & { contact?: Partial<MemberContact> } = {},
): SelectableMember {
  const { contact, ...rest } = fields;
  return {
    type: 'CAPNHQMember',
    id: 510004,
    nameFirst: 'Casey',
    nameMiddle: 'Q',
    nameLast: 'Cadet',
    nameSuffix: '',
    memberRank: 'C/A1C',
    seniorMember: false,
    flight: 'Alpha',
    ...rest,
    contact: { ...emptyContact(), ...contact },
  } as SelectableMember;
}
