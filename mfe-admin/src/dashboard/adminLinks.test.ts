import { describe, expect, it } from 'vitest';
import type { PermissionSet } from '@portal/contracts';
import { adminLinks, adminLinksTitle, type AdminViewer } from './adminLinks.ts';

const NOW = Date.UTC(2026, 0, 15);
type ViewerInput = Partial<AdminViewer> & { permissions?: PermissionSet };
const viewer = ({ permissions = {}, member, ...over }: ViewerInput): AdminViewer => ({
  member: member ?? { type: 'CAPNHQMember', id: 100001, permissions },
  dutyPositions: [],
  seniorMember: false,
  superUser: false,
  accountType: 'CAPSQUADRON',
  ...over,
});
const duty = (name: string, expires: number | null = null) => ({ duty: name, expires });

const EVERYONE = [
  'Event List',
  'View Attendance',
  'Setup MFA',
  'Manage duty positions',
  'Notifications',
  'Tasks',
];

describe('platform §2 dashboard widget 2: Administration links title by permission', () => {
  const cases: [string, AdminViewer, string][] = [
    ['member with no permissions', viewer({}), 'Personal administration'],
    [
      'MemberSearch YES alone (everyone has it by default)',
      viewer({ permissions: { MemberSearch: 'YES' } }),
      'Personal administration',
    ],
    [
      'AttendanceView PERSONAL',
      viewer({ permissions: { AttendanceView: 'PERSONAL', ManageEvent: 'NONE' } }),
      'Personal administration',
    ],
    ['FlightAssign YES', viewer({ permissions: { FlightAssign: 'YES' } }), 'Account administration'],
    [
      'ManageEvent ADDDRAFTEVENTS',
      viewer({ permissions: { ManageEvent: 'ADDDRAFTEVENTS' } }),
      'Account administration',
    ],
    ['AttendanceView OTHER', viewer({ permissions: { AttendanceView: 'OTHER' } }), 'Account administration'],
    ['FileManagement FULL', viewer({ permissions: { FileManagement: 'FULL' } }), 'Account administration'],
    ['RegistryEdit YES', viewer({ permissions: { RegistryEdit: 'YES' } }), 'Site administration'],
    [
      'PermissionManagement FULL',
      viewer({ permissions: { PermissionManagement: 'FULL' } }),
      'Site administration',
    ],
    [
      'PermissionManagement NONE with staff rights',
      viewer({ permissions: { PermissionManagement: 'NONE', ManageEvent: 'FULL' } }),
      'Account administration',
    ],
    ['the privileged user without any permission', viewer({ superUser: true }), 'Site administration'],
  ];
  it.each(cases)('%s -> title', (_name, v, title) => {
    expect(adminLinksTitle(v)).toBe(title);
  });
});

describe('platform §2 dashboard widget 2: each administration link only when allowed', () => {
  const cases: [string, AdminViewer, string[]][] = [
    ['plain cadet', viewer({}), EVERYONE],
    ['senior member gets Email selector', viewer({ seniorMember: true }), [...EVERYONE, 'Email selector']],
    [
      'a prospective senior member does not (the contacts call refuses them)',
      viewer({
        seniorMember: true,
        member: { type: 'CAPProspectiveMember', id: 'md001-7', permissions: {} },
      }),
      EVERYONE,
    ],
    [
      'Cadet Commander gets Email selector',
      viewer({ dutyPositions: [duty('Cadet Commander')] }),
      [...EVERYONE, 'Email selector'],
    ],
    [
      'Cadet Deputy Commander for Support gets Email selector',
      viewer({ dutyPositions: [duty('Cadet Deputy Commander for Support')] }),
      [...EVERYONE, 'Email selector'],
    ],
    [
      'expired temporary Cadet Commander duty does not count',
      viewer({ dutyPositions: [duty('Cadet Commander', NOW - 1)] }),
      EVERYONE,
    ],
    [
      'unexpired temporary Cadet Commander duty counts',
      viewer({ dutyPositions: [duty('Cadet Commander', NOW + 1)] }),
      [...EVERYONE, 'Email selector'],
    ],
    [
      'Cadet Flight Commander is not command group',
      viewer({ dutyPositions: [duty('Cadet Flight Commander')] }),
      EVERYONE,
    ],
    [
      'FlightAssign in a squadron',
      viewer({ permissions: { FlightAssign: 'YES' } }),
      [...EVERYONE, 'Assign flight members'],
    ],
    [
      'FlightAssign in an event account',
      viewer({ accountType: 'CAPEVENT', permissions: { FlightAssign: 'YES' } }),
      [...EVERYONE, 'Assign flight members'],
    ],
    [
      'FlightAssign in a group: not offered',
      viewer({ accountType: 'CAPGROUP', permissions: { FlightAssign: 'YES' } }),
      EVERYONE,
    ],
    [
      'FlightAssign while the account is unknown: not offered',
      viewer({ accountType: null, permissions: { FlightAssign: 'YES' } }),
      EVERYONE,
    ],
    ['FlightAssign NO', viewer({ permissions: { FlightAssign: 'NO' } }), EVERYONE],
    [
      'RegistryEdit YES',
      viewer({ permissions: { RegistryEdit: 'YES' } }),
      [...EVERYONE, 'Site configuration'],
    ],
    [
      'PermissionManagement FULL gets Permission management and Sign-in keys',
      viewer({ permissions: { PermissionManagement: 'FULL' } }),
      [...EVERYONE, 'Permission management', 'Sign-in keys'],
    ],
    [
      'DownloadCAPWATCH YES gets Import members',
      viewer({ permissions: { DownloadCAPWATCH: 'YES' } }),
      [...EVERYONE, 'Import members'],
    ],
    ['DownloadCAPWATCH NO: no Import members', viewer({ permissions: { DownloadCAPWATCH: 'NO' } }), EVERYONE],
    [
      'privileged user in a squadron sees every link',
      viewer({ superUser: true }),
      [
        ...EVERYONE,
        'Assign flight members',
        'Site configuration',
        'Permission management',
        'Sign-in keys',
        'Import members',
        'Email selector',
      ],
    ],
    [
      'privileged user in a wing: no flight assignment (squadron or event accounts only)',
      viewer({ superUser: true, accountType: 'CAPWING' }),
      [
        ...EVERYONE,
        'Site configuration',
        'Permission management',
        'Sign-in keys',
        'Import members',
        'Email selector',
      ],
    ],
  ];
  it.each(cases)('%s', (_name, v, labels) => {
    expect(adminLinks(v, NOW).links.map((l) => l.label)).toEqual(labels);
  });

  it('links point at the routes of platform §2', () => {
    const all = adminLinks(viewer({ superUser: true }), NOW).links;
    expect(Object.fromEntries(all.map((l) => [l.label, l.to]))).toEqual({
      'Event List': '/eventlinklist',
      'View Attendance': '/admin/attendance',
      'Setup MFA': '/admin/setupmfa',
      'Manage duty positions': '/admin/tempdutypositions',
      Notifications: '/admin/notifications',
      Tasks: '/admin/tasks',
      'Assign flight members': '/admin/flightassign',
      'Site configuration': '/admin/regedit',
      'Permission management': '/admin/permissions',
      'Sign-in keys': '/admin/signinkeys',
      'Import members': '/admin/memberimport',
      'Email selector': '/emailselector',
    });
  });
});
