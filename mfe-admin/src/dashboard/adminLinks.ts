// Platform §2 "Dashboard widgets", widget 2: the Administration links widget. Pure, so the
// title and link rules are table-tested (adminLinks.test.ts); mfe-admin/README.md states the rules.
import {
  CADET_COMMAND_DUTIES,
  hasPermission,
  holdsCurrentDuty,
  type AccountType,
  type DashboardViewer,
  type PermissionName,
  type PermissionValue,
} from '@portal/contracts';

/** What the rules look at: the signed-in member and the account the page is on (contracts). */
export type AdminViewer = DashboardViewer;

export type AdminLinksTitle = 'Site administration' | 'Account administration' | 'Personal administration';

export interface AdminLink {
  label: string;
  to: string;
}

/** Permissions that mark a staff member (any of them gives 'Account administration'). MemberSearch
 * is left out on purpose: its default is YES for everyone (platform §2 Permission management). */
/** A permission name with a level of that permission. */
type PermissionAtLeast = { [N in PermissionName]: readonly [N, PermissionValue<N>] }[PermissionName];

const STAFF_PERMISSIONS: readonly PermissionAtLeast[] = [
  ['FlightAssign', 'YES'],
  ['MusterSheet', 'YES'],
  ['AssignTasks', 'YES'],
  ['AdministerPT', 'YES'],
  ['PTSheet', 'YES'],
  ['EventContactSheet', 'YES'],
  ['ORMOPORD', 'YES'],
  ['AssignTemporaryDutyPositions', 'YES'],
  ['ScanAdd', 'YES'],
  ['EventLinkList', 'YES'],
  ['ViewAccountNotifications', 'YES'],
  ['DownloadCAPWATCH', 'YES'],
  ['CreateEventAccount', 'YES'],
  ['ManageEvent', 'ADDDRAFTEVENTS'],
  ['AttendanceView', 'OTHER'],
  ['ManageTeam', 'FULL'],
  ['FileManagement', 'FULL'],
  ['PromotionManagement', 'FULL'],
  ['ProspectiveMemberManagement', 'FULL'],
  ['CreateNotifications', 'GLOBAL'],
];

// contracts' hasPermission ("at least this level"); the privileged user is decided by the caller.
const holds = <N extends PermissionName>(
  viewer: AdminViewer,
  name: N,
  atLeast: PermissionValue<N>,
): boolean => hasPermission(viewer.member, name, atLeast);
const can = <N extends PermissionName>(viewer: AdminViewer, name: N, atLeast: PermissionValue<N>): boolean =>
  viewer.superUser || holds(viewer, name, atLeast);

export function adminLinksTitle(viewer: AdminViewer): AdminLinksTitle {
  if (can(viewer, 'RegistryEdit', 'YES') || can(viewer, 'PermissionManagement', 'FULL')) {
    return 'Site administration';
  }
  if (
    STAFF_PERMISSIONS.some(([name, atLeast]) => holds(viewer, name, atLeast as PermissionValue<typeof name>))
  ) {
    return 'Account administration';
  }
  return 'Personal administration';
}

export function adminLinks(
  viewer: AdminViewer,
  now = Date.now(),
): { title: AdminLinksTitle; links: AdminLink[] } {
  const flightAccounts: readonly (AccountType | null)[] = ['CAPSQUADRON', 'CAPEVENT'];
  const links: (AdminLink | false)[] = [
    { label: 'Event List', to: '/eventlinklist' },
    { label: 'View Attendance', to: '/admin/attendance' },
    { label: 'Setup MFA', to: '/admin/setupmfa' },
    { label: 'Manage duty positions', to: '/admin/tempdutypositions' },
    // every member has their own notifications (the notifications list page)
    { label: 'Notifications', to: '/admin/notifications' },
    // every member may be given a task; AssignTasks holders also give them there
    { label: 'Tasks', to: '/admin/tasks' },
    flightAccounts.includes(viewer.accountType) &&
      can(viewer, 'FlightAssign', 'YES') && { label: 'Assign flight members', to: '/admin/flightassign' },
    can(viewer, 'RegistryEdit', 'YES') && { label: 'Site configuration', to: '/admin/regedit' },
    can(viewer, 'PermissionManagement', 'FULL') && {
      label: 'Permission management',
      to: '/admin/permissions',
    },
    // pages this portal adds
    can(viewer, 'PermissionManagement', 'FULL') && { label: 'Sign-in keys', to: '/admin/signinkeys' },
    can(viewer, 'DownloadCAPWATCH', 'YES') && { label: 'Import members', to: '/admin/memberimport' },
    // a senior member as GET /api/member/contacts counts one (contracts' contactListAccess): a
    // national member; a prospective senior would only meet 'You do not have permission to do that'
    (viewer.superUser ||
      (viewer.seniorMember && viewer.member.type === 'CAPNHQMember') ||
      holdsCurrentDuty(viewer, CADET_COMMAND_DUTIES, now)) && {
      label: 'Email selector',
      to: '/emailselector',
    },
  ];
  return { title: adminLinksTitle(viewer), links: links.filter((l): l is AdminLink => l !== false) };
}
