// Who may import the member export: DownloadCAPWATCH YES (platform §3/§6), super users always.
import { hasPermission } from '../permissions/presets.ts';
import type { PermissionSet } from '../permissions/permissionSet.ts';
import type { MemberReference } from '../entities/memberReference.ts';

export function canImportMembers(
  member: (MemberReference & { permissions: PermissionSet }) | null | undefined,
  superUserIDs: readonly number[] = [],
): boolean {
  return hasPermission(member, 'DownloadCAPWATCH', 'YES', superUserIDs);
}
