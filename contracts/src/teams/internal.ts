// svc-identity's internal team-membership calls ("svc-identity's internal team-membership
// call that svc-events and svc-files will consume"). Service to service only: /internal paths are
// never routed by the gateway, and every call carries a signed context (session null) whose
// accountID names the account; the path never does, so a caller cannot ask about another account
// than the one its own request came from. No visibility rule applies here: the calling service
// decides what its own caller may see (e.g. svc-files' TEAM sharing entries, svc-events' team
// sign-ups). Team 0 (the cadet staff, §9) is answered like any other team.
import { z } from 'zod';
import { MemberReference, stringifyMemberReference } from '../entities/memberReference.ts';

/** GET: the team's member list and its leaders; 404 when the account has no such team. */
export const internalTeamMembersPath = (teamID: number): string => `/internal/teams/${teamID}/members`;

export const internalTeamMembersResponse = z.object({
  teamID: z.number().int().nonnegative(),
  /** The member list, in the team's order. */
  members: z.array(MemberReference),
  /** Cadet leader, senior mentor, senior coach: those set, without repeats. Leaders are team members too (§6). */
  leaders: z.array(MemberReference),
});
export type InternalTeamMembersResponse = z.infer<typeof internalTeamMembersResponse>;

/** GET: the ids of the teams the member is on (member list or leader); 404 when the account has no such member. */
export const internalMemberTeamsPath = (member: MemberReference): string =>
  `/internal/members/${encodeURIComponent(stringifyMemberReference(member))}/teams`;

export const internalMemberTeamsResponse = z.object({
  member: MemberReference,
  /** Ascending; 0 when the member is on the cadet staff (team 0). */
  teamIDs: z.array(z.number().int().nonnegative()),
});
export type InternalMemberTeamsResponse = z.infer<typeof internalMemberTeamsResponse>;
