// Example bodies of the mfe-admin pact (fictional fixture values). Only their types are pinned
// (matchers in the tests); each test checks its examples against the contracts schema first, so
// the mock answers what the real call modules can parse.
import { presetFor, type PermissionLevel } from '@portal/contracts';
import { DEMO_CADET_EXAMPLE } from '@portal/contracts/testing';

export const ADMIN = { type: 'CAPNHQMember' as const, id: 510001 };
export const STAFF = { type: 'CAPNHQMember' as const, id: 510003 };
export const CADET = { type: 'CAPNHQMember' as const, id: 510004 };
/** A demo member without a sign-in (Bravo), moved by the bulk flight save. */
export const BRAVO_CADET = { type: 'CAPNHQMember' as const, id: 510012 };
/** A date well in the future of the provider's clock (temporary duty expiry, absence). */
export const FUTURE = Date.UTC(2030, 0, 1);

export const cadetMember = DEMO_CADET_EXAMPLE;

/** A prospective member as the member list answers it (no NHQ data: nulls). */
export const prospectiveMember = {
  type: 'CAPProspectiveMember' as const,
  id: 'md001-3',
  nameFirst: 'Pat',
  nameMiddle: '',
  nameLast: 'Prospect',
  nameSuffix: '',
  memberRank: '',
  squadron: 'MER-MD-001',
  flight: null,
  gender: null,
  dateOfBirth: null,
  joined: 1_795_305_600_000,
  expirationDate: null,
  seniorMember: false,
  hasNHQReference: false,
  orgid: 9001,
  dutyPositions: [],
  permissions: {},
  teamIDs: [],
  absenteeInformation: null,
  contact: DEMO_CADET_EXAMPLE.contact,
};

export const nhqDutyPosition = {
  duty: 'Cadet Flight Commander',
  date: 1_651_708_800_000,
  expires: null,
  type: 'NHQ' as const,
  orgid: 9001,
  assistant: false,
};

export const temporaryDutyPosition = {
  duty: 'Cadet Commander',
  date: 1_795_305_600_000,
  expires: FUTURE,
  type: 'CAPUnit' as const,
  orgid: 9001,
  assistant: false,
};

export const flightMember = {
  member: STAFF,
  name: 'C/2dLt Sam P Staffer',
  nameLast: 'Staffer',
  memberRank: 'C/2dLt',
  seniorMember: false,
  flight: 'Alpha',
  roleCode: 'fc' as const,
  dutyPositions: [],
};

export const unassignedMember = {
  member: ADMIN,
  name: 'Maj Alex F Administrator',
  nameLast: 'Administrator',
  memberRank: 'Maj',
  seniorMember: true,
  flight: null,
  roleCode: 's' as const,
  dutyPositions: [],
};

/** The fixture's managed members and their levels (the save sends this list back unchanged). */
export const MANAGED: {
  member: { type: 'CAPNHQMember'; id: number };
  name: string;
  level: PermissionLevel;
}[] = [
  { member: ADMIN, name: 'Maj Alex F Administrator', level: 'Admin' },
  { member: CADET, name: 'C/A1C Casey U Cadet', level: 'Member' },
  { member: { type: 'CAPNHQMember', id: 510002 }, name: 'Capt Morgan K Manager', level: 'Manager' },
  { member: { type: 'CAPNHQMember', id: 510005 }, name: '1stLt Sydney Z Senior', level: 'Member' },
  { member: STAFF, name: 'C/2dLt Sam P Staffer', level: 'CadetStaff' },
];

export const adminPermissions = presetFor('Admin', 'CAPSQUADRON');

export const permissionEntry = { ...MANAGED[0]!, permissions: adminPermissions };

export const permissionAuditEntry = {
  id: 1,
  changedAt: 1_795_305_600_000,
  changedBy: ADMIN,
  changedByName: 'Maj Alex F Administrator',
  member: CADET,
  memberName: 'C/A1C Casey U Cadet',
  oldPermissions: presetFor('Member', 'CAPSQUADRON'),
  newPermissions: presetFor('CadetStaff', 'CAPSQUADRON'),
  oldLevel: 'Member' as const,
  newLevel: 'CadetStaff' as const,
};

/** The fixture registry of md001 (the PUT sends it back unchanged, so other pacts see the same). */
export const registry = {
  accountID: 'md001',
  Contact: {
    FaceBook: 'example-demo-squadron',
    Flickr: null,
    Instagram: 'example.demo.squadron',
    LinkedIn: null,
    Twitter: null,
    YouTube: 'UCexampleDemoSquadron',
    Discord: 'https://discord.example.com/demo',
    MeetingAddress: {
      Name: 'Maryland Demo Composite Squadron Hangar',
      FirstLine: '100 Example Airport Road',
      SecondLine: 'Demo Town, MD 20000',
    },
    MailingAddress: {
      Name: 'Maryland Demo Composite Squadron',
      FirstLine: 'PO Box 100',
      SecondLine: 'Demo Town, MD 20000',
    },
  },
  RankAndFile: { Flights: ['Alpha', 'Bravo', 'Charlie', 'XRay'] },
  Website: {
    Name: 'Maryland Demo Composite Squadron',
    UnitName: 'MER-MD-001',
    PhotoLibraryImagesPerPage: 70,
    Separator: ' - ',
    ShowUpcomingEventCount: 3,
    Timezone: 'America/New_York' as const,
    FaviconID: null,
  },
};

export const changelogEntry = {
  id: 1,
  entryDateTime: 1_795_230_305_312,
  entryCAPID: 510005,
  noteDateTime: 1_795_230_305_312,
  noteTitle: 'Administration area',
  noteText: 'The **administration dashboard** at `/admin` now shows the widgets you may use.',
};

export const serverErrorEntry = {
  id: 1,
  type: 'Server' as const,
  message: 'Pact example crash',
  timestamp: 1_795_305_600_000,
  stack: [{ filename: '/app/src/example.ts', line: 10, column: 5, name: 'handler' }],
  pageURL: null,
  componentStack: null,
  user: ADMIN,
  requestMethod: 'GET',
  requestedPath: '/api/example',
  payload: null,
  resolved: false,
  service: 'svc-identity',
  requestID: 'pact-request-1',
};

export const signinKey = {
  id: '3f1c2a9e-0b7d-4c56-9a1e-2d3b4c5d6e7f',
  name: 'Pact example client',
  scope: 'Account' as const,
  algorithm: 'Ed25519' as const,
  fingerprint: 'a3f1c2a9e0b7d4c569a1e2d3b4c5d6e7fa3f1c2a9e0b7d4c569a1e2d3b4c5d6e',
  member: null,
  createdBy: ADMIN,
  created: 1_795_305_600_000,
  revoked: null,
};

/** A fixed example Ed25519 public key (SPKI PEM) for the key registration (its private half is gone). */
export const EXAMPLE_PUBLIC_KEY =
  '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAq6LnevDB/MbO/U/GPojclwl932pL07VF0wntNbcfWPU=\n-----END PUBLIC KEY-----\n';
