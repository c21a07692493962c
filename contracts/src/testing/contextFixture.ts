// Tests only: a fictional signed-in member and the context the gateway would sign for them.
import type { RequestContext } from '../entities/context.ts';
import { emptyContact, type Member } from '../entities/member.ts';

export function testMember(): Member {
  return {
    type: 'CAPNHQMember',
    id: 546319,
    nameFirst: 'Casey',
    nameMiddle: '',
    nameLast: 'Cadet',
    nameSuffix: '',
    memberRank: 'C/Amn',
    squadron: 'MER-MD-001',
    flight: 'Alpha',
    gender: null,
    dateOfBirth: null,
    joined: null,
    expirationDate: null,
    seniorMember: false,
    hasNHQReference: true,
    orgid: 916,
    dutyPositions: [],
    permissions: {},
    teamIDs: [],
    absenteeInformation: null,
    contact: emptyContact(),
  };
}

/** testMember signed in with a Regular session on md001, issued now; override any field. */
export function testContext(overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    accountID: 'md001',
    account: null,
    session: { id: 'session-1', type: 'Regular', expires: Date.now() + 60_000 },
    member: testMember(),
    issuedAt: Date.now(),
    ...overrides,
  };
}
