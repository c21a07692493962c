import { describe, expect, it } from 'vitest';
import { AccountType } from '../entities/account.ts';
import { PERMISSION_NAMES, PermissionSet } from './permissionSet.ts';
import {
  PERMISSION_LEVELS,
  derivedLevel,
  hasPermission,
  isSuperUser,
  parseSuperUserIds,
  permissionsForAccountType,
  presetFor,
  normalizePermissions,
} from './presets.ts';

const squadronMember = {
  AdministerPT: 'NO',
  AssignTasks: 'NO',
  FileManagement: 'NONE',
  FlightAssign: 'NO',
  MusterSheet: 'NO',
  PTSheet: 'NO',
  PromotionManagement: 'NONE',
  AssignTemporaryDutyPositions: 'NO',
  EventContactSheet: 'NO',
  EventLinkList: 'NO',
  ORMOPORD: 'NO',
  ProspectiveMemberManagement: 'NONE',
  CreateNotifications: 'NO',
  ManageEvent: 'NONE',
  ManageTeam: 'NONE',
  ScanAdd: 'NO',
  AttendanceView: 'PERSONAL',
  PermissionManagement: 'NONE',
  ViewAccountNotifications: 'NO',
  RegistryEdit: 'NO',
  MemberSearch: 'NO',
  DownloadCAPWATCH: 'NO',
} as const;
const squadronStaff = {
  ...squadronMember,
  FlightAssign: 'YES',
  MusterSheet: 'YES',
  AssignTasks: 'YES',
  AdministerPT: 'YES',
  PTSheet: 'YES',
  MemberSearch: 'YES',
  ManageEvent: 'ADDDRAFTEVENTS',
} as const;
const squadronManager = {
  ...squadronStaff,
  ManageEvent: 'FULL',
  EventContactSheet: 'YES',
  ORMOPORD: 'YES',
  AssignTemporaryDutyPositions: 'YES',
  EventLinkList: 'YES',
  ManageTeam: 'FULL',
  FileManagement: 'FULL',
  ScanAdd: 'NO',
  AttendanceView: 'OTHER',
} as const;
const squadronAdmin = {
  ...squadronManager,
  ScanAdd: 'YES',
  PromotionManagement: 'FULL',
  ProspectiveMemberManagement: 'FULL',
  CreateNotifications: 'GLOBAL',
  PermissionManagement: 'FULL',
  ViewAccountNotifications: 'YES',
  RegistryEdit: 'YES',
  DownloadCAPWATCH: 'YES',
} as const;

describe('permission presets (platform §6)', () => {
  it.each([
    ['Member', squadronMember],
    ['CadetStaff', squadronStaff],
    ['Manager', squadronManager],
    ['Admin', squadronAdmin],
  ] as const)('§6 squadron %s preset', (level, expected) => {
    expect(presetFor(level, 'CAPSQUADRON')).toEqual(expected);
  });

  it.each([
    ['CAPSQUADRON', true, true, true, false],
    ['CAPEVENT', true, false, false, false],
    ['CAPGROUP', false, true, false, false],
    ['CAPWING', false, true, false, true],
    ['CAPREGION', false, true, false, true],
  ] as const)(
    '§2/§6 %s: flight/muster/administer PT=%s promotion=%s prospective=%s createEventAccount=%s',
    (type, flightMusterPT, promotion, prospective, createEventAccount) => {
      const names = permissionsForAccountType(type);
      for (const n of ['FlightAssign', 'MusterSheet', 'AdministerPT'] as const) {
        expect(names.includes(n), n).toBe(flightMusterPT);
      }
      // §2 group "omits administer PT, flight assign, muster sheet": the PT sheet stays everywhere
      expect(names.includes('PTSheet')).toBe(true);
      expect(names.includes('PromotionManagement')).toBe(promotion);
      expect(names.includes('ProspectiveMemberManagement')).toBe(prospective);
      expect(names.includes('CreateEventAccount')).toBe(createEventAccount);
      for (const level of PERMISSION_LEVELS) {
        expect(Object.keys(presetFor(level, type)).sort()).toEqual([...names].sort());
      }
    },
  );

  it.each([
    ['CAPSQUADRON', 'NO'],
    ['CAPEVENT', 'YES'],
    ['CAPGROUP', 'YES'],
    ['CAPWING', 'YES'],
    ['CAPREGION', 'YES'],
  ] as const)('§6 manager ScanAdd is YES except in squadrons: %s -> %s', (type, scanAdd) => {
    expect(presetFor('Manager', type).ScanAdd).toBe(scanAdd);
    expect(presetFor('Admin', type).ScanAdd).toBe('YES');
  });

  it.each([
    ['CAPWING', 'YES'],
    ['CAPREGION', 'YES'],
  ] as const)('§6 admin of %s gets CreateEventAccount %s', (type, value) => {
    expect(presetFor('Admin', type).CreateEventAccount).toBe(value);
    expect(presetFor('Manager', type).CreateEventAccount).toBe('NO');
  });

  it('§6 group staff: tasks, member search, draft events but no flight, muster, PT', () => {
    expect(presetFor('CadetStaff', 'CAPGROUP')).toMatchObject({
      AssignTasks: 'YES',
      MemberSearch: 'YES',
      ManageEvent: 'ADDDRAFTEVENTS',
      AttendanceView: 'PERSONAL',
    });
    expect(presetFor('CadetStaff', 'CAPGROUP').FlightAssign).toBeUndefined();
  });

  it('every preset parses with the PermissionSet schema', () => {
    for (const type of AccountType.options) {
      for (const level of PERMISSION_LEVELS) {
        expect(PermissionSet.parse(presetFor(level, type))).toEqual(presetFor(level, type));
      }
    }
  });
});

describe('derived level (platform §4)', () => {
  it('each preset derives its own level for every account type', () => {
    for (const type of AccountType.options) {
      for (const level of PERMISSION_LEVELS) {
        expect(derivedLevel(presetFor(level, type), type), `${type} ${level}`).toBe(level);
      }
    }
  });

  it('a changed value makes it Custom; omitted keys read as the lowest value', () => {
    expect(derivedLevel({ ...presetFor('Manager', 'CAPSQUADRON'), RegistryEdit: 'YES' }, 'CAPSQUADRON')).toBe(
      'Custom',
    );
    expect(derivedLevel({}, 'CAPSQUADRON')).toBe('Member');
    // a squadron-only key on a group does not count
    expect(derivedLevel({ ...presetFor('Member', 'CAPGROUP'), FlightAssign: 'YES' }, 'CAPGROUP')).toBe(
      'Member',
    );
    expect(normalizePermissions({ FlightAssign: 'YES' }, 'CAPGROUP').FlightAssign).toBeUndefined();
  });
});

describe('hasPermission and super users (platform §6)', () => {
  const member = (permissions: PermissionSet, id = 100001) => ({
    type: 'CAPNHQMember' as const,
    id,
    permissions,
  });

  it.each([
    [{ ManageEvent: 'ADDDRAFTEVENTS' }, 'ManageEvent', 'ADDDRAFTEVENTS', true],
    [{ ManageEvent: 'ADDDRAFTEVENTS' }, 'ManageEvent', 'FULL', false],
    [{ ManageEvent: 'FULL' }, 'ManageEvent', 'ADDDRAFTEVENTS', true],
    [{ ManageEvent: 'NONE' }, 'ManageEvent', 'NONE', true],
    [{}, 'RegistryEdit', 'YES', false],
    [{ RegistryEdit: 'YES' }, 'RegistryEdit', 'YES', true],
    [{ AttendanceView: 'OTHER' }, 'AttendanceView', 'OTHER', true],
    [{ AttendanceView: 'PERSONAL' }, 'AttendanceView', 'OTHER', false],
    [{ CreateNotifications: 'GLOBAL' }, 'CreateNotifications', 'GLOBAL', true],
    [{ PermissionManagement: 'NONE' }, 'PermissionManagement', 'FULL', false],
  ] as const)('%j has %s at least %s -> %s', (perms, name, atLeast, expected) => {
    expect(hasPermission(member(perms), name, atLeast)).toBe(expected);
  });

  it('atLeast defaults to the highest value', () => {
    expect(hasPermission(member({ ManageEvent: 'ADDDRAFTEVENTS' }), 'ManageEvent')).toBe(false);
    expect(hasPermission(member({ ManageTeam: 'FULL' }), 'ManageTeam')).toBe(true);
  });

  it('§6: a super user passes every check; a prospective member with the same id does not', () => {
    const su = member({}, 542488);
    for (const name of PERMISSION_NAMES) expect(hasPermission(su, name, undefined, [542488])).toBe(true);
    expect(isSuperUser({ type: 'CAPProspectiveMember', id: '542488' }, [542488])).toBe(false);
    expect(hasPermission(null, 'ManageEvent', 'NONE', [542488])).toBe(false);
  });

  it('SUPER_USER_IDS parsing', () => {
    expect(parseSuperUserIds(' 542488, 123456 ,x,')).toEqual([542488, 123456]);
    expect(parseSuperUserIds(undefined)).toEqual([]);
  });
});
