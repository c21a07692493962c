import { describe, expect, it } from 'vitest';
import { emptyContact, type Member } from '../entities/member.ts';
import type { MemberReference } from '../entities/memberReference.ts';
import { presetFor, type PermissionLevel } from '../permissions/presets.ts';
import type { TeamVisibility } from './calls.ts';
import {
  isOnTeam,
  leadsTeam,
  mayChangeTeam,
  mayManageTeams,
  mayViewCount,
  mayViewLeaderEmail,
  mayViewMembership,
  teamMemberForViewer,
  teamMembersAccess,
  type TeamMembership,
  type TeamViewer,
} from './visibility.ts';

const ref = (id: number): MemberReference => ({ type: 'CAPNHQMember', id });
const MEMBER = ref(510020);
const LEADER = ref(510021);
const MENTOR = ref(510022);
const COACH = ref(510023);
const OUTSIDER = ref(510030);
const PROSPECT: MemberReference = { type: 'CAPProspectiveMember', id: 'md001-1' };

const viewer = (
  who: MemberReference | null,
  level: PermissionLevel = 'Member',
  superUser = false,
): TeamViewer => ({
  member: who ? { ...who, permissions: presetFor(level, 'CAPSQUADRON') } : null,
  superUser,
});

const team = (visibility: TeamVisibility): TeamMembership => ({
  visibility,
  members: [MEMBER, PROSPECT],
  leaders: [LEADER, MENTOR, COACH],
});

type Who =
  | 'anonymous'
  | 'outsider'
  | 'member'
  | 'prospective member'
  | 'cadet leader'
  | 'senior mentor'
  | 'senior coach'
  | 'manager'
  | 'admin'
  | 'staff'
  | 'privileged user';

const VIEWERS: Record<Who, TeamViewer> = {
  anonymous: viewer(null),
  outsider: viewer(OUTSIDER),
  member: viewer(MEMBER),
  'prospective member': viewer(PROSPECT),
  'cadet leader': viewer(LEADER),
  'senior mentor': viewer(MENTOR),
  'senior coach': viewer(COACH),
  manager: viewer(OUTSIDER, 'Manager'),
  admin: viewer(OUTSIDER, 'Admin'),
  staff: viewer(OUTSIDER, 'CadetStaff'),
  'privileged user': viewer(OUTSIDER, 'Member', true),
};

describe("platform §6 Teams: 'team create, edit, delete need ManageTeam FULL'", () => {
  it.each<[Who, boolean]>([
    ['anonymous', false],
    ['outsider', false],
    ['staff', false],
    ['cadet leader', false],
    ['manager', true],
    ['admin', true],
    ['privileged user', true],
  ])('%s manages teams: %s', (who, allowed) => {
    expect(mayManageTeams(VIEWERS[who])).toBe(allowed);
  });

  it('ManageTeam FULL alone is enough; NONE with everything else on is not', () => {
    expect(
      mayManageTeams({ member: { ...OUTSIDER, permissions: { ManageTeam: 'FULL' } }, superUser: false }),
    ).toBe(true);
    const admin = presetFor('Admin', 'CAPSQUADRON');
    expect(
      mayManageTeams({
        member: { ...OUTSIDER, permissions: { ...admin, ManageTeam: 'NONE' } },
        superUser: false,
      }),
    ).toBe(false);
  });
});

describe("platform §6 Teams: 'Team 0 cannot be edited or deleted'", () => {
  it.each<[Who, number, boolean]>([
    ['manager', 0, false],
    ['admin', 0, false],
    ['privileged user', 0, false],
    ['manager', 1, true],
    ['privileged user', 7, true],
    ['outsider', 1, false],
    ['anonymous', 1, false],
  ])('%s changes team %i: %s', (who, id, allowed) => {
    expect(mayChangeTeam(id, VIEWERS[who])).toBe(allowed);
  });
});

describe("platform §6 Teams: 'leaders are the three leadership roles' (and count as team members)", () => {
  it.each<[Who, boolean, boolean]>([
    ['cadet leader', true, true],
    ['senior mentor', true, true],
    ['senior coach', true, true],
    ['member', false, true],
    ['prospective member', false, true],
    ['outsider', false, false],
    ['anonymous', false, false],
  ])('%s: leads %s, on the team %s', (who, leads, onTeam) => {
    const member = VIEWERS[who].member;
    expect(leadsTeam(team('PRIVATE'), member)).toBe(leads);
    expect(isOnTeam(team('PRIVATE'), member)).toBe(onTeam);
  });

  it('a team without leaders has no leader; references compare by type and id', () => {
    const leaderless: TeamMembership = { visibility: 'PRIVATE', members: [], leaders: [null, null, null] };
    expect(leadsTeam(leaderless, LEADER)).toBe(false);
    expect(isOnTeam(team('PRIVATE'), { type: 'CAPProspectiveMember', id: String(MEMBER.id) })).toBe(false);
  });
});

describe("platform §6 Teams: 'PRIVATE shows membership only to team members; PROTECTED to any signed-in user; PUBLIC to anyone'", () => {
  // [viewer, PRIVATE, PROTECTED, PUBLIC]
  it.each<[Who, boolean, boolean, boolean]>([
    ['anonymous', false, false, true],
    ['outsider', false, true, true],
    ['staff', false, true, true],
    ['member', true, true, true],
    ['prospective member', true, true, true],
    ['cadet leader', true, true, true],
    ['senior mentor', true, true, true],
    ['senior coach', true, true, true],
    // decision: ManageTeam FULL holders and the privileged user see every membership
    ['manager', true, true, true],
    ['admin', true, true, true],
    ['privileged user', true, true, true],
  ])('%s sees the membership: PRIVATE %s, PROTECTED %s, PUBLIC %s', (who, priv, prot, pub) => {
    expect(mayViewMembership(team('PRIVATE'), VIEWERS[who])).toBe(priv);
    expect(mayViewMembership(team('PROTECTED'), VIEWERS[who])).toBe(prot);
    expect(mayViewMembership(team('PUBLIC'), VIEWERS[who])).toBe(pub);
  });
});

describe("platform §6 Teams: 'counts shown for public teams or to signed-in users'", () => {
  it.each<[Who, TeamVisibility, boolean]>([
    ['anonymous', 'PUBLIC', true],
    ['anonymous', 'PROTECTED', false],
    ['anonymous', 'PRIVATE', false],
    ['outsider', 'PRIVATE', true],
    ['outsider', 'PROTECTED', true],
    ['member', 'PRIVATE', true],
  ])('%s, %s team: count shown %s', (who, visibility, shown) => {
    expect(mayViewCount(team(visibility), VIEWERS[who])).toBe(shown);
  });
});

describe("platform §2 view: 'Cadet leader (name with e-mail in brackets when visible)'", () => {
  it.each<[Who, TeamVisibility, boolean]>([
    // decision: an anonymous visitor of a public team sees leader names, never addresses
    ['anonymous', 'PUBLIC', false],
    ['outsider', 'PUBLIC', true],
    ['outsider', 'PROTECTED', true],
    ['outsider', 'PRIVATE', false],
    ['member', 'PRIVATE', true],
    ['manager', 'PRIVATE', true],
  ])('%s, %s team: leader e-mail shown %s', (who, visibility, shown) => {
    expect(mayViewLeaderEmail(team(visibility), VIEWERS[who])).toBe(shown);
  });
});

describe("GET /team/{id}/members ('Team contact info' when membership is visible)", () => {
  it.each<[Who, TeamVisibility, ReturnType<typeof teamMembersAccess>]>([
    ['anonymous', 'PUBLIC', 'signInRequired'],
    ['anonymous', 'PRIVATE', 'signInRequired'],
    ['outsider', 'PUBLIC', 'allowed'],
    ['outsider', 'PROTECTED', 'allowed'],
    ['outsider', 'PRIVATE', 'forbidden'],
    ['member', 'PRIVATE', 'allowed'],
    ['senior coach', 'PRIVATE', 'allowed'],
    ['admin', 'PRIVATE', 'allowed'],
  ])('%s, %s team: %s', (who, visibility, access) => {
    expect(teamMembersAccess(team(visibility), VIEWERS[who])).toBe(access);
  });

  const teamMember = (who: MemberReference): Member =>
    ({
      ...who,
      nameFirst: 'Pat',
      nameMiddle: '',
      nameLast: 'Member',
      nameSuffix: '',
      memberRank: 'C/Amn',
      squadron: 'MER-MD-001',
      flight: 'Alpha',
      gender: null,
      dateOfBirth: 1_200_000_000_000,
      joined: null,
      expirationDate: null,
      seniorMember: false,
      hasNHQReference: true,
      orgid: 9001,
      dutyPositions: [],
      permissions: presetFor('Member', 'CAPSQUADRON'),
      teamIDs: [1],
      absenteeInformation: null,
      contact: { ...emptyContact(), EMAIL: { PRIMARY: 'pat@example.com' } },
    }) as Member;
  const accessViewer = (who: MemberReference, level: PermissionLevel) => ({
    ...teamMember(who),
    seniorMember: false,
    permissions: presetFor(level, 'CAPSQUADRON'),
  });

  it.each<[string, MemberReference, PermissionLevel, boolean]>([
    ["the team's cadet leader (member preset) sees contact data", LEADER, 'Member', true],
    ['a plain member of the team does not (member-data rule)', PROSPECT, 'Member', false],
    ['a manager does (member-data rule: staff permission)', OUTSIDER, 'Manager', true],
  ])('%s', (_name, who, level, seesContact) => {
    const shown = teamMemberForViewer(teamMember(MEMBER), team('PRIVATE'), accessViewer(who, level), false);
    expect(shown.contact.EMAIL.PRIMARY === 'pat@example.com').toBe(seesContact);
    expect(shown.dateOfBirth !== null).toBe(seesContact);
    expect(shown.nameLast).toBe('Member');
  });
});
