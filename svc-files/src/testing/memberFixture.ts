// A fictional signed-in member for signed contexts in tests.
import { emptyContact, type Member } from '@portal/contracts';

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
