// The team calls' refusals. §8's access messages word for word where the spec has one; the rest
// are ours (the spec does not show them) and the team pages show them as they are (§8 "server
// messages shown as is for team view").
import { ACCESS_MESSAGES, API_ERRORS, VALIDATION_ERROR_CODE, type MemberReference } from '@portal/contracts';

export interface TeamRefusal {
  status: number;
  code: string;
  message: string;
}

const invalid = (message: string): TeamRefusal => ({ status: 400, code: VALIDATION_ERROR_CODE, message });

/** The labels of the §2 form, naming a leader in messages. */
export const LEADER_ROLES = {
  cadetLeader: 'Cadet team leader',
  seniorMentor: 'Senior mentor',
  seniorCoach: 'Senior coach',
} as const;
export type LeaderRole = keyof typeof LEADER_ROLES;

const show = (ref: MemberReference) => `${ref.type}-${ref.id}`;

export const TEAM_REFUSALS = {
  invalidTeamID: invalid('Invalid team ID'),
  teamNotFound: { status: 404, code: 'NOT_FOUND', message: 'Could not find the team' },
  memberUnknown: { status: 404, code: 'NOT_FOUND', message: 'Could not find the member' },
  /** §8 "You cannot perform this action": team 0 is built from duty positions (§6 "Team 0 cannot be edited or deleted"). */
  teamZero: { status: 403, code: 'FORBIDDEN', message: ACCESS_MESSAGES.cannotPerform },
  forbidden: API_ERRORS.forbidden,
  signInRequired: API_ERRORS.signInRequired,
  leaderNotFound: (role: LeaderRole, ref: MemberReference) =>
    invalid(`${LEADER_ROLES[role]} ${show(ref)} is not a member of this unit`),
  memberNotFound: (ref: MemberReference) => invalid(`Team member ${show(ref)} is not a member of this unit`),
  listedTwice: (ref: MemberReference) =>
    invalid(`Team member ${show(ref)} is listed more than once; a member can be on a team only once`),
  alreadyOnTeam: (ref: MemberReference) => invalid(`${show(ref)} is already on the team`),
  notOnTeam: (ref: MemberReference) => ({
    status: 404,
    code: 'NOT_FOUND',
    message: `${show(ref)} is not on the team`,
  }),
} as const;

/** §2 teams notification to a member who joins a team ("team membership"). */
export const addedToTeamMessage = (teamName: string) => `You were added to the team '${teamName}'`;
