import { describe, expect, it } from 'vitest';
import { emptyContact, type MemberContact } from '../entities/member.ts';
import {
  INTERNAL_MEMBER_CONTACTS_LIMIT,
  internalMemberContactsRequest,
  internalMemberContactsResponse,
  pocContactOf,
} from './internalMembers.ts';

const contact = (fields: Partial<MemberContact>): MemberContact => ({ ...emptyContact(), ...fields });

describe('pocContactOf (platform §3 Contact: the primary email and the primary phone)', () => {
  const cases: Array<[string, Partial<MemberContact>, { email: string; phone: string }]> = [
    ['nothing stored gives blanks', emptyContact(), { email: '', phone: '' }],
    ['a stored-as-{} contact gives blanks', {}, { email: '', phone: '' }],
    [
      'primary email and primary cell phone, trimmed',
      contact({ EMAIL: { PRIMARY: ' pat@example.org ' }, CELLPHONE: { PRIMARY: '(410)555-0101' } }),
      { email: 'pat@example.org', phone: '(410)555-0101' },
    ],
    [
      'secondary and emergency values are not primary',
      contact({ EMAIL: { SECONDARY: 'x@example.org' }, CELLPHONE: { EMERGENCY: '4105550199' } }),
      { email: '', phone: '' },
    ],
    [
      'no cell phone: the home phone, then the work phone',
      contact({ HOMEPHONE: { PRIMARY: '3015550102' }, WORKPHONE: { PRIMARY: '3015550103' } }),
      { email: '', phone: '3015550102' },
    ],
    [
      'a blank cell phone does not hide the work phone',
      contact({ CELLPHONE: { PRIMARY: '  ' }, WORKPHONE: { PRIMARY: '3015550103' } }),
      { email: '', phone: '3015550103' },
    ],
    [
      "a parent's phone or email is never the member's",
      contact({
        CADETPARENTPHONE: { PRIMARY: '4435550100' },
        CADETPARENTEMAIL: { PRIMARY: 'p@example.org' },
      }),
      { email: '', phone: '' },
    ],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(pocContactOf(input)).toEqual(expected);
  });
});

describe('internal member contacts schemas', () => {
  it('the request takes 1 to INTERNAL_MEMBER_CONTACTS_LIMIT member references', () => {
    const ref = { type: 'CAPNHQMember', id: 510002 };
    expect(internalMemberContactsRequest.safeParse({ members: [ref] }).success).toBe(true);
    expect(internalMemberContactsRequest.safeParse({ members: [] }).success).toBe(false);
    const many = Array.from({ length: INTERNAL_MEMBER_CONTACTS_LIMIT + 1 }, () => ref);
    expect(internalMemberContactsRequest.safeParse({ members: many }).success).toBe(false);
    expect(internalMemberContactsRequest.safeParse({ members: [{ type: 'Nobody', id: 1 }] }).success).toBe(
      false,
    );
  });

  it('the answer lists found members (name, email, phone) and references not found', () => {
    const answer = {
      found: [
        { member: { type: 'CAPNHQMember', id: 510002 }, name: 'Capt Morgan M Manager', email: '', phone: '' },
      ],
      notFound: [{ type: 'CAPProspectiveMember', id: 'md001-9' }],
    };
    expect(internalMemberContactsResponse.parse(answer)).toEqual(answer);
    expect(
      internalMemberContactsResponse.safeParse({ found: [{ member: answer.notFound[0] }], notFound: [] })
        .success,
    ).toBe(false);
  });
});
