import { z } from 'zod';

/**
 * Permission values of platform §6. Each list is ordered lowest to highest, so that
 * "has at least X" is a comparison of positions (see hasPermission).
 */
export const YesNo = z.enum(['NO', 'YES']);
export type YesNo = z.infer<typeof YesNo>;
export const NoneFull = z.enum(['NONE', 'FULL']);
export type NoneFull = z.infer<typeof NoneFull>;
export const ManageEventLevel = z.enum(['NONE', 'ADDDRAFTEVENTS', 'FULL']);
export type ManageEventLevel = z.infer<typeof ManageEventLevel>;
export const AttendanceViewLevel = z.enum(['PERSONAL', 'OTHER']);
export type AttendanceViewLevel = z.infer<typeof AttendanceViewLevel>;
export const CreateNotificationsLevel = z.enum(['NO', 'GLOBAL']);
export type CreateNotificationsLevel = z.infer<typeof CreateNotificationsLevel>;

/** Value enum of every permission name of platform §3 (incl. DownloadCAPWATCH). */
export const PERMISSION_VALUES = {
  AdministerPT: YesNo,
  AssignTasks: YesNo,
  FileManagement: NoneFull,
  FlightAssign: YesNo,
  MusterSheet: YesNo,
  PTSheet: YesNo,
  PromotionManagement: NoneFull,
  AssignTemporaryDutyPositions: YesNo,
  EventContactSheet: YesNo,
  EventLinkList: YesNo,
  ORMOPORD: YesNo,
  ProspectiveMemberManagement: NoneFull,
  CreateNotifications: CreateNotificationsLevel,
  ManageEvent: ManageEventLevel,
  ManageTeam: NoneFull,
  ScanAdd: YesNo,
  AttendanceView: AttendanceViewLevel,
  PermissionManagement: NoneFull,
  ViewAccountNotifications: YesNo,
  RegistryEdit: YesNo,
  CreateEventAccount: YesNo,
  MemberSearch: YesNo,
  DownloadCAPWATCH: YesNo,
} as const;

export type PermissionName = keyof typeof PERMISSION_VALUES;
export const PermissionName = z.enum(Object.keys(PERMISSION_VALUES) as [PermissionName, ...PermissionName[]]);
export const PERMISSION_NAMES = PermissionName.options;

export type PermissionValue<N extends PermissionName> = z.infer<(typeof PERMISSION_VALUES)[N]>;

/**
 * A member's permission set. Keys are optional because §6 omits some permissions for
 * some account types (e.g. groups have no FlightAssign); a missing key means the lowest
 * value. `normalizePermissions` (presets.ts) gives the full set for an account type.
 */
export const PermissionSet = z.object({
  AdministerPT: YesNo.optional(),
  AssignTasks: YesNo.optional(),
  FileManagement: NoneFull.optional(),
  FlightAssign: YesNo.optional(),
  MusterSheet: YesNo.optional(),
  PTSheet: YesNo.optional(),
  PromotionManagement: NoneFull.optional(),
  AssignTemporaryDutyPositions: YesNo.optional(),
  EventContactSheet: YesNo.optional(),
  EventLinkList: YesNo.optional(),
  ORMOPORD: YesNo.optional(),
  ProspectiveMemberManagement: NoneFull.optional(),
  CreateNotifications: CreateNotificationsLevel.optional(),
  ManageEvent: ManageEventLevel.optional(),
  ManageTeam: NoneFull.optional(),
  ScanAdd: YesNo.optional(),
  AttendanceView: AttendanceViewLevel.optional(),
  PermissionManagement: NoneFull.optional(),
  ViewAccountNotifications: YesNo.optional(),
  RegistryEdit: YesNo.optional(),
  CreateEventAccount: YesNo.optional(),
  MemberSearch: YesNo.optional(),
  DownloadCAPWATCH: YesNo.optional(),
});
export type PermissionSet = { [N in PermissionName]?: PermissionValue<N> };

export function lowestValue<N extends PermissionName>(name: N): PermissionValue<N> {
  return PERMISSION_VALUES[name].options[0] as PermissionValue<N>;
}

export function highestValue<N extends PermissionName>(name: N): PermissionValue<N> {
  const options = PERMISSION_VALUES[name].options;
  return options[options.length - 1] as PermissionValue<N>;
}

/** Position of a value in its ordered list (-1 if the value does not belong to the name). */
export function permissionRank<N extends PermissionName>(name: N, value: string): number {
  return (PERMISSION_VALUES[name].options as readonly string[]).indexOf(value);
}
