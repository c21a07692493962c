// Who may search members and who sees other members' contact data (platform §2 Find Member, §6).
import { emptyContact, type Member } from '../entities/member.ts';
import { areMemberReferencesEqual, type MemberReference } from '../entities/memberReference.ts';
import { hasPermission } from '../permissions/presets.ts';
import { PERMISSION_NAMES, lowestValue, permissionRank } from '../permissions/permissionSet.ts';

export type MemberAccessViewer = MemberReference &
  Pick<Member, 'seniorMember' | 'dutyPositions' | 'permissions'>;

/**
 * §2 widget 9, Find Member: "senior members with a duty position, the privileged user, or
 * MemberSearch YES". The member search call uses the same rule on the server.
 * `dutyPositions` are the member's current ones (expired temporary positions already dropped).
 */
export function canSearchMembers(viewer: MemberAccessViewer | null | undefined, superUser: boolean): boolean {
  if (!viewer) return false;
  if (superUser) return true;
  if (viewer.seniorMember && viewer.dutyPositions.length > 0) return true;
  return hasPermission(viewer, 'MemberSearch', 'YES');
}

/** Whether any permission of the set is above its lowest value (i.e. the member holds a staff permission). */
export function holdsStaffPermission(viewer: Pick<Member, 'permissions'>): boolean {
  return PERMISSION_NAMES.some((name) => {
    const value = viewer.permissions[name];
    return value !== undefined && permissionRank(name, value) > permissionRank(name, lowestValue(name));
  });
}

/**
 * Contact data (and date of birth) of other members, many of them minors, is for those who may
 * search members or hold any staff permission; a plain member sees names, ranks, flights and
 * duty positions only (svc-identity README "Member data").
 */
export function canSeeMemberContact(
  viewer: MemberAccessViewer | null | undefined,
  superUser: boolean,
): boolean {
  if (!viewer) return false;
  return canSearchMembers(viewer, superUser) || holdsStaffPermission(viewer);
}

/**
 * The member as this viewer may see them: everything for the member themself and for viewers
 * allowed contact data; otherwise contact, date of birth and absentee information are removed.
 */
export function memberForViewer(member: Member, viewer: MemberAccessViewer, superUser: boolean): Member {
  if (areMemberReferencesEqual(member, viewer) || canSeeMemberContact(viewer, superUser)) return member;
  return { ...member, contact: emptyContact(), dateOfBirth: null, absenteeInformation: null };
}
