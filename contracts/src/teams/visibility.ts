// Platform §6 "Teams" as pure functions, used by svc-identity (which enforces them) and by the team
// pages (which only decide what to offer). The server is the authority: a PRIVATE team's members
// never leave it for a viewer these functions refuse.
//
// Decisions the spec leaves open (svc-identity/README.md "Teams"):
// - "team members" of §6 are the member list AND the three leaders ("leaders are the three
//   leadership roles");
// - the privileged user and holders of ManageTeam FULL see every team's membership (they may edit
//   the team anyway, so hiding it from them would protect nothing);
// - a leader's e-mail goes only to SIGNED-IN viewers who may see the membership: an anonymous
//   visitor of a PUBLIC team sees names, not addresses (many leaders are minors);
// - the members call (GET /team/{id}/members, with contact data) needs a signed-in viewer who may
//   see the membership; other members' contact data then follows the member-data rule
//   (memberForViewer), except that a team's leaders see their own team's contact data in full.
import { memberForViewer, type MemberAccessViewer } from '../members/access.ts';
import type { Member } from '../entities/member.ts';
import { areMemberReferencesEqual, type MemberReference } from '../entities/memberReference.ts';
import type { PermissionSet } from '../permissions/permissionSet.ts';
import { hasPermission } from '../permissions/presets.ts';
import { registerEnumName } from '../validation/enumNames.ts';
import { TEAM_ZERO_ID, TeamVisibility } from './calls.ts';

// §5's "must be an element of the enum '{name}'" names the enum
registerEnumName(TeamVisibility, 'TeamVisibility');

/** Who looks at a team: the signed-in member (Regular session) or null, and the privileged-user flag. */
export interface TeamViewer {
  member: (MemberReference & { permissions: PermissionSet }) | null;
  superUser: boolean;
}

/** What the rules need to know of a team. */
export interface TeamMembership {
  visibility: TeamVisibility;
  /** The references of the member list. */
  members: readonly MemberReference[];
  /** Cadet leader, senior mentor, senior coach (null when not set). */
  leaders: readonly (MemberReference | null)[];
}

/** §6 "team create, edit, delete need ManageTeam FULL"; the privileged user passes every check. */
export function mayManageTeams(viewer: TeamViewer): boolean {
  if (!viewer.member) return false;
  return viewer.superUser || hasPermission(viewer.member, 'ManageTeam', 'FULL');
}

/** §6 "Team 0 cannot be edited or deleted" (nor its members changed: it is built from duty positions). */
export function mayChangeTeam(teamID: number, viewer: TeamViewer): boolean {
  return teamID !== TEAM_ZERO_ID && mayManageTeams(viewer);
}

/** §6 "leaders are the three leadership roles". */
export function leadsTeam(team: Pick<TeamMembership, 'leaders'>, who: MemberReference | null): boolean {
  return !!who && team.leaders.some((leader) => !!leader && areMemberReferencesEqual(leader, who));
}

/** A team member in the sense of §6: on the member list, or one of the three leaders. */
export function isOnTeam(
  team: Pick<TeamMembership, 'members' | 'leaders'>,
  who: MemberReference | null,
): boolean {
  if (!who) return false;
  return team.members.some((m) => areMemberReferencesEqual(m, who)) || leadsTeam(team, who);
}

/**
 * §6 "PRIVATE shows membership only to team members; PROTECTED to any signed-in user; PUBLIC to
 * anyone." The privileged user and ManageTeam FULL holders see every team's membership.
 */
export function mayViewMembership(team: TeamMembership, viewer: TeamViewer): boolean {
  switch (team.visibility) {
    case 'PUBLIC':
      return true;
    case 'PROTECTED':
      return viewer.member !== null;
    case 'PRIVATE':
      return mayManageTeams(viewer) || isOnTeam(team, viewer.member);
  }
}

/** §6 "counts shown for public teams or to signed-in users". */
export function mayViewCount(team: Pick<TeamMembership, 'visibility'>, viewer: TeamViewer): boolean {
  return team.visibility === 'PUBLIC' || viewer.member !== null;
}

/** §2 view "Cadet leader (name with e-mail in brackets when visible)": signed-in viewers of the membership. */
export function mayViewLeaderEmail(team: TeamMembership, viewer: TeamViewer): boolean {
  return viewer.member !== null && mayViewMembership(team, viewer);
}

export type TeamMembersAccess = 'allowed' | 'signInRequired' | 'forbidden';

/** GET /team/{id}/members ('Team contact info', team email selector): signed in and may see the membership. */
export function teamMembersAccess(team: TeamMembership, viewer: TeamViewer): TeamMembersAccess {
  if (!viewer.member) return 'signInRequired';
  return mayViewMembership(team, viewer) ? 'allowed' : 'forbidden';
}

/**
 * One member of the team as the members call answers it: the team's own leaders see their team's
 * contact data in full (they are its points of contact); everybody else gets the member-data rule.
 */
export function teamMemberForViewer(
  member: Member,
  team: Pick<TeamMembership, 'leaders'>,
  viewer: MemberAccessViewer,
  superUser: boolean,
): Member {
  if (leadsTeam(team, viewer)) return member;
  return memberForViewer(member, viewer, superUser);
}
