// The e2e/pact fixture cadet (svc-identity's fixtures seed, member 100001) as svc-identity's sign-in
// answers it: the example of the consumer pacts that pin a signed-in member (shell/kit's sign-in,
// the shell's MFA challenge). Plain data, so it loads nowhere but in tests.
import type { Member } from '../entities/member.ts';

export const SIGNIN_CADET_EXAMPLE = {
  type: 'CAPNHQMember' as const,
  id: 100001,
  nameFirst: 'Casey',
  nameMiddle: '',
  nameLast: 'Cadet',
  nameSuffix: '',
  memberRank: 'C/Amn',
  squadron: 'MER-MD-001',
  flight: 'Alpha',
  gender: 'FEMALE' as const,
  dateOfBirth: 1_200_000_000_000,
  joined: 1_650_000_000_000,
  expirationDate: 1_900_000_000_000,
  seniorMember: false,
  hasNHQReference: true,
  orgid: 916,
  dutyPositions: [],
  permissions: {},
  teamIDs: [],
  absenteeInformation: null,
  contact: {
    CELLPHONE: {},
    WORKPHONE: {},
    HOMEPHONE: {},
    CADETPARENTPHONE: {},
    EMAIL: {},
    CADETPARENTEMAIL: {},
  },
} satisfies Member;
