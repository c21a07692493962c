// A fictional member for tests, browser side and server side alike ('@portal/contracts/testing/members'
// loads no Node module): a senior member of the test squadron with the Member preset, whatever
// `fields` override.
import { emptyContact, type Member } from '../entities/member.ts';
import { presetFor } from '../permissions/presets.ts';

export function fixtureMember(
  id: number,
  nameFirst: string,
  nameLast: string,
  fields: Partial<Member> = {},
): Member {
  return {
    type: 'CAPNHQMember',
    id,
    nameFirst,
    nameMiddle: '',
    nameLast,
    nameSuffix: '',
    memberRank: 'Capt',
    squadron: 'MER-MD-001',
    flight: null,
    gender: null,
    dateOfBirth: null,
    joined: null,
    expirationDate: null,
    seniorMember: true,
    hasNHQReference: true,
    orgid: 9001,
    dutyPositions: [],
    permissions: presetFor('Member', 'CAPSQUADRON'),
    teamIDs: [],
    absenteeInformation: null,
    contact: emptyContact(),
    ...fields,
  } as Member;
}
