// Platform §6 for prospective members, as pure rules the page and svc-identity share.
// "Creating prospective accounts requires a signed-in member": any member signed in may create one.
// "Prospective member management needs ProspectiveMemberManagement FULL": listing, upgrading and
// deleting them stay with the managers (and the super users).
import type { MemberReference } from '../entities/memberReference.ts';
import type { PermissionSet } from '../permissions/permissionSet.ts';
import { hasPermission } from '../permissions/presets.ts';

type Viewer = (MemberReference & { permissions: PermissionSet }) | null | undefined;

/** §6 "Creating prospective accounts requires a signed-in member." */
export function mayCreateProspectiveMember(member: Viewer): boolean {
  return member !== null && member !== undefined;
}

/** §6 "prospective member management needs ProspectiveMemberManagement FULL" (list, upgrade, delete). */
export function mayManageProspectiveMembers(member: Viewer, superUserIDs: readonly number[] = []): boolean {
  return hasPermission(member, 'ProspectiveMemberManagement', 'FULL', superUserIDs);
}
