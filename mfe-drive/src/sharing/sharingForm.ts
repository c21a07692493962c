// Platform §2 sharing dialog as data: three global levels (account members, signed-in members, the
// public) plus per-member and per-team rows, each none / view / view-and-modify (contracts
// SHARING_LEVELS). Converting to permission entries drops 'none' rows, so saving never writes them.
import {
  areMemberReferencesEqual,
  FILE_PERMISSION_BITS,
  SHARING_LEVELS,
  type FilePermission,
  type MemberReference,
} from '@portal/contracts';

export type SharingLevel = keyof typeof SHARING_LEVELS;

export const LEVEL_LABELS: Record<SharingLevel, string> = {
  none: 'None',
  view: 'View',
  viewAndModify: 'View and modify',
};

export interface SharingForm {
  account: SharingLevel;
  signedIn: SharingLevel;
  everyone: SharingLevel;
  users: Array<{ reference: MemberReference; level: SharingLevel }>;
  teams: Array<{ teamID: number; level: SharingLevel }>;
}

/** The strongest level a stored bit set gives (MODIFY → view and modify, READ → view). */
export function levelFromBits(bits: number): SharingLevel {
  if ((bits & FILE_PERMISSION_BITS.MODIFY) !== 0) return 'viewAndModify';
  if ((bits & FILE_PERMISSION_BITS.READ) !== 0) return 'view';
  return 'none';
}

export function formFromPermissions(permissions: readonly FilePermission[]): SharingForm {
  const form: SharingForm = { account: 'none', signedIn: 'none', everyone: 'none', users: [], teams: [] };
  for (const entry of permissions) {
    const level = levelFromBits(entry.permission);
    if (entry.type === 'ACCOUNTMEMBER') form.account = level;
    else if (entry.type === 'SIGNEDIN') form.signedIn = level;
    else if (entry.type === 'OTHER') form.everyone = level;
    else if (entry.type === 'TEAM') form.teams.push({ teamID: entry.teamID, level });
    else form.users.push({ reference: entry.reference, level });
  }
  return form;
}

export function permissionsFromForm(form: SharingForm): FilePermission[] {
  const out: FilePermission[] = [];
  const bits = (level: SharingLevel) => SHARING_LEVELS[level];
  if (form.account !== 'none') out.push({ type: 'ACCOUNTMEMBER', permission: bits(form.account) });
  if (form.signedIn !== 'none') out.push({ type: 'SIGNEDIN', permission: bits(form.signedIn) });
  if (form.everyone !== 'none') out.push({ type: 'OTHER', permission: bits(form.everyone) });
  for (const user of form.users) {
    if (user.level !== 'none')
      out.push({ type: 'USER', reference: user.reference, permission: bits(user.level) });
  }
  for (const team of form.teams) {
    if (team.level !== 'none') out.push({ type: 'TEAM', teamID: team.teamID, permission: bits(team.level) });
  }
  return out;
}

/** Adding a member already listed keeps the one row. */
export function addUser(form: SharingForm, reference: MemberReference): SharingForm {
  if (form.users.some((u) => areMemberReferencesEqual(u.reference, reference))) return form;
  return { ...form, users: [...form.users, { reference, level: 'view' }] };
}

export function addTeam(form: SharingForm, teamID: number): SharingForm {
  if (form.teams.some((t) => t.teamID === teamID)) return form;
  return { ...form, teams: [...form.teams, { teamID, level: 'view' }] };
}
