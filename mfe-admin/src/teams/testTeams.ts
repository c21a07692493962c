// Teams and members for the team pages' component tests (the browser side only).
import { presetFor, type Team } from '@portal/contracts';
import { testMember } from '../members/testMembers.ts';

export const manager = testMember(510002, 'Morgan', 'Manager', {
  permissions: presetFor('Manager', 'CAPSQUADRON'),
});
export const cadet = testMember(510004, 'Casey', 'Cadet', {
  memberRank: 'C/A1C',
  seniorMember: false,
  permissions: presetFor('Member', 'CAPSQUADRON'),
});
/** Candidates of the pickers (GET /api/member/list). */
export const candidates = [
  manager,
  cadet,
  testMember(510006, 'Riley', 'Rocketeer', { memberRank: 'C/Capt', seniorMember: false }),
  testMember(510007, 'Jordan', 'Glider', { memberRank: 'C/SSgt', seniorMember: false }),
  testMember(510014, 'Pat', 'Pilot', { memberRank: 'Capt' }),
];

const ref = (id: number) => ({ type: 'CAPNHQMember' as const, id });

export function team(fields: Partial<Team> & Pick<Team, 'id' | 'name'>): Team {
  return {
    accountID: 'md001',
    description: '',
    visibility: 'PROTECTED',
    cadetLeader: null,
    seniorMentor: null,
    seniorCoach: null,
    members: null,
    memberCount: null,
    ...fields,
  };
}

/** A protected team as a signed-in viewer sees it: members, leaders with e-mails. */
export const rocketry = team({
  id: 3,
  name: 'Rocketry',
  description: 'Model rockets\nand launch days',
  cadetLeader: { reference: ref(510006), name: 'C/Capt Riley Rocketeer', email: 'riley@example.com' },
  seniorMentor: { reference: ref(510014), name: 'Capt Pat Pilot', email: null },
  seniorCoach: null,
  members: [
    { reference: ref(510006), job: 'Launch director', name: 'C/Capt Riley Rocketeer' },
    { reference: ref(510007), job: 'Safety', name: 'C/SSgt Jordan Glider' },
  ],
  memberCount: 2,
});

/** A private team as a viewer outside it sees it: the count, no members. */
export const colorGuard = team({
  id: 4,
  name: 'Color guard',
  visibility: 'PRIVATE',
  memberCount: 1,
});

/** Team 0, built from the cadet staff duty positions. */
export const cadetStaff = team({
  id: 0,
  name: 'Cadet Staff',
  description: 'The cadet staff of the unit',
  visibility: 'PUBLIC',
  members: [],
  memberCount: 0,
});

/** As GET /api/team answers: team 0 first, then by name. */
export const allTeams = [cadetStaff, colorGuard, rocketry];
