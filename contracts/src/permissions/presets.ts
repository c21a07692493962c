import type { AccountType } from '../entities/account.ts';
import type { MemberReference } from '../entities/memberReference.ts';
import {
  PERMISSION_NAMES,
  type PermissionName,
  type PermissionSet,
  type PermissionValue,
  highestValue,
  lowestValue,
  permissionRank,
} from './permissionSet.ts';

/** The preset levels of platform §6 (permission management's level selector). */
export const PERMISSION_LEVELS = ['Member', 'CadetStaff', 'Manager', 'Admin'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];
export type DerivedPermissionLevel = PermissionLevel | 'Custom';
export const PERMISSION_LEVEL_LABELS: Record<DerivedPermissionLevel, string> = {
  Custom: 'Custom',
  Member: 'Member',
  CadetStaff: 'Cadet Staff',
  Manager: 'Manager',
  Admin: 'Admin',
};

/** §2: groups (and wings, regions) omit "administer PT, flight assign, muster sheet"; PT sheet stays. */
const FLIGHT_MUSTER_PT: readonly PermissionName[] = ['FlightAssign', 'MusterSheet', 'AdministerPT'];

/**
 * Which permissions an account type has (§6 "advanced options by account type"):
 * - squadron: all, except CreateEventAccount (wing and region only);
 * - event: omits promotion and prospective member management;
 * - group, wing, region: omit flight assign, muster sheet and administer PT (§2's list; §6's
 *   "omit flight, muster and PT" read the same way: the PT sheet stays);
 *   prospective member management is squadron only;
 * - wing and region add CreateEventAccount.
 */
export function permissionsForAccountType(accountType: AccountType): PermissionName[] {
  return PERMISSION_NAMES.filter((name) => {
    if (name === 'CreateEventAccount') return accountType === 'CAPWING' || accountType === 'CAPREGION';
    if (name === 'ProspectiveMemberManagement') return accountType === 'CAPSQUADRON';
    if (name === 'PromotionManagement') return accountType !== 'CAPEVENT';
    if (FLIGHT_MUSTER_PT.includes(name)) return accountType === 'CAPSQUADRON' || accountType === 'CAPEVENT';
    return true;
  });
}

type FullSet = { [N in PermissionName]: PermissionValue<N> };

/** Every permission at one end of its value list. */
function allAt(valueOf: (name: PermissionName) => string): FullSet {
  const set: Partial<Record<PermissionName, string>> = {};
  for (const name of PERMISSION_NAMES) set[name] = valueOf(name);
  return set as FullSet;
}

/** The permissions whose value list has YES. */
type YesPermission = { [N in PermissionName]: 'YES' extends PermissionValue<N> ? N : never }[PermissionName];

/** The named permissions set to YES. */
function yes<N extends YesPermission>(...names: N[]): { [K in N]: 'YES' } {
  return Object.fromEntries(names.map((name) => [name, 'YES'])) as { [K in N]: 'YES' };
}

/** The four presets before narrowing to an account type (§6). */
function fullPreset(level: PermissionLevel, accountType: AccountType): FullSet {
  // member: everything off, attendance PERSONAL (= the lowest of every value list).
  const member = allAt(lowestValue);
  if (level === 'Member') return member;

  // staff: flight assign, muster, tasks, PT, member search yes; ManageEvent ADDDRAFTEVENTS.
  const staff: FullSet = {
    ...member,
    ...yes('FlightAssign', 'MusterSheet', 'AssignTasks', 'AdministerPT', 'PTSheet', 'MemberSearch'),
    ManageEvent: 'ADDDRAFTEVENTS',
  };
  if (level === 'CadetStaff') return staff;

  // manager: ManageEvent FULL, contact sheet, ORMOPORD, temporary duty, link list, team,
  // file management, ScanAdd YES except in squadrons, attendance OTHER.
  const manager: FullSet = {
    ...staff,
    ...yes('EventContactSheet', 'ORMOPORD', 'AssignTemporaryDutyPositions', 'EventLinkList'),
    ManageEvent: 'FULL',
    ManageTeam: 'FULL',
    FileManagement: 'FULL',
    ScanAdd: accountType === 'CAPSQUADRON' ? 'NO' : 'YES',
    AttendanceView: 'OTHER',
  };
  if (level === 'Manager') return manager;

  // admin: all on (permission management, global notifications, registry edit, account
  // notifications, ...); CreateEventAccount only where the account type has it.
  return allAt(highestValue);
}

/** The preset of a level for an account type: only the permissions that type has (§6). */
export function presetFor(level: PermissionLevel, accountType: AccountType): PermissionSet {
  const full = fullPreset(level, accountType);
  const set: Partial<Record<PermissionName, string>> = {};
  for (const name of permissionsForAccountType(accountType)) set[name] = full[name];
  return set as PermissionSet;
}

/** §6: new members added in permission management get the account type's defaults (Member). */
export function defaultPermissionsFor(accountType: AccountType): PermissionSet {
  return presetFor('Member', accountType);
}

/**
 * The set narrowed to the account type's permissions, a missing (or unknown) value read as
 * the lowest one. Stored sets and presets compare equal after this.
 */
export function normalizePermissions(set: PermissionSet, accountType: AccountType): PermissionSet {
  const out: Partial<Record<PermissionName, string>> = {};
  for (const name of permissionsForAccountType(accountType)) {
    const value = set[name];
    out[name] = value !== undefined && permissionRank(name, value) >= 0 ? value : lowestValue(name);
  }
  return out as PermissionSet;
}

/** §4: Member, Cadet Staff, Manager or Admin if the set equals that preset, otherwise Custom. */
export function derivedLevel(set: PermissionSet, accountType: AccountType): DerivedPermissionLevel {
  const normal = normalizePermissions(set, accountType);
  const names = permissionsForAccountType(accountType);
  for (const level of PERMISSION_LEVELS) {
    const preset = presetFor(level, accountType);
    if (names.every((name) => normal[name] === preset[name])) return level;
  }
  return 'Custom';
}

/** §6: the configured super users (numeric CAPNHQMember ids, from SUPER_USER_IDS) pass every check. */
export function isSuperUser(
  ref: MemberReference | null | undefined,
  superUserIds: readonly number[],
): boolean {
  return !!ref && ref.type === 'CAPNHQMember' && superUserIds.includes(ref.id);
}

/** Parses SUPER_USER_IDS ('542488, 123456') into ids, ignoring blanks and non-numbers. */
export function parseSuperUserIds(value: string | undefined): number[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map((s) => parseInt(s, 10));
}

/**
 * Whether the member holds `name` at `atLeast` or higher (YES > NO, FULL > ADDDRAFTEVENTS >
 * NONE, OTHER > PERSONAL, GLOBAL > NO). `atLeast` defaults to the highest value. A missing
 * permission counts as the lowest value; super users pass everything.
 */
export function hasPermission<N extends PermissionName>(
  member: (MemberReference & { permissions: PermissionSet }) | null | undefined,
  name: N,
  atLeast: PermissionValue<N> = highestValue(name),
  superUserIds: readonly number[] = [],
): boolean {
  if (!member) return false;
  if (isSuperUser(member, superUserIds)) return true;
  const value = member.permissions[name] ?? lowestValue(name);
  return permissionRank(name, value) >= permissionRank(name, atLeast);
}
