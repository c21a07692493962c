// Platform §7 "POST and GET /member/permissions (newRoles: member, permissions)" and the audit
// read this portal adds (GET /member/permissions/audit). Owner: svc-identity.
import { z } from 'zod';
import { MemberReference } from '../entities/memberReference.ts';
import { namedMemberFields } from '../entities/namedMember.ts';
import { PermissionSet } from '../permissions/permissionSet.ts';

/** §4 derived level: one of the presets, or Custom. */
export const DerivedPermissionLevelSchema = z.enum(['Custom', 'Member', 'CadetStaff', 'Manager', 'Admin']);

/** One member under permission management: reference, display name, full set for the account type. */
export const PermissionEntry = z.object({
  ...namedMemberFields,
  permissions: PermissionSet,
  level: DerivedPermissionLevelSchema,
});
export type PermissionEntry = z.infer<typeof PermissionEntry>;

/** `GET /api/member/permissions` (and the answer of the POST): every entry of the account. */
export const permissionListResponse = z.array(PermissionEntry);
export type PermissionListResponse = z.infer<typeof permissionListResponse>;

/** The most entries one save may carry (an account's members under management, with room). */
export const MAX_PERMISSION_ENTRIES = 2000;

/** One entry of a save: unknown permission names are refused, not silently dropped. */
export const NewRole = z.object({
  member: MemberReference,
  permissions: PermissionSet.strict(),
});
export type NewRole = z.infer<typeof NewRole>;

/**
 * `POST /api/member/permissions` `{ newRoles, token }`: the full list after the edit. Members
 * added get their set; members missing from newRoles leave permission management.
 */
export const setPermissionsRequest = z.object({
  newRoles: z.array(NewRole).max(MAX_PERMISSION_ENTRIES),
});
export type SetPermissionsRequest = z.infer<typeof setPermissionsRequest>;

/** One audited change: who, when, which member, the set before and after (null = not managed). */
export const PermissionAuditEntry = z.object({
  id: z.number().int(),
  changedAt: z.number(),
  changedBy: MemberReference,
  changedByName: z.string(),
  member: MemberReference,
  memberName: z.string(),
  oldPermissions: PermissionSet.nullable(),
  newPermissions: PermissionSet.nullable(),
  oldLevel: DerivedPermissionLevelSchema.nullable(),
  newLevel: DerivedPermissionLevelSchema.nullable(),
});
export type PermissionAuditEntry = z.infer<typeof PermissionAuditEntry>;

/** How many of the newest audit entries `GET /api/member/permissions/audit` answers. */
export const PERMISSION_AUDIT_LIMIT = 50;

/** `GET /api/member/permissions/audit`: the newest changes first. */
export const permissionAuditResponse = z.array(PermissionAuditEntry);
export type PermissionAuditResponse = z.infer<typeof permissionAuditResponse>;
