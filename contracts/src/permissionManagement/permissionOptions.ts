// Platform §2 "Permission management": the advanced options an account type shows, with the
// words each option's values are shown with. Pure data, so the page and the tests agree.
import type { AccountType } from '../entities/account.ts';
import { PERMISSION_VALUES, type PermissionName } from '../permissions/permissionSet.ts';
import { permissionsForAccountType } from '../permissions/presets.ts';

export interface PermissionChoice {
  value: string;
  label: string;
}

export interface PermissionOption {
  name: PermissionName;
  label: string;
  choices: readonly PermissionChoice[];
  /** The value shown when a set has no value for the option (§2: Member Search default Yes). */
  defaultValue: string;
}

const NO_YES: Record<string, string> = { NO: 'No', YES: 'Yes', NONE: 'No', FULL: 'Yes' };

/** §2's words for the values that are not a plain No/Yes toggle. */
const CHOICE_LABELS: Partial<Record<PermissionName, Record<string, string>>> = {
  FileManagement: { NONE: 'Default', FULL: 'Full' },
  CreateNotifications: { NO: 'None', GLOBAL: 'Global' },
  ManageEvent: { NONE: 'No', ADDDRAFTEVENTS: 'Add draft events', FULL: 'Full' },
  AttendanceView: { PERSONAL: 'Personal', OTHER: 'Others' },
};

/** Display order and names of the options (every permission of platform §3). */
export const PERMISSION_OPTION_LABELS: ReadonlyArray<readonly [PermissionName, string]> = [
  ['FlightAssign', 'Flight assign'],
  ['MusterSheet', 'Muster sheet'],
  ['AdministerPT', 'Administer PT'],
  ['PTSheet', 'PT sheet'],
  ['PromotionManagement', 'Promotion management'],
  ['ProspectiveMemberManagement', 'Prospective member management'],
  ['AssignTasks', 'Assign tasks'],
  ['AssignTemporaryDutyPositions', 'Assign temporary duty positions'],
  ['ManageEvent', 'Manage events'],
  ['EventContactSheet', 'Event contact sheet'],
  ['EventLinkList', 'Event link list'],
  ['ORMOPORD', 'ORM and OPORD'],
  ['ScanAdd', 'Scan add'],
  ['AttendanceView', 'View attendance'],
  ['ManageTeam', 'Teams'],
  ['FileManagement', 'File management'],
  ['CreateNotifications', 'Create notifications'],
  ['ViewAccountNotifications', 'View account notifications'],
  ['RegistryEdit', 'Site configuration'],
  ['PermissionManagement', 'Permission management'],
  ['CreateEventAccount', 'Create Event Account'],
  ['DownloadCAPWATCH', 'Download CAPWATCH'],
  ['MemberSearch', 'Member Search'],
];

/** §2: Member Search shows Yes when a set carries no value for it; everything else the lowest value. */
const DEFAULT_VALUES: Partial<Record<PermissionName, string>> = { MemberSearch: 'YES' };

/**
 * The advanced options of the account type (§2): squadron all of them (incl. Administer PT, PT
 * sheet, promotion, prospective members, flight assign, muster sheet); event omits promotion and
 * prospective members; group omits Administer PT, flight assign and muster sheet; wing and region
 * are the group's plus Create Event Account. The list is exactly permissionsForAccountType's.
 */
export function permissionOptionsFor(accountType: AccountType): PermissionOption[] {
  const available = new Set(permissionsForAccountType(accountType));
  return PERMISSION_OPTION_LABELS.filter(([name]) => available.has(name)).map(([name, label]) => {
    const values = PERMISSION_VALUES[name].options as readonly string[];
    const words = CHOICE_LABELS[name] ?? NO_YES;
    return {
      name,
      label,
      choices: values.map((value) => ({ value, label: words[value] ?? value })),
      defaultValue: DEFAULT_VALUES[name] ?? values[0]!,
    };
  });
}
