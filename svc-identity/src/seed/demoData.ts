// Fictional demo data: three accounts and ~60 members of md001. Every name, CAPID (numbers in
// 510000-519999), e-mail (example.com) and phone number (555-01xx) is invented.
import { RANK_ORDER, type AccountType, type MemberContact, type PermissionLevel } from '@portal/contracts';

export interface SeedAccount {
  id: string;
  type: AccountType;
  name: string;
  orgIDs: number[];
  mainOrg: number;
  parent: string | null;
  squadron: string;
  flights: string[];
}

export const SEED_ACCOUNTS: SeedAccount[] = [
  {
    id: 'md000',
    type: 'CAPWING',
    name: 'Maryland Demo Wing',
    orgIDs: [9000],
    mainOrg: 9000,
    parent: null,
    squadron: 'MER-MD-000',
    flights: [],
  },
  {
    id: 'md001',
    type: 'CAPSQUADRON',
    name: 'Maryland Demo Composite Squadron',
    orgIDs: [9001],
    mainOrg: 9001,
    parent: null,
    squadron: 'MER-MD-001',
    flights: ['Alpha', 'Bravo', 'Charlie', 'XRay'],
  },
  {
    id: 'md002',
    type: 'CAPSQUADRON',
    name: 'Maryland Demo Cadet Squadron',
    orgIDs: [9002],
    mainOrg: 9002,
    parent: null,
    squadron: 'MER-MD-002',
    flights: ['Alpha', 'Bravo'],
  },
];

export interface SeedDuty {
  duty: string;
  temporary?: boolean;
  assistant?: boolean;
}

export interface SeedMember {
  accountID: string;
  id: number;
  nameFirst: string;
  nameMiddle: string;
  nameLast: string;
  nameSuffix: string;
  rank: string;
  senior: boolean;
  gender: 'MALE' | 'FEMALE';
  flight: string | null;
  dateOfBirth: string;
  joined: string;
  expiration: string;
  duties: SeedDuty[];
  contact: MemberContact;
  /** Sign-in account of the demo (password from DEMO_PASSWORD). */
  username?: string;
  preset?: PermissionLevel;
}

const FIRST = [
  'Avery',
  'Blake',
  'Casey',
  'Dana',
  'Emerson',
  'Finley',
  'Gray',
  'Harper',
  'Indigo',
  'Jordan',
  'Kendall',
  'Logan',
  'Morgan',
  'Noel',
  'Oakley',
  'Parker',
  'Quinn',
  'Reese',
  'Sawyer',
  'Taylor',
  'Umber',
  'Val',
  'Winter',
  'Xen',
  'Yael',
  'Zion',
];
const LAST = [
  'Ashdown',
  'Birchfield',
  'Copperleaf',
  'Dunmore',
  'Elderbrook',
  'Fallowmere',
  'Glenrook',
  'Hollowell',
  'Ivyridge',
  'Juniperton',
  'Kestrelby',
  'Larkspur',
  'Marbleton',
  'Northcott',
  'Oakhollow',
  'Pinecrest',
  'Quarrington',
  'Ravensdale',
  'Stonebury',
  'Thistlewood',
  'Underhill',
  'Valemont',
  'Westbrook',
  'Yarrowby',
];
// the platform's cadet ranks up to C/Capt, with C/TSgt (not in that order) after C/SSgt
const CADET_RANKS = [
  ...RANK_ORDER.slice(0, RANK_ORDER.indexOf('C/SSgt') + 1),
  'C/TSgt',
  ...RANK_ORDER.slice(RANK_ORDER.indexOf('C/MSgt'), RANK_ORDER.indexOf('C/Capt') + 1),
];
const SENIOR_RANKS = ['SM', '2dLt', '1stLt', 'Capt', 'Maj', 'LtCol'];
const FLIGHTS = ['Alpha', 'Bravo', 'Charlie'];

function contactFor(first: string, last: string, n: number, senior: boolean): MemberContact {
  const phone = `(410)555-01${String(n % 100).padStart(2, '0')}`;
  const email = `${first}.${last}`.toLowerCase() + '@example.com';
  return {
    CELLPHONE: { PRIMARY: phone },
    WORKPHONE: {},
    HOMEPHONE: n % 3 === 0 ? { PRIMARY: `(301)555-01${String((n + 37) % 100).padStart(2, '0')}` } : {},
    CADETPARENTPHONE: senior ? {} : { PRIMARY: `(443)555-01${String((n + 11) % 100).padStart(2, '0')}` },
    EMAIL: { PRIMARY: email },
    CADETPARENTEMAIL: senior ? {} : { PRIMARY: `parent.${last}`.toLowerCase() + '@example.com' },
  };
}

function dates(n: number, senior: boolean): { dateOfBirth: string; joined: string; expiration: string } {
  const birthYear = senior ? 1965 + (n % 30) : 2008 + (n % 6);
  const month = String((n % 12) + 1).padStart(2, '0');
  const day = String((n % 27) + 1).padStart(2, '0');
  return {
    dateOfBirth: `${birthYear}-${month}-${day}`,
    joined: `${2018 + (n % 7)}-${month}-${day}`,
    // a few memberships lapse soon or have lapsed, so the expiry colouring has something to show
    expiration: n % 17 === 0 ? '2025-01-31' : n % 11 === 0 ? '2026-12-31' : `${2027 + (n % 2)}-${month}-28`,
  };
}

function member(
  accountID: string,
  n: number,
  fields: Partial<SeedMember> & Pick<SeedMember, 'senior'>,
): SeedMember {
  const nameFirst = fields.nameFirst ?? FIRST[n % FIRST.length]!;
  const nameLast = fields.nameLast ?? LAST[(n * 7) % LAST.length]!;
  return {
    accountID,
    id: 510000 + n,
    nameFirst,
    nameMiddle: fields.nameMiddle ?? String.fromCharCode(65 + ((n * 5) % 26)),
    nameLast,
    nameSuffix: fields.nameSuffix ?? '',
    rank:
      fields.rank ??
      (fields.senior ? SENIOR_RANKS[n % SENIOR_RANKS.length]! : CADET_RANKS[n % CADET_RANKS.length]!),
    gender: fields.gender ?? (n % 2 === 0 ? 'FEMALE' : 'MALE'),
    flight:
      fields.flight === undefined ? (fields.senior ? null : FLIGHTS[n % FLIGHTS.length]!) : fields.flight,
    duties: fields.duties ?? [],
    contact: fields.contact ?? contactFor(nameFirst, nameLast, n, fields.senior),
    ...dates(n, fields.senior),
    ...fields,
  };
}

/** md001's other staff by CAPID offset: rank (a cadet's with their flight) and duty positions. */
const MD001_STAFF: { n: number; rank: string; flight?: string; duties: SeedDuty[] }[] = [
  { n: 6, rank: 'C/Capt', flight: 'XRay', duties: [{ duty: 'Cadet Commander' }] },
  { n: 7, rank: 'C/1stLt', flight: 'XRay', duties: [{ duty: 'Cadet Deputy Commander for Operations' }] },
  { n: 8, rank: 'C/CMSgt', flight: 'XRay', duties: [{ duty: 'Cadet First Sergeant' }] },
  { n: 9, rank: 'C/2dLt', flight: 'Bravo', duties: [{ duty: 'Cadet Flight Commander' }] },
  { n: 10, rank: 'C/2dLt', flight: 'Charlie', duties: [{ duty: 'Cadet Flight Commander' }] },
  { n: 11, rank: 'C/MSgt', flight: 'Alpha', duties: [{ duty: 'Cadet Flight Sergeant' }] },
  { n: 12, rank: 'C/MSgt', flight: 'Bravo', duties: [{ duty: 'Cadet Flight Sergeant' }] },
  {
    n: 13,
    rank: 'C/TSgt',
    flight: 'Charlie',
    duties: [{ duty: 'Cadet Element Leader' }, { duty: 'Cadet Public Affairs NCO', temporary: true }],
  },
  {
    n: 14,
    rank: 'Capt',
    duties: [{ duty: 'Activities Officer' }, { duty: 'Safety Officer', assistant: true }],
  },
  { n: 15, rank: 'LtCol', duties: [{ duty: 'Information Technologies Officer' }] },
  { n: 16, rank: '2dLt', duties: [{ duty: 'Personnel Officer' }] },
  { n: 17, rank: 'SM', duties: [{ duty: 'Testing Officer', temporary: true }] },
];

/** The demo sign-ins (README lists them); the e2e fixtures are the same users. */
export const DEMO_USERS = ['admin', 'manager', 'staff', 'cadet', 'senior'] as const;

export function demoMembers(): SeedMember[] {
  const list: SeedMember[] = [
    member('md001', 1, {
      senior: true,
      nameFirst: 'Alex',
      nameLast: 'Administrator',
      rank: 'Maj',
      username: 'admin',
      preset: 'Admin',
      duties: [{ duty: 'Commander' }],
    }),
    member('md001', 2, {
      senior: true,
      nameFirst: 'Morgan',
      nameLast: 'Manager',
      rank: 'Capt',
      username: 'manager',
      preset: 'Manager',
      duties: [{ duty: 'Deputy Commander for Cadets' }],
    }),
    member('md001', 3, {
      senior: false,
      nameFirst: 'Sam',
      nameLast: 'Staffer',
      rank: 'C/2dLt',
      flight: 'Alpha',
      username: 'staff',
      preset: 'CadetStaff',
      duties: [{ duty: 'Cadet Flight Commander' }],
    }),
    member('md001', 4, {
      senior: false,
      nameFirst: 'Casey',
      nameLast: 'Cadet',
      rank: 'C/A1C',
      flight: 'Alpha',
      username: 'cadet',
      preset: 'Member',
    }),
    member('md001', 5, {
      senior: true,
      nameFirst: 'Sydney',
      nameLast: 'Senior',
      rank: '1stLt',
      username: 'senior',
      preset: 'Member',
      duties: [{ duty: 'Aerospace Education Officer' }],
    }),
    ...MD001_STAFF.map(({ n, ...fields }) =>
      member('md001', n, { senior: !fields.rank.startsWith('C/'), ...fields }),
    ),
  ];
  for (let n = 18; n <= 60; n++) {
    // about one in six of the rest are senior members
    list.push(member('md001', n, { senior: n % 6 === 0 }));
  }
  // a few members of the other squadron, to show that accounts are kept apart
  list.push(
    member('md002', 101, {
      senior: true,
      nameFirst: 'Robin',
      nameLast: 'Otherunit',
      rank: 'Capt',
      username: 'admin',
      preset: 'Admin',
      duties: [{ duty: 'Commander' }],
    }),
  );
  list.push(
    member('md002', 102, {
      senior: false,
      rank: 'C/SrA',
      flight: 'Alpha',
      username: 'cadet',
      preset: 'Member',
    }),
  );
  list.push(member('md002', 103, { senior: false, rank: 'C/Amn', flight: 'Bravo' }));
  // and the wing's commander
  list.push(
    member('md000', 201, {
      senior: true,
      nameFirst: 'Jamie',
      nameLast: 'Wingleader',
      rank: 'Col',
      username: 'admin',
      preset: 'Admin',
      duties: [{ duty: 'Commander' }],
    }),
  );
  // the md001 admin (same CAPID 510001) is also a member of the wing, with ManageEvent FULL there
  // (Manager preset) and no sign-in of their own: they can link an md001 event into md000 (events
  // spec §6 "Link event"); md000's 'admin' sign-in stays the wing commander
  list.push(
    member('md000', 1, {
      senior: true,
      nameFirst: 'Alex',
      nameLast: 'Administrator',
      rank: 'Maj',
      preset: 'Manager',
    }),
  );
  return list;
}
