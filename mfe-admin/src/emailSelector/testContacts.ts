// Fictional members for the email selector and contact list component tests (example.com).
import {
  emptyContact,
  type ContactListMember,
  type ContactListResponse,
  type MemberContact,
} from '@portal/contracts';

export function contactMember(
  fields: Partial<Omit<ContactListMember, 'contact'>> & { contact?: Partial<MemberContact> },
): ContactListMember {
  const { contact, ...rest } = fields;
  return {
    type: 'CAPNHQMember',
    id: 510000,
    nameFirst: 'Pat',
    nameMiddle: '',
    nameLast: 'Member',
    nameSuffix: '',
    memberRank: 'C/Amn',
    seniorMember: false,
    flight: 'Alpha',
    expirationDate: null,
    ...rest,
    contact: { ...emptyContact(), ...contact },
  } as ContactListMember;
}

/** Four members: two Alpha cadets, a Bravo cadet with only a parent address, an unassigned senior. */
export const CONTACTS: ContactListMember[] = [
  contactMember({
    id: 510021,
    nameFirst: 'Val',
    nameLast: 'Dunmore',
    memberRank: 'C/SSgt',
    contact: {
      EMAIL: { PRIMARY: 'val@example.com' },
      CADETPARENTEMAIL: { PRIMARY: 'dunmore.parent@example.com' },
      CELLPHONE: { PRIMARY: '4105550121' },
    },
  }),
  contactMember({
    id: 510027,
    nameFirst: 'Blake',
    nameLast: 'Valemont',
    memberRank: 'C/Amn',
    contact: {
      EMAIL: { SECONDARY: 'blake.school@example.com', EMERGENCY: 'blake.backup@example.com' },
      CADETPARENTEMAIL: { PRIMARY: 'valemont.parent@example.com' },
    },
  }),
  contactMember({
    id: 510012,
    nameFirst: 'Ada',
    nameLast: 'Quarrington',
    memberRank: 'C/MSgt',
    flight: 'Bravo',
    contact: { CADETPARENTEMAIL: { PRIMARY: 'quarrington.parent@example.com' } },
  }),
  contactMember({
    id: 510005,
    nameFirst: 'Sydney',
    nameLast: 'Senior',
    memberRank: '1stLt',
    seniorMember: true,
    flight: null,
    contact: { EMAIL: { PRIMARY: 'sydney@example.com' }, HOMEPHONE: { PRIMARY: '301-555-0105' } },
  }),
];

export const ACCOUNT_LIST: ContactListResponse = {
  scope: 'Account',
  flight: null,
  flights: ['Alpha', 'Bravo'],
  members: CONTACTS,
};

export const ALPHA_LIST: ContactListResponse = {
  scope: 'Flight',
  flight: 'Alpha',
  flights: ['Alpha', 'Bravo'],
  members: CONTACTS.filter((m) => m.flight === 'Alpha'),
};
