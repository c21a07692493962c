// Team 0 (§3 "id 0 special", §9: built from cadet staff duty positions, never
// edited or deleted): the rule of teamZero.ts on its own, and on the fixtures' duty positions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamResponse } from '@portal/contracts';
import { createTeamTest, MANAGER, nhq, type TeamTest } from './testing.ts';
import { buildTeamZero, loadTeamZero, type StaffDutyRow } from './teamZero.ts';

const DAY = 86_400_000;

const row = (n: number, last: string, duty: string, assistant = false): StaffDutyRow => ({
  type: 'CAPNHQMember',
  id: String(510000 + n),
  member_rank: 'C/Amn',
  name_first: 'Pat',
  name_middle: '',
  name_last: last,
  name_suffix: '',
  contact: { EMAIL: { PRIMARY: `${last.toLowerCase()}@example.com` } },
  duty,
  assistant,
});

describe('buildTeamZero: the cadet staff from duty rows (given in leader order)', () => {
  const team = buildTeamZero('md001', [
    row(1, 'Zulu', 'Cadet Commander', true),
    row(2, 'Young', 'Cadet Commander'),
    row(3, 'Xray', 'Cadet Commander'),
    row(4, 'Able', 'Cadet Flight Sergeant'),
    row(4, 'Able', 'Cadet Supply NCO', true),
    row(5, 'Baker', 'Deputy Commander for Cadets'),
    row(6, 'Charlie', 'Deputy Commander for Cadets'),
    row(7, 'Delta', 'Cadet Element Leader'),
  ]);

  it("is PROTECTED, named 'Cadet Staff', id 0, without a senior coach", () => {
    expect(team).toMatchObject({
      id: 0,
      accountID: 'md001',
      name: 'Cadet Staff',
      visibility: 'PROTECTED',
      seniorCoach: null,
    });
  });

  it("members: every holder of a 'Cadet ...' position, by last name; job = the titles, assistants marked", () => {
    expect(team.members.map((m) => [m.reference.id, m.job])).toEqual([
      [510004, 'Cadet Flight Sergeant, Cadet Supply NCO (Assistant)'],
      [510007, 'Cadet Element Leader'],
      [510003, 'Cadet Commander'],
      [510002, 'Cadet Commander'],
      [510001, 'Cadet Commander (Assistant)'],
    ]);
  });

  it('cadet leader: the first non-assistant Cadet Commander; senior mentor: the first Deputy Commander for Cadets', () => {
    expect(team.cadetLeader).toEqual({
      reference: nhq(2),
      name: 'C/Amn Pat Young',
      email: 'young@example.com',
    });
    expect(team.seniorMentor?.reference).toEqual(nhq(5));
  });

  it('an account without cadet staff has an empty team 0 without leaders', () => {
    expect(buildTeamZero('md000', [])).toMatchObject({ members: [], cadetLeader: null, seniorMentor: null });
  });
});

describe('team 0 of the fixtures (GET /api/team/0)', () => {
  let h: TeamTest;
  beforeAll(async () => {
    h = await createTeamTest();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lists the cadet staff with their duties; Cadet Commander leads, the Deputy Commander for Cadets mentors', async () => {
    const team = teamResponse.parse((await (await h.as('cadet')).get('/api/team/0')).body);
    expect(team.cadetLeader?.reference).toEqual(nhq(6));
    expect(team.seniorMentor?.reference).toEqual(MANAGER);
    expect(team.members?.map((m) => m.job).sort()).toEqual(
      [
        'Cadet Flight Commander', // staff, 510003
        'Cadet Commander',
        'Cadet Deputy Commander for Operations',
        'Cadet First Sergeant',
        'Cadet Flight Commander',
        'Cadet Flight Commander',
        'Cadet Flight Sergeant',
        'Cadet Flight Sergeant',
        'Cadet Element Leader, Cadet Public Affairs NCO', // a temporary duty until it expires
      ].sort(),
    );
    expect(team.memberCount).toBe(9);
  });

  it('is PROTECTED: an anonymous visitor sees neither members nor count; it is never stored', async () => {
    const team = teamResponse.parse((await (await h.as(null)).get('/api/team/0')).body);
    expect(team).toMatchObject({ visibility: 'PROTECTED', members: null, memberCount: null });
    const { rows } = await h.t.db.pool.query(`SELECT 1 FROM identity.teams WHERE id = 0`);
    expect(rows).toEqual([]);
  });

  it('a temporary duty counts until it expires (60 days after seeding)', async () => {
    const later = await loadTeamZero(h.t.db.pool, 'md001', new Date(h.t.now().getTime() + 61 * DAY));
    expect(later.members.find((m) => m.reference.id === 510013)?.job).toBe('Cadet Element Leader');
  });

  it('a newly assigned temporary cadet duty puts the member on team 0 (and into their teamIDs)', async () => {
    await h.t.db.pool.query(
      `INSERT INTO identity.duty_positions (account_id, member_type, member_id, duty, type, assistant, expires)
       VALUES ('md001', 'CAPNHQMember', '510030', 'Cadet Supply NCO', 'CAPUnit', true, $1)`,
      [new Date(h.t.now().getTime() + 10 * DAY)],
    );
    const team = teamResponse.parse((await (await h.as('manager')).get('/api/team/0')).body);
    expect(team.members?.find((m) => m.reference.id === 510030)?.job).toBe('Cadet Supply NCO (Assistant)');
    const member = (await (await h.as('admin')).get('/api/member/byid/CAPNHQMember-510030')).body;
    expect(member.teamIDs).toEqual([0]);
  });

  it('a second Deputy Commander for Cadets, assigned later, does not replace the senior mentor nor join team 0', async () => {
    await h.t.db.pool.query(
      `INSERT INTO identity.duty_positions (account_id, member_type, member_id, duty, type, date)
       VALUES ('md001', 'CAPNHQMember', '510040', 'Deputy Commander for Cadets', 'NHQ', $1)`,
      [new Date(h.t.now().getTime() + DAY)],
    );
    const team = teamResponse.parse((await (await h.as('manager')).get('/api/team/0')).body);
    expect(team.seniorMentor?.reference).toEqual(MANAGER);
    const admin = await h.as('admin');
    expect((await admin.get('/api/member/byid/CAPNHQMember-510040')).body.teamIDs).toEqual([]);
    expect((await admin.get('/api/member/byid/CAPNHQMember-510002')).body.teamIDs).toEqual([0]);
  });

  it("another account's team 0 is built from its own duty positions (md002 has no cadet staff)", async () => {
    const team = teamResponse.parse((await (await h.as('admin', 'md002')).get('/api/team/0')).body);
    expect(team).toMatchObject({ accountID: 'md002', members: [], cadetLeader: null, seniorMentor: null });
  });
});
