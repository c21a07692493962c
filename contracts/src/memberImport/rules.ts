// Who may import the member export: DownloadCAPWATCH YES (platform §3/§6), super users always.
import { z } from 'zod';
import { apiError } from '../errors/apiError.ts';
import { hasPermission } from '../permissions/presets.ts';
import type { PermissionSet } from '../permissions/permissionSet.ts';
import type { MemberReference } from '../entities/memberReference.ts';

export function canImportMembers(
  member: (MemberReference & { permissions: PermissionSet }) | null | undefined,
  superUserIDs: readonly number[] = [],
): boolean {
  return hasPermission(member, 'DownloadCAPWATCH', 'YES', superUserIDs);
}

/** Platform §8 "member CAPWATCH errors": why an import (or its status) is refused. */
export const MEMBER_CAPWATCH_ERRORS = ['InvalidPermissions', 'NoNHQAction'] as const;
export type MemberCapwatchError = (typeof MEMBER_CAPWATCH_ERRORS)[number];

/** The 403 body of a refused import: FORBIDDEN, its words, and the §8 result beside them. */
export const capwatchRefusalBody = apiError.extend({ result: z.enum(MEMBER_CAPWATCH_ERRORS) });
export type CapwatchRefusalBody = z.infer<typeof capwatchRefusalBody>;

/** The 403 words of each result; InvalidPermissions keeps §8's access message. */
export const MEMBER_CAPWATCH_MESSAGES: Record<MemberCapwatchError, string> = {
  InvalidPermissions: 'You do not have permission to do that',
  NoNHQAction: 'Only a national member (CAPNHQMember) can import CAPWATCH data',
};

/**
 * The refusal of a signed-in member's import, or null when allowed: without DownloadCAPWATCH YES
 * InvalidPermissions; a prospective member holding it NoNHQAction, since the export's jobs are
 * national headquarters actions and the import remembers its submitter by member number.
 */
export function capwatchImportRefusal(
  member: MemberReference & { permissions: PermissionSet },
  superUserIDs: readonly number[] = [],
): MemberCapwatchError | null {
  if (!canImportMembers(member, superUserIDs)) return 'InvalidPermissions';
  if (member.type !== 'CAPNHQMember') return 'NoNHQAction';
  return null;
}
