// Platform §2 Teams, §3 Team, §4 team states, §5 team form, §7 "teams" calls (owner: svc-identity).
// One schema per call, used by mfe-admin and svc-identity alike.
import { z } from 'zod';
import { Member } from '../entities/member.ts';
import { MemberReference } from '../entities/memberReference.ts';

/** §9: team 0 is special: built from the cadet staff duty positions, never edited or deleted. */
export const TEAM_ZERO_ID = 0;

export const TeamVisibility = z.enum(['PRIVATE', 'PROTECTED', 'PUBLIC']);
export type TeamVisibility = z.infer<typeof TeamVisibility>;

/** §5 and §6 messages, word for word. */
export const TEAM_MESSAGES = {
  nameEmpty: 'Team name must not be empty',
  selectPublicity: 'Please select a publicity',
  reallyDelete: 'Really delete team?',
  noDescriptionList: 'Team has no description',
  noDescriptionView: 'No team description',
  createNoPermission: 'You do not have permission to do that action',
  editNoPermission: 'You do not have permission to do that',
  createError: 'There was an error creating the team',
  loadError: 'There was an error getting team or member information',
  listError: 'There was an error getting the teams list',
  connectionError: 'A connection error occurred',
  /** A member row without a member chosen (§4: submission is blocked if any reference is empty). */
  memberRowEmpty: 'Please select a member for every team member row',
} as const;

/** 'This team has {n} member(s)' (§2 list). */
export const teamMemberCountText = (n: number): string => `This team has ${n} member${n === 1 ? '' : 's'}`;

/** A member of a team and their job on it. `name` is filled in by the server for display. */
export const TeamMember = z.object({
  reference: MemberReference,
  job: z.string().max(200),
  name: z.string().optional(),
});
export type TeamMember = z.infer<typeof TeamMember>;

/** A leader as the viewer may see it: the name always, the email only when membership is visible. */
export const TeamLeader = z.object({
  reference: MemberReference,
  name: z.string(),
  email: z.string().nullable(),
});
export type TeamLeader = z.infer<typeof TeamLeader>;

/**
 * §3 Team as the server answers it (GET /team, GET /team/{id}). Membership the viewer may not see
 * (§6 visibility) never leaves the server: `members` is null then, and `memberCount` is null when
 * the count is hidden too (a non-public team to an anonymous visitor).
 */
export const Team = z.object({
  id: z.number().int().nonnegative(),
  accountID: z.string(),
  name: z.string(),
  description: z.string(),
  visibility: TeamVisibility,
  cadetLeader: TeamLeader.nullable(),
  seniorMentor: TeamLeader.nullable(),
  seniorCoach: TeamLeader.nullable(),
  members: z.array(TeamMember).nullable(),
  memberCount: z.number().int().nonnegative().nullable(),
});
export type Team = z.infer<typeof Team>;

export const teamResponse = Team;
export const teamListResponse = z.array(Team);
export type TeamListResponse = z.infer<typeof teamListResponse>;

/** The body of POST /team (create) and PUT /team/{id} (update): the §2 form. */
export const teamRequest = z.object({
  name: z.string().trim().min(1, TEAM_MESSAGES.nameEmpty).max(200),
  description: z.string().max(5000),
  visibility: TeamVisibility,
  cadetLeader: MemberReference.nullable(),
  seniorMentor: MemberReference.nullable(),
  seniorCoach: MemberReference.nullable(),
  members: z.array(TeamMember.pick({ reference: true, job: true })).max(500),
  token: z.string().optional(),
});
export type TeamRequest = z.infer<typeof teamRequest>;

/** POST /team answers the new id (§7 "response id"). */
export const createTeamResponse = z.object({ id: z.number().int().positive() });
export type CreateTeamResponse = z.infer<typeof createTeamResponse>;

/** PUT /teams/{id}/members adds a member; POST /teams/{id}/members changes their job. */
export const teamMemberRequest = z.object({
  reference: MemberReference,
  job: z.string().max(200),
  token: z.string().optional(),
});
export type TeamMemberRequest = z.infer<typeof teamMemberRequest>;

/**
 * GET /team/{id}/members: the members (with contact, for the team email selector and 'Team
 * contact info') for a signed-in viewer who may see the membership; 403 otherwise.
 */
export const teamMembersResponse = z.array(z.object({ member: Member, job: z.string() }));
export type TeamMembersResponse = z.infer<typeof teamMembersResponse>;

/** §2 list: 'This team has {n} member(s)' shows for public teams or to signed-in viewers. */
export const showsMemberCount = (team: Pick<Team, 'memberCount'>): boolean => team.memberCount !== null;
