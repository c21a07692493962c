// Who may do what with a notification (platform §6 CreateNotifications NO/GLOBAL and
// ViewAccountNotifications YES/NO; §3 targets Member, Admins, Everyone). Pure functions used by
// svc-identity (enforcement) and mfe-admin (what to offer).
import { areMemberReferencesEqual, type MemberReference } from '../entities/memberReference.ts';
import type { PermissionSet } from '../permissions/permissionSet.ts';
import { hasPermission } from '../permissions/presets.ts';
import type { NotificationTarget } from './notification.ts';

/** A signed-in viewer (null: an anonymous visitor). */
export type NotificationViewer = (MemberReference & { permissions: PermissionSet }) | null;

/** "create needs CreateNotifications GLOBAL" (§6 Create notifications None/Global). */
export const mayCreateGlobalNotification = (
  viewer: NotificationViewer,
  superUserIds: readonly number[] = [],
) => hasPermission(viewer, 'CreateNotifications', 'GLOBAL', superUserIds);

/** "admin notifications for ViewAccountNotifications". */
export const maySeeAdminNotifications = (viewer: NotificationViewer, superUserIds: readonly number[] = []) =>
  hasPermission(viewer, 'ViewAccountNotifications', 'YES', superUserIds);

/**
 * Whether the viewer may read a notification: the global one is the banner everybody (signed in
 * or not) sees; a member notification only its member; an admin one every ViewAccountNotifications
 * holder.
 */
export function maySeeNotification(
  viewer: NotificationViewer,
  target: NotificationTarget,
  superUserIds: readonly number[] = [],
): boolean {
  if (target.type === 'Everyone') return true;
  if (!viewer) return false;
  if (target.type === 'Member') return areMemberReferencesEqual(viewer, target.to);
  return maySeeAdminNotifications(viewer, superUserIds);
}

/**
 * "Notifications can be toggled read and deleted" (§4) by those they are for: the member, or for
 * admin notifications any ViewAccountNotifications holder. The global notification is not toggled
 * (each visitor dismisses it in the banner); it is ended early by a CreateNotifications GLOBAL
 * holder.
 */
export function mayChangeNotification(
  viewer: NotificationViewer,
  target: NotificationTarget,
  action: 'toggleRead' | 'delete',
  superUserIds: readonly number[] = [],
): boolean {
  if (!viewer) return false;
  if (target.type === 'Everyone') {
    return action === 'delete' && mayCreateGlobalNotification(viewer, superUserIds);
  }
  return maySeeNotification(viewer, target, superUserIds);
}
