// POST /api/team, PUT /api/team/{id}, DELETE /api/team/{id} against the real service: the
// permission matrix (§6 "team create, edit, delete need ManageTeam FULL"), team 0, validation,
// atomicity, per-account ids and the notification of members who join.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamResponse, teamResponse } from '@portal/contracts';
import {
  ADMIN,
  CADET,
  createTeamTest,
  MANAGER,
  nhq,
  OTHER_ACCOUNT_CADET,
  teamBody,
  teamNotificationsOf,
  type TeamTest,
} from './testing.ts';

let h: TeamTest;
beforeAll(async () => {
  h = await createTeamTest();
});
afterAll(async () => {
  await h?.close();
});

async function counts() {
  const { rows } = await h.t.db.pool.query<{ teams: string; members: string; notes: string }>(
    `SELECT (SELECT count(*) FROM identity.teams) AS teams, (SELECT count(*) FROM identity.team_members) AS members,
            (SELECT count(*) FROM identity.notifications) AS notes`,
  );
  return rows[0]!;
}

describe("POST /api/team: 'team create ... need ManageTeam FULL'", () => {
  it.each([
    ['admin', 201],
    ['manager', 201],
    ['senior', 201], // the privileged user
    ['staff', 403],
    ['cadet', 403],
  ])('%s gets %i', async (username, status) => {
    const res = await h.call(await h.as(username), 'post', '/api/team', {
      ...teamBody({ name: `By ${username}` }),
    });
    expect(res.status).toBe(status);
    if (status === 201) expect(createTeamResponse.parse(res.body).id).toBeGreaterThan(0);
    else expect(res.body).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do that' });
  });

  it("an anonymous visitor gets 401 'Please sign in' and nothing is written", async () => {
    const before = await counts();
    const res = await h.call(await h.as(null), 'post', '/api/team', { ...teamBody() });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in');
    expect(await counts()).toEqual(before);
  });

  it('needs the CSRF token like every mutating call', async () => {
    const res = await (await h.as('manager')).request('post', '/api/team', teamBody());
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });

  it('answers the new id, and the team reads back as sent, with names filled in by the server', async () => {
    const id = await h.create({ name: 'Readback', visibility: 'PUBLIC', seniorCoach: nhq(15) });
    const res = await (await h.as(null)).get(`/api/team/${id}`);
    const team = teamResponse.parse(res.body);
    expect(team).toMatchObject({
      id,
      accountID: 'md001',
      name: 'Readback',
      visibility: 'PUBLIC',
      memberCount: 2,
    });
    expect(team.members).toEqual([
      { reference: nhq(20), job: 'Drill commander', name: expect.stringMatching(/\S+ \S+/) },
      { reference: nhq(21), job: 'Element leader', name: expect.stringMatching(/\S+ \S+/) },
    ]);
    expect(team.cadetLeader).toMatchObject({ reference: nhq(6), name: expect.stringMatching(/^C\/Capt /) });
    expect(team.seniorCoach?.reference).toEqual(nhq(15));
  });

  it('ids count per account from 1: the first team of md002 is team 1, and md001 does not see it', async () => {
    const otherAdmin = await h.as('admin', 'md002');
    const res = await h.call(otherAdmin, 'post', '/api/team', {
      ...teamBody({
        name: 'Other unit team',
        cadetLeader: null,
        seniorMentor: null,
        members: [{ reference: OTHER_ACCOUNT_CADET, job: 'Lead' }],
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body.id).toBe(1);
    const seenFromMd001 = (await (await h.as('admin')).get('/api/team')).body as { name: string }[];
    expect(seenFromMd001.map((team) => team.name)).not.toContain('Other unit team');
  });
});

describe('POST /api/team: validation (400 with a clear message, never 500)', () => {
  it.each([
    ['an empty name', { name: '  ' }, 'Team name must not be empty'],
    [
      'a cadet leader outside the account',
      { cadetLeader: nhq(99_999) },
      'Cadet team leader CAPNHQMember-609999 is not a member of this unit',
    ],
    [
      "another account's member as senior mentor",
      { seniorMentor: OTHER_ACCOUNT_CADET },
      'Senior mentor CAPNHQMember-510102 is not a member of this unit',
    ],
    [
      "another account's member on the list",
      {
        members: [
          { reference: nhq(20), job: 'A' },
          { reference: OTHER_ACCOUNT_CADET, job: 'B' },
        ],
      },
      'Team member CAPNHQMember-510102 is not a member of this unit',
    ],
    [
      'an unknown prospective member',
      { members: [{ reference: { type: 'CAPProspectiveMember' as const, id: 'md001-999' }, job: 'A' }] },
      'Team member CAPProspectiveMember-md001-999 is not a member of this unit',
    ],
    [
      'a member listed twice',
      {
        members: [
          { reference: nhq(20), job: 'A' },
          { reference: nhq(20), job: 'B' },
        ],
      },
      'Team member CAPNHQMember-510020 is listed more than once; a member can be on a team only once',
    ],
  ])('%s is refused', async (_case, overrides, message) => {
    const before = await counts();
    const res = await h.call(await h.as('manager'), 'post', '/api/team', { ...teamBody(overrides) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message });
    expect(await counts()).toEqual(before);
  });

  it('a bad visibility or a malformed member reference is refused by the contract', async () => {
    const manager = await h.as('manager');
    const badVisibility = await h.call(manager, 'post', '/api/team', { ...teamBody(), visibility: 'SECRET' });
    expect(badVisibility.status).toBe(400);
    expect(badVisibility.body.message).toBe("visibility must be an element of the enum 'TeamVisibility'");
    const { visibility: _missing, ...withoutVisibility } = teamBody();
    const noVisibility = await h.call(manager, 'post', '/api/team', withoutVisibility);
    expect(noVisibility.body.message).toBe('visibility is required');
    const badReference = await h.call(manager, 'post', '/api/team', {
      ...teamBody(),
      members: [{ reference: { type: 'CAPNHQMember', id: 'x' }, job: '' }],
    });
    expect(badReference.status).toBe(400);
    expect(badReference.body.code).toBe('VALIDATION');
  });
});

describe('create and update are atomic (one transaction)', () => {
  it('a create with one bad member reference writes nothing: no team, no member, no notification', async () => {
    const before = await counts();
    const res = await h.call(await h.as('manager'), 'post', '/api/team', {
      ...teamBody({
        members: [
          { reference: nhq(30), job: 'A' },
          { reference: nhq(88_888), job: 'B' },
        ],
      }),
    });
    expect(res.status).toBe(400);
    expect(await counts()).toEqual(before);
    expect(await teamNotificationsOf(h.t, nhq(30))).toEqual([]);
  });

  it('a failure after the team row is written rolls the whole create back (a trigger fails the member insert)', async () => {
    const pool = h.t.db.pool;
    await pool.query(`CREATE FUNCTION identity.fail_member() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN IF NEW.job = 'explode' THEN RAISE EXCEPTION 'test failure'; END IF; RETURN NEW; END $$`);
    await pool.query(`CREATE TRIGGER fail_member BEFORE INSERT ON identity.team_members
      FOR EACH ROW EXECUTE FUNCTION identity.fail_member()`);
    try {
      const before = await counts();
      const res = await h.call(await h.as('manager'), 'post', '/api/team', {
        ...teamBody({ name: 'Never stored', members: [{ reference: nhq(31), job: 'explode' }] }),
      });
      expect(res.status).toBe(500);
      expect(await counts()).toEqual(before);
      expect(await teamNotificationsOf(h.t, nhq(31))).toEqual([]);
    } finally {
      await pool.query(
        `DROP TRIGGER fail_member ON identity.team_members; DROP FUNCTION identity.fail_member()`,
      );
    }
  });

  it('an update with a bad reference leaves the team as it was', async () => {
    const id = await h.create({ name: 'Unchanged' });
    const res = await h.call(await h.as('manager'), 'put', `/api/team/${id}`, {
      ...teamBody({ name: 'Changed', members: [{ reference: OTHER_ACCOUNT_CADET, job: 'x' }] }),
    });
    expect(res.status).toBe(400);
    const team = (await (await h.as('manager')).get(`/api/team/${id}`)).body;
    expect(team.name).toBe('Unchanged');
    expect(team.members).toHaveLength(2);
  });
});

describe("PUT /api/team/{id}: 'edit ... need ManageTeam FULL'", () => {
  it.each([
    ['admin', 204],
    ['manager', 204],
    ['senior', 204],
    ['staff', 403],
    ['cadet', 403],
  ])('%s gets %i', async (username, status) => {
    const id = await h.create({ name: 'Before' });
    const res = await h.call(await h.as(username), 'put', `/api/team/${id}`, {
      ...teamBody({ name: `Edited by ${username}` }),
    });
    expect(res.status).toBe(status);
    const name = (await (await h.as('manager')).get(`/api/team/${id}`)).body.name;
    expect(name).toBe(status === 204 ? `Edited by ${username}` : 'Before');
  });

  it("anonymous gets 401; another account's admin cannot reach md001's team (404) and changes nothing", async () => {
    const id = await h.create({ name: 'Home team' });
    expect((await h.call(await h.as(null), 'put', `/api/team/${id}`, { ...teamBody() })).status).toBe(401);
    const res = await h.call(await h.as('admin', 'md002'), 'put', `/api/team/${id}`, {
      ...teamBody({ name: 'Hijacked', cadetLeader: null, seniorMentor: null, members: [] }),
    });
    expect(res.status).toBe(404);
    expect((await (await h.as('manager')).get(`/api/team/${id}`)).body.name).toBe('Home team');
  });

  it('replaces the whole form; members staying keep their place in the order given', async () => {
    const id = await h.create();
    const res = await h.call(await h.as('manager'), 'put', `/api/team/${id}`, {
      ...teamBody({
        name: 'Renamed',
        visibility: 'PRIVATE',
        cadetLeader: null,
        members: [
          { reference: nhq(22), job: 'New' },
          { reference: nhq(21), job: 'Second in command' },
        ],
      }),
    });
    expect(res.status).toBe(204);
    const team = teamResponse.parse((await (await h.as('manager')).get(`/api/team/${id}`)).body);
    expect(team).toMatchObject({ name: 'Renamed', visibility: 'PRIVATE', cadetLeader: null });
    expect(team.members?.map((m) => [m.reference.id, m.job])).toEqual([
      [510022, 'New'],
      [510021, 'Second in command'],
    ]);
  });
});

describe("DELETE /api/team/{id}: 'delete need ManageTeam FULL'", () => {
  it.each([
    ['admin', 204],
    ['manager', 204],
    ['senior', 204],
    ['staff', 403],
    ['cadet', 403],
  ])('%s gets %i', async (username, status) => {
    const id = await h.create({ name: 'To delete' });
    const res = await h.call(await h.as(username), 'delete', `/api/team/${id}`);
    expect(res.status).toBe(status);
    expect((await (await h.as('manager')).get(`/api/team/${id}`)).status).toBe(status === 204 ? 404 : 200);
  });

  it("anonymous gets 401; another account's admin gets 404 and the team stays", async () => {
    const id = await h.create();
    expect((await h.call(await h.as(null), 'delete', `/api/team/${id}`)).status).toBe(401);
    expect((await h.call(await h.as('admin', 'md002'), 'delete', `/api/team/${id}`)).status).toBe(404);
    expect((await (await h.as(null)).get(`/api/team/${id}`)).status).toBe(200);
  });

  it("a deleted team's id is never reused (sharing entries and links must not reach a newer team)", async () => {
    const id = await h.create();
    expect((await h.call(await h.as('manager'), 'delete', `/api/team/${id}`)).status).toBe(204);
    const { rows } = await h.t.db.pool.query(
      `SELECT 1 FROM identity.team_members WHERE team_id = $1 AND account_id = 'md001'`,
      [id],
    );
    expect(rows).toEqual([]);
    expect(await h.create()).toBeGreaterThan(id);
  });
});

describe("§6 'Team 0 cannot be edited or deleted' (403 'You cannot perform this action')", () => {
  it.each([
    ['put', '/api/team/0'],
    ['delete', '/api/team/0'],
  ] as const)(
    '%s %s as a manager is refused and team 0 is still built from duty positions',
    async (method, path) => {
      const res = await h.call(await h.as('manager'), method, path, {
        ...teamBody({ name: 'Not the staff' }),
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'FORBIDDEN', message: 'You cannot perform this action' });
      expect((await (await h.as('cadet')).get('/api/team/0')).body.name).toBe('Cadet Staff');
    },
  );

  it('without ManageTeam FULL the permission answer comes first', async () => {
    const res = await h.call(await h.as('cadet'), 'delete', '/api/team/0');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to do that');
  });
});

describe('bad team ids: 400 / 404, never 500', () => {
  it.each([
    ['abc', 400, 'Invalid team ID'],
    ['-1', 400, 'Invalid team ID'],
    ['1.5', 400, 'Invalid team ID'],
    ['1234567890', 400, 'Invalid team ID'],
    ['%00', 400, 'Invalid team ID'],
    ['999999', 404, 'Could not find the team'],
  ])('PUT and DELETE /api/team/%s answer %i', async (id, status, message) => {
    const manager = await h.as('manager');
    for (const method of ['put', 'delete'] as const) {
      const res = await h.call(manager, method, `/api/team/${id}`, { ...teamBody() });
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
    }
  });
});

describe('notifications: a member added to a team is told ("team membership")', () => {
  it('create notifies every member and leader except the manager who made it; update notifies only newcomers', async () => {
    const id = await h.create({
      name: 'Notified',
      cadetLeader: nhq(40),
      seniorMentor: MANAGER,
      members: [
        { reference: nhq(41), job: 'A' },
        { reference: nhq(42), job: 'B' },
      ],
    });
    const told = {
      type: 'Message',
      message: "You were added to the team 'Notified'",
      teamID: id,
      link: `/team/${id}`,
    };
    for (const who of [nhq(40), nhq(41), nhq(42)])
      expect(await teamNotificationsOf(h.t, who)).toEqual([told]);
    expect(await teamNotificationsOf(h.t, MANAGER)).toEqual([]);
    const { rows } = await h.t.db.pool.query(
      `SELECT cause_type, from_member_id, from_name FROM identity.notifications WHERE to_member_id = '510041'`,
    );
    expect(rows).toEqual([
      { cause_type: 'Member', from_member_id: '510002', from_name: expect.stringContaining('Manager') },
    ]);

    await h.call(await h.as('admin'), 'put', `/api/team/${id}`, {
      ...teamBody({
        name: 'Notified',
        cadetLeader: nhq(40),
        seniorMentor: MANAGER,
        members: [
          { reference: nhq(41), job: 'A' },
          { reference: nhq(43), job: 'C' },
          { reference: CADET, job: 'D' },
        ],
      }),
    });
    expect(await teamNotificationsOf(h.t, nhq(41))).toHaveLength(1);
    expect(await teamNotificationsOf(h.t, nhq(43))).toHaveLength(1);
    expect(await teamNotificationsOf(h.t, CADET)).toEqual([told]);
    expect(await teamNotificationsOf(h.t, ADMIN)).toEqual([]);
  });
});
