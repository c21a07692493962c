import { describe, expect, it } from 'vitest';
import { emptyContact } from '../entities/member.ts';
import { contactListResponse } from './calls.ts';

describe('GET /api/member/contacts response', () => {
  const member = {
    type: 'CAPNHQMember',
    id: 510004,
    nameFirst: 'Casey',
    nameMiddle: 'Q',
    nameLast: 'Cadet',
    nameSuffix: '',
    memberRank: 'C/A1C',
    seniorMember: false,
    flight: 'Alpha',
    expirationDate: null,
    contact: emptyContact(),
  };

  it('keeps only the fields the pages show (no permissions, duties or birth date leave the server)', () => {
    const parsed = contactListResponse.parse({
      scope: 'Flight',
      flight: 'Alpha',
      flights: ['Alpha', 'Bravo'],
      members: [{ ...member, dateOfBirth: 1, permissions: { FlightAssign: 'YES' }, dutyPositions: [] }],
    });
    expect(Object.keys(parsed.members[0]!).sort()).toEqual(Object.keys(member).sort());
  });

  it('refuses a scope other than Account or Flight', () => {
    expect(
      contactListResponse.safeParse({ scope: 'None', flight: null, flights: [], members: [] }).success,
    ).toBe(false);
  });
});
