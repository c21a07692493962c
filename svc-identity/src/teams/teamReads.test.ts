// GET /api/team, GET /api/team/{id}, GET /api/team/{id}/members against the real service: platform
// §6 Teams visibility for every viewer (members lists, counts, leader e-mails), the members call's
// permission matrix, another account, bad ids, and Member.teamIDs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamListResponse, teamMembersResponse, teamResponse, type Team } from '@portal/contracts';
import { CADET, createTeamTest, nhq, STAFF, type TeamTest } from './testing.ts';

let h: TeamTest;
const ids = { pub: 0, prot: 0, privA: 0, privB: 0 };

beforeAll(async () => {
  h = await createTeamTest();
  ids.pub = await h.create({
    name: 'Public team',
    visibility: 'PUBLIC',
    cadetLeader: nhq(6),
    seniorMentor: nhq(14),
  });
  ids.prot = await h.create({
    name: 'Protected team',
    visibility: 'PROTECTED',
    members: [{ reference: nhq(22), job: 'Navigator' }],
  });
  // the cadet is outside A, and leads B (leaders are team members, §6)
  ids.privA = await h.create({
    name: 'Private team A',
    visibility: 'PRIVATE',
    cadetLeader: nhq(7),
    seniorMentor: null,
    seniorCoach: nhq(15),
    members: [
      { reference: STAFF, job: 'Secretary' },
      { reference: nhq(23), job: 'Hidden job' },
    ],
  });
  ids.privB = await h.create({
    name: 'Private team B',
    visibility: 'PRIVATE',
    cadetLeader: CADET,
    seniorMentor: null,
    members: [{ reference: nhq(24), job: 'Scribe' }],
  });
});
afterAll(async () => {
  await h?.close();
});

async function view(username: string | null, id: number): Promise<Team> {
  const res = await (await h.as(username)).get(`/api/team/${id}`);
  expect(res.status).toBe(200);
  return teamResponse.parse(res.body);
}

type Seen = [members: boolean, count: boolean, leaderEmail: boolean];

describe("§6 'PRIVATE shows membership only to team members; PROTECTED to any signed-in user; PUBLIC to anyone'", () => {
  it.each<[string | null, keyof typeof ids, Seen]>([
    [null, 'pub', [true, true, false]],
    [null, 'prot', [false, false, false]],
    [null, 'privA', [false, false, false]],
    ['cadet', 'pub', [true, true, true]],
    ['cadet', 'prot', [true, true, true]],
    ['cadet', 'privA', [false, true, false]], // outside the team: the count, not the members
    ['cadet', 'privB', [true, true, true]], // its cadet leader
    ['staff', 'privA', [true, true, true]], // on its member list
    ['staff', 'privB', [false, true, false]],
    ['manager', 'privA', [true, true, true]], // ManageTeam FULL sees every membership
    ['admin', 'privB', [true, true, true]],
    ['senior', 'privA', [true, true, true]], // the privileged user
  ])(
    '%s viewing %s sees [members, count, leader e-mail] = %j',
    async (username, team, [members, count, email]) => {
      const seen = await view(username, ids[team]);
      expect(seen.members !== null).toBe(members);
      expect(seen.memberCount !== null).toBe(count);
      expect(seen.cadetLeader ?? seen.seniorCoach).not.toBeNull();
      const leader = (seen.cadetLeader ?? seen.seniorCoach)!;
      expect(leader.name).not.toBe('');
      expect(leader.email !== null).toBe(email);
    },
  );

  it("a PRIVATE team's members never leave the server for a non-member (neither references, names nor jobs)", async () => {
    const raw = JSON.stringify((await (await h.as('cadet')).get(`/api/team/${ids.privA}`)).body);
    expect(raw).not.toContain('510023');
    expect(raw).not.toContain('510003');
    expect(raw).not.toContain('Hidden job');
    const anonymousList = JSON.stringify((await (await h.as(null)).get('/api/team')).body);
    expect(anonymousList).not.toContain('Hidden job');
    expect(anonymousList).not.toContain('"510023"');
  });

  it('counts and member names are right for a viewer who may see them', async () => {
    const seen = await view('staff', ids.privA);
    expect(seen.memberCount).toBe(2);
    expect(seen.members?.map((m) => m.job)).toEqual(['Secretary', 'Hidden job']);
    expect(seen.members?.[0]?.name).toBe('C/2dLt Sam P Staffer');
    expect(seen.seniorCoach?.email).toMatch(/@example\.com$/);
  });
});

describe("GET /api/team: 'Team list ... open to anyone'", () => {
  it('an anonymous visitor gets every team of the account, team 0 first, public membership only', async () => {
    const res = await (await h.as(null)).get('/api/team');
    expect(res.status).toBe(200);
    const list = teamListResponse.parse(res.body);
    expect(list[0]).toMatchObject({
      id: 0,
      name: 'Cadet Staff',
      visibility: 'PROTECTED',
      members: null,
      memberCount: null,
    });
    expect(list.map((t) => t.name)).toEqual([
      'Cadet Staff',
      'Private team A',
      'Private team B',
      'Protected team',
      'Public team',
    ]);
    for (const team of list) {
      expect(team.members !== null).toBe(team.visibility === 'PUBLIC');
      expect(team.memberCount !== null).toBe(team.visibility === 'PUBLIC');
    }
  });

  it('a signed-in cadet sees every count and the memberships §6 allows', async () => {
    const list = teamListResponse.parse((await (await h.as('cadet')).get('/api/team')).body);
    const byName = Object.fromEntries(list.map((t) => [t.name, t]));
    expect(list.every((t) => t.memberCount !== null)).toBe(true);
    expect(byName['Private team A']?.members).toBeNull();
    expect(byName['Private team B']?.members).toHaveLength(1);
    expect(byName['Cadet Staff']?.members?.length).toBeGreaterThan(0);
  });

  it('another account lists only its own teams (md002 has none but team 0)', async () => {
    const list = teamListResponse.parse((await (await h.as('admin', 'md002')).get('/api/team')).body);
    expect(list.map((t) => [t.id, t.accountID])).toEqual([[0, 'md002']]);
  });
});

describe('GET /api/team/{id}: another account and bad ids', () => {
  it("md001's teams are not reachable from md002 (404), whoever asks", async () => {
    for (const username of ['admin', 'cadet', null]) {
      const res = await (await h.as(username, 'md002')).get(`/api/team/${ids.pub}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Could not find the team' });
    }
  });

  it.each([
    ['abc', 400],
    ['1e3', 400],
    ['-2', 400],
    ['99999999999', 400],
    ['424242', 404],
  ])('/api/team/%s answers %i', async (id, status) => {
    for (const path of [`/api/team/${id}`, `/api/team/${id}/members`]) {
      const res = await (await h.as('admin')).get(path);
      expect(res.status).toBe(status);
      expect(res.body.code).toBe(status === 400 ? 'VALIDATION' : 'NOT_FOUND');
    }
  });
});

describe("GET /api/team/{id}/members ('Team contact info' when membership is visible)", () => {
  it.each<[string | null, keyof typeof ids, number]>([
    [null, 'pub', 401],
    [null, 'privA', 401],
    ['cadet', 'pub', 200],
    ['cadet', 'prot', 200],
    ['cadet', 'privA', 403],
    ['cadet', 'privB', 200],
    ['staff', 'privA', 200],
    ['staff', 'privB', 403],
    ['manager', 'privB', 200],
    ['admin', 'privA', 200],
    ['senior', 'privB', 200],
  ])('%s on %s gets %i', async (username, team, status) => {
    const res = await (await h.as(username)).get(`/api/team/${ids[team]}/members`);
    expect(res.status).toBe(status);
    if (status === 200) teamMembersResponse.parse(res.body);
    if (status === 401) expect(res.body.message).toBe('Please sign in');
    if (status === 403) expect(res.body.message).toBe('You do not have permission to do that');
  });

  it("md002's admin cannot reach md001's team members (404)", async () => {
    expect((await (await h.as('admin', 'md002')).get(`/api/team/${ids.privA}/members`)).status).toBe(404);
  });

  it('lists the leaders first (job: their role), then the members in order, as full members', async () => {
    const list = teamMembersResponse.parse(
      (await (await h.as('manager')).get(`/api/team/${ids.privA}/members`)).body,
    );
    expect(list.map((e) => [e.member.id, e.job])).toEqual([
      [510007, 'Cadet team leader'],
      [510015, 'Senior coach'],
      [510003, 'Secretary'],
      [510023, 'Hidden job'],
    ]);
    expect(list[2]?.member.contact.EMAIL.PRIMARY).toMatch(/@example\.com$/);
  });

  it("contact data follows the member-data rule, except for the team's own leaders", async () => {
    // a plain cadet on a protected team: names, not other members' contact data
    const asCadet = teamMembersResponse.parse(
      (await (await h.as('cadet')).get(`/api/team/${ids.prot}/members`)).body,
    );
    const other = asCadet.find((e) => e.member.id === 510022)!;
    expect(other.member.nameLast).not.toBe('');
    expect(other.member.contact.EMAIL).toEqual({});
    // the same cadet leads team B: its member's contact data is there
    const asLeader = teamMembersResponse.parse(
      (await (await h.as('cadet')).get(`/api/team/${ids.privB}/members`)).body,
    );
    expect(asLeader.map((e) => e.member.id)).toEqual([510004, 510024]);
    expect(asLeader[1]?.member.contact.EMAIL.PRIMARY).toMatch(/@example\.com$/);
  });
});

describe('Member.teamIDs come from team membership (member list, leader, team 0 by duty)', () => {
  it('the staff cadet is on private team A and, as Cadet Flight Commander, on team 0; the cadet leads B', async () => {
    const admin = await h.as('admin');
    const staff = (await admin.get('/api/member/byid/CAPNHQMember-510003')).body;
    expect(staff.teamIDs).toEqual([0, ids.privA]);
    const cadet = (await admin.get('/api/member/byid/CAPNHQMember-510004')).body;
    expect(cadet.teamIDs).toEqual([ids.privB]);
    const mentor = (await admin.get('/api/member/byid/CAPNHQMember-510014')).body;
    expect(mentor.teamIDs).toEqual([ids.pub, ids.prot]);
    const checked = (await (await h.as('cadet')).get('/api/check')).body;
    expect(checked.member.teamIDs).toEqual([ids.privB]);
  });

  it('every member of the list carries their teams', async () => {
    const list = (await (await h.as('admin')).get('/api/member/list')).body as {
      id: number;
      teamIDs: number[];
    }[];
    const byID = new Map(list.map((m) => [m.id, m.teamIDs]));
    expect(byID.get(510020)).toEqual([ids.pub]);
    expect(byID.get(510006)).toEqual([0, ids.pub, ids.prot]); // Cadet Commander, and cadet leader twice
    expect(byID.get(510050)).toEqual([]);
  });
});
