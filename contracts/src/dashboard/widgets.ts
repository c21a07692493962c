// Platform §2 "Dashboard widgets": which of the ten widgets of /admin a signed-in member sees.
// One pure function (visibleWidgets) so every rule is table-tested (widgets.test.ts); the dashboard
// of mfe-admin renders what it returns. The privileged user (super user, §6) sees every widget.
import type { AccountType } from '../entities/account.ts';
import type { DutyPosition } from '../entities/member.ts';
import type { MemberReference } from '../entities/memberReference.ts';
import type { PermissionName, PermissionSet, PermissionValue } from '../permissions/permissionSet.ts';
import { hasPermission } from '../permissions/presets.ts';
import { EVENT_ACCOUNT_CREATOR_DUTIES } from '../eventAccounts/rules.ts';

/** What the widget rules look at: the signed-in member and the account the page is on. */
export interface DashboardViewer {
  member: MemberReference & { permissions: PermissionSet };
  dutyPositions: readonly Pick<DutyPosition, 'duty' | 'expires'>[];
  seniorMember: boolean;
  /** The privileged user of platform §6 (bypasses every check, sees every widget). */
  superUser: boolean;
  /** From GET /api/accountcheck; null while unknown (account-specific widgets stay hidden). */
  accountType: AccountType | null;
}

/** The ten widgets of platform §2, in the spec's order. */
export const DASHBOARD_WIDGETS = [
  'fileManagement',
  'administration',
  'reports',
  'createSomething',
  'nationalMember',
  'flightContact',
  'support',
  'prospective',
  'findMember',
  'errors',
] as const;
export type DashboardWidget = (typeof DASHBOARD_WIDGETS)[number];

/** Platform §6: "Cadet Commander and deputies" (the cadet command group). */
export const CADET_COMMAND_DUTIES: readonly string[] = [
  'Cadet Commander',
  'Cadet Deputy Commander',
  'Cadet Deputy Commander for Operations',
  'Cadet Deputy Commander for Support',
];

/**
 * Platform §6 "Flight contact and email access": the cadet flight and command duties. Widget 3
 * (Reports: "cadet flight and command duty holders") and widget 6 (Flight contact: "cadets holding
 * a flight or command duty") both read this list.
 */
export const FLIGHT_AND_COMMAND_DUTIES: readonly string[] = [
  'Cadet Flight Commander',
  'Cadet Flight Sergeant',
  'Cadet Commander',
  'Cadet Element Leader',
  'Cadet First Sergeant',
  'Cadet Deputy Commander for Operations',
  'Cadet Deputy Commander for Support',
  'Deputy Commander for Cadets',
];

/** A temporary duty position counts until it expires; NHQ positions (expires null) always count. */
export function holdsCurrentDuty(
  viewer: Pick<DashboardViewer, 'dutyPositions'>,
  duties: readonly string[] | 'any',
  now: number,
): boolean {
  return viewer.dutyPositions.some(
    (d) => (duties === 'any' || duties.includes(d.duty)) && (d.expires === null || d.expires > now),
  );
}

/** "At least" this level (contracts' hasPermission), or the privileged user. */
export function viewerCan<N extends PermissionName>(
  viewer: Pick<DashboardViewer, 'member' | 'superUser'>,
  name: N,
  atLeast: PermissionValue<N>,
): boolean {
  return viewer.superUser || hasPermission(viewer.member, name, atLeast);
}

/**
 * The site administrator of platform §6 (error list and errors widget). Decision (the spec does not
 * define it): the privileged user, or a member who administers the whole site, i.e. holds both
 * RegistryEdit YES (site configuration) and PermissionManagement FULL (who may do what). Every
 * Admin preset has both; a Custom set with both counts too, unlike an exact "level = Admin" match.
 */
export function isSiteAdministrator(viewer: Pick<DashboardViewer, 'member' | 'superUser'>): boolean {
  return (
    viewer.superUser ||
    (hasPermission(viewer.member, 'RegistryEdit', 'YES') &&
      hasPermission(viewer.member, 'PermissionManagement', 'FULL'))
  );
}

/**
 * Platform §6 event account creation, as far as the dashboard can tell: wing or region accounts, a
 * member with Commander or Information Technologies Officer duty or CreateEventAccount YES; super
 * users always. (The org-id detail of the duty is checked by the server when the account is made.)
 */
export function showsCreateEventAccount(viewer: DashboardViewer, now: number): boolean {
  if (viewer.superUser) return true;
  if (viewer.accountType !== 'CAPWING' && viewer.accountType !== 'CAPREGION') return false;
  return (
    hasPermission(viewer.member, 'CreateEventAccount', 'YES') ||
    holdsCurrentDuty(viewer, EVENT_ACCOUNT_CREATOR_DUTIES, now)
  );
}

/** Widget 4 'Create something': the members who manage events, teams or prospective members. */
export function managesSomething(viewer: DashboardViewer, now: number): boolean {
  return (
    viewerCan(viewer, 'ManageEvent', 'ADDDRAFTEVENTS') ||
    viewerCan(viewer, 'ManageTeam', 'FULL') ||
    (viewer.accountType === 'CAPSQUADRON' && viewerCan(viewer, 'ProspectiveMemberManagement', 'FULL')) ||
    showsCreateEventAccount(viewer, now)
  );
}

/** The reports holders: cadet flight and command duty holders, or PromotionManagement FULL. */
export function holdsReportsRole(viewer: DashboardViewer, now: number): boolean {
  return (
    holdsCurrentDuty(viewer, FLIGHT_AND_COMMAND_DUTIES, now) ||
    hasPermission(viewer.member, 'PromotionManagement', 'FULL')
  );
}

/** Each widget's rule of platform §2 (the privileged user passes them all, see visibleWidgets). */
export const WIDGET_RULES: Record<DashboardWidget, (viewer: DashboardViewer, now: number) => boolean> = {
  // 1. File management: needs FileManagement FULL.
  fileManagement: (v) => hasPermission(v.member, 'FileManagement', 'FULL'),
  // 2. Administration links: every signed-in member (titled Site/Account/Personal administration).
  administration: () => true,
  // 3. Reports: cadet flight and command duty holders, or PromotionManagement FULL. The unit
  // reports are squadron reports, so other accounts' members do not get them; the privileged user
  // still does there, as with every widget (visibleWidgets).
  reports: (v, now) => v.accountType === 'CAPSQUADRON' && holdsReportsRole(v, now),
  // 4. 'Create something': members who manage events, teams or prospective members.
  createSomething: (v, now) => managesSomething(v, now),
  // 5. National-member accounts (Absent? form, drive information).
  nationalMember: (v) => v.member.type === 'CAPNHQMember',
  // 6. Flight contact: cadets holding a flight or command duty.
  flightContact: (v, now) => !v.seniorMember && holdsCurrentDuty(v, FLIGHT_AND_COMMAND_DUTIES, now),
  // 7. Support and release notes: privileged user only.
  support: (v) => v.superUser,
  // 8. Prospective members: squadron accounts with ProspectiveMemberManagement.
  prospective: (v) =>
    v.accountType === 'CAPSQUADRON' && hasPermission(v.member, 'ProspectiveMemberManagement', 'FULL'),
  // 9. Find Member: senior members with a duty position, the privileged user, or MemberSearch YES.
  findMember: (v, now) =>
    (v.seniorMember && holdsCurrentDuty(v, 'any', now)) || hasPermission(v.member, 'MemberSearch', 'YES'),
  // 10. Errors count: site administrator only.
  errors: (v) => isSiteAdministrator(v),
};

/** The widgets the viewer sees, in the spec's order. The privileged user sees every widget. */
export function visibleWidgets(viewer: DashboardViewer, now: number): DashboardWidget[] {
  return DASHBOARD_WIDGETS.filter((widget) => viewer.superUser || WIDGET_RULES[widget](viewer, now));
}
