import { describe, expect, it } from 'vitest';
import type { PermissionSet } from '../permissions/permissionSet.ts';
import { presetFor } from '../permissions/presets.ts';
import {
  DASHBOARD_WIDGETS,
  isSiteAdministrator,
  visibleWidgets,
  type DashboardViewer,
  type DashboardWidget,
} from './widgets.ts';

const NOW = Date.UTC(2026, 0, 15);
type ViewerInput = Partial<Omit<DashboardViewer, 'member'>> & {
  permissions?: PermissionSet;
  type?: 'CAPNHQMember' | 'CAPProspectiveMember';
};
const viewer = ({ permissions = {}, type = 'CAPNHQMember', ...over }: ViewerInput): DashboardViewer => ({
  member:
    type === 'CAPNHQMember'
      ? { type, id: 100001, permissions }
      : { type: 'CAPProspectiveMember', id: 'md001-1', permissions },
  dutyPositions: [],
  seniorMember: false,
  superUser: false,
  accountType: 'CAPSQUADRON',
  ...over,
});
const duty = (name: string, expires: number | null = null) => ({ duty: name, expires });
const shows = (v: DashboardViewer, widget: DashboardWidget) => visibleWidgets(v, NOW).includes(widget);

// [rule (spec words), viewer, widget, shown?]
const table: [string, DashboardViewer, DashboardWidget, boolean][] = [
  // 1. File management: needs FileManagement FULL
  [
    '1 File management: needs FileManagement FULL',
    viewer({ permissions: { FileManagement: 'FULL' } }),
    'fileManagement',
    true,
  ],
  [
    '1 File management: FileManagement NONE does not',
    viewer({ permissions: { FileManagement: 'NONE' } }),
    'fileManagement',
    false,
  ],
  // 2. Administration links: every signed-in member
  [
    '2 Administration links: a member without permissions (Personal administration)',
    viewer({}),
    'administration',
    true,
  ],
  [
    '2 Administration links: a prospective member',
    viewer({ type: 'CAPProspectiveMember' }),
    'administration',
    true,
  ],
  // 3. Reports
  [
    '3 Reports: the unit reports are squadron reports (a group flight duty holder does not)',
    viewer({ accountType: 'CAPGROUP', dutyPositions: [duty('Cadet Flight Sergeant')] }),
    'reports',
    false,
  ],
  [
    '3 Reports: PromotionManagement FULL on a wing account does not',
    viewer({ accountType: 'CAPWING', permissions: { PromotionManagement: 'FULL' } }),
    'reports',
    false,
  ],
  ...(['CAPGROUP', 'CAPWING', 'CAPREGION'] as const).map(
    (accountType): [string, DashboardViewer, DashboardWidget, boolean] => [
      `3 Reports: "The privileged user sees every widget", also on a ${accountType} account`,
      viewer({ superUser: true, accountType }),
      'reports',
      true,
    ],
  ),
  [
    '3 Reports: cadet flight duty holder (Cadet Flight Sergeant)',
    viewer({ dutyPositions: [duty('Cadet Flight Sergeant')] }),
    'reports',
    true,
  ],
  [
    '3 Reports: command duty holder (Cadet Commander)',
    viewer({ dutyPositions: [duty('Cadet Commander')] }),
    'reports',
    true,
  ],
  [
    '3 Reports: Deputy Commander for Cadets',
    viewer({ seniorMember: true, dutyPositions: [duty('Deputy Commander for Cadets')] }),
    'reports',
    true,
  ],
  [
    '3 Reports: or PromotionManagement FULL',
    viewer({ permissions: { PromotionManagement: 'FULL' } }),
    'reports',
    true,
  ],
  [
    '3 Reports: an expired temporary flight duty does not count',
    viewer({ dutyPositions: [duty('Cadet Flight Commander', NOW - 1)] }),
    'reports',
    false,
  ],
  [
    '3 Reports: another duty (Cadet Public Affairs Officer) does not',
    viewer({ dutyPositions: [duty('Cadet Public Affairs Officer')] }),
    'reports',
    false,
  ],
  // 4. Create something
  [
    '4 Create something: manages events (ManageEvent ADDDRAFTEVENTS)',
    viewer({ permissions: { ManageEvent: 'ADDDRAFTEVENTS' } }),
    'createSomething',
    true,
  ],
  [
    '4 Create something: manages teams (ManageTeam FULL)',
    viewer({ permissions: { ManageTeam: 'FULL' } }),
    'createSomething',
    true,
  ],
  [
    '4 Create something: manages prospective members (squadron)',
    viewer({ permissions: { ProspectiveMemberManagement: 'FULL' } }),
    'createSomething',
    true,
  ],
  [
    '4 Create something: creates event accounts (wing, CreateEventAccount YES)',
    viewer({ accountType: 'CAPWING', permissions: { CreateEventAccount: 'YES' } }),
    'createSomething',
    true,
  ],
  [
    '4 Create something: wing Commander may create a special event',
    viewer({ accountType: 'CAPWING', dutyPositions: [duty('Commander')] }),
    'createSomething',
    true,
  ],
  [
    '4 Create something: squadron Commander without permissions does not',
    viewer({ dutyPositions: [duty('Commander')] }),
    'createSomething',
    false,
  ],
  [
    '4 Create something: ManageEvent NONE and nothing else does not',
    viewer({ permissions: { ManageEvent: 'NONE' } }),
    'createSomething',
    false,
  ],
  // 5. National-member accounts
  ['5 National-member accounts: a CAPNHQMember', viewer({}), 'nationalMember', true],
  [
    '5 National-member accounts: not a prospective member',
    viewer({ type: 'CAPProspectiveMember' }),
    'nationalMember',
    false,
  ],
  // 6. Flight contact
  [
    '6 Flight contact: a cadet holding a flight duty',
    viewer({ dutyPositions: [duty('Cadet Element Leader')] }),
    'flightContact',
    true,
  ],
  [
    '6 Flight contact: a cadet holding a command duty',
    viewer({ dutyPositions: [duty('Cadet Deputy Commander for Support')] }),
    'flightContact',
    true,
  ],
  [
    '6 Flight contact: not a senior member',
    viewer({ seniorMember: true, dutyPositions: [duty('Deputy Commander for Cadets')] }),
    'flightContact',
    false,
  ],
  ['6 Flight contact: not a cadet without such a duty', viewer({}), 'flightContact', false],
  // 7. Support and release notes
  ['7 Support and release notes: privileged user only', viewer({ superUser: true }), 'support', true],
  [
    '7 Support and release notes: not an Admin-level member',
    viewer({ permissions: presetFor('Admin', 'CAPSQUADRON') }),
    'support',
    false,
  ],
  // 8. Prospective
  [
    '8 Prospective: squadron accounts with ProspectiveMemberManagement',
    viewer({ permissions: { ProspectiveMemberManagement: 'FULL' } }),
    'prospective',
    true,
  ],
  [
    '8 Prospective: not in a group account',
    viewer({ accountType: 'CAPGROUP', permissions: { ProspectiveMemberManagement: 'FULL' } }),
    'prospective',
    false,
  ],
  [
    '8 Prospective: not while the account is unknown',
    viewer({ accountType: null, permissions: { ProspectiveMemberManagement: 'FULL' } }),
    'prospective',
    false,
  ],
  ['8 Prospective: not without the permission', viewer({}), 'prospective', false],
  // 9. Find Member
  [
    '9 Find Member: senior member with a duty position',
    viewer({ seniorMember: true, dutyPositions: [duty('Safety Officer')] }),
    'findMember',
    true,
  ],
  [
    '9 Find Member: senior member without a duty position does not',
    viewer({ seniorMember: true }),
    'findMember',
    false,
  ],
  [
    '9 Find Member: senior member whose only duty expired does not',
    viewer({ seniorMember: true, dutyPositions: [duty('Safety Officer', NOW - 1)] }),
    'findMember',
    false,
  ],
  [
    '9 Find Member: cadet with a duty but no MemberSearch does not',
    viewer({ dutyPositions: [duty('Cadet Flight Commander')] }),
    'findMember',
    false,
  ],
  [
    '9 Find Member: or MemberSearch YES',
    viewer({ permissions: { MemberSearch: 'YES' } }),
    'findMember',
    true,
  ],
  ['9 Find Member: the privileged user', viewer({ superUser: true }), 'findMember', true],
  // 10. Errors count
  [
    '10 Errors count: site administrator (Admin preset)',
    viewer({ permissions: presetFor('Admin', 'CAPSQUADRON') }),
    'errors',
    true,
  ],
  [
    '10 Errors count: not a Manager',
    viewer({ permissions: presetFor('Manager', 'CAPSQUADRON') }),
    'errors',
    false,
  ],
  [
    '10 Errors count: RegistryEdit alone is not site administration',
    viewer({ permissions: { RegistryEdit: 'YES' } }),
    'errors',
    false,
  ],
];

describe('platform §2 dashboard widgets: each visibility rule', () => {
  it.each(table)('%s', (_rule, v, widget, shown) => {
    expect(shows(v, widget)).toBe(shown);
  });
});

describe('platform §2: "The privileged user sees every widget"', () => {
  it('a super user without any permission, in any account type, sees all ten', () => {
    for (const accountType of [
      'CAPSQUADRON',
      'CAPGROUP',
      'CAPWING',
      'CAPREGION',
      'CAPEVENT',
      null,
    ] as const) {
      expect(visibleWidgets(viewer({ superUser: true, accountType }), NOW)).toEqual([...DASHBOARD_WIDGETS]);
    }
  });

  it('a plain cadet (Member preset) sees only administration links and the national-member widget', () => {
    expect(visibleWidgets(viewer({ permissions: presetFor('Member', 'CAPSQUADRON') }), NOW)).toEqual([
      'administration',
      'nationalMember',
    ]);
  });

  it('the squadron Admin preset sees everything but the privileged support widget and the duty widgets', () => {
    expect(
      visibleWidgets(viewer({ seniorMember: true, permissions: presetFor('Admin', 'CAPSQUADRON') }), NOW),
    ).toEqual([
      'fileManagement',
      'administration',
      'reports',
      'createSomething',
      'nationalMember',
      'prospective',
      'findMember',
      'errors',
    ]);
  });
});

describe('§6 "error list and errors widget site administrator only": the site administrator', () => {
  it.each([
    ['the privileged user', viewer({ superUser: true }), true],
    [
      'RegistryEdit YES and PermissionManagement FULL',
      viewer({ permissions: { RegistryEdit: 'YES', PermissionManagement: 'FULL' } }),
      true,
    ],
    [
      'the Admin preset of a wing',
      viewer({ accountType: 'CAPWING', permissions: presetFor('Admin', 'CAPWING') }),
      true,
    ],
    ['PermissionManagement FULL alone', viewer({ permissions: { PermissionManagement: 'FULL' } }), false],
    ['RegistryEdit YES alone', viewer({ permissions: { RegistryEdit: 'YES' } }), false],
    ['a Manager', viewer({ permissions: presetFor('Manager', 'CAPSQUADRON') }), false],
  ] as const)('%s -> %s', (_name, v, expected) => {
    expect(isSiteAdministrator(v)).toBe(expected);
  });
});
