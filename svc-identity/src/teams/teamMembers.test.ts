// PUT /api/teams/{id}/members (add), POST /api/teams/{id}/members (change job), DELETE
// /api/teams/{id}/members/{memberid} against the real service: permission matrix, team 0, member
// id parsing with §8's messages, another account, and the notification of an added member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamResponse } from '@portal/contracts';
import {
  createTeamTest,
  nhq,
  OTHER_ACCOUNT_CADET,
  teamNotificationsOf,
  type Method,
  type TeamTest,
} from './testing.ts';

let h: TeamTest;
beforeAll(async () => {
  h = await createTeamTest();
});
afterAll(async () => {
  await h?.close();
});

async function membersOf(id: number): Promise<[number | string, string][]> {
  const team = teamResponse.parse((await (await h.as('manager')).get(`/api/team/${id}`)).body);
  return (team.members ?? []).map((m) => [m.reference.id, m.job]);
}

const add = (n: number, job = 'Recruit') => ({ reference: nhq(n), job });

describe("§6 'team ... edit ... need ManageTeam FULL' for each member-list call", () => {
  const calls: [string, Method, (id: number) => string, Record<string, unknown>][] = [
    ['add', 'put', (id) => `/api/teams/${id}/members`, add(30)],
    ['change job', 'post', (id) => `/api/teams/${id}/members`, add(20, 'Changed')],
    ['remove', 'delete', (id) => `/api/teams/${id}/members/CAPNHQMember-510020`, {}],
  ];
  const viewers: [string | null, number][] = [
    ['admin', 204],
    ['manager', 204],
    ['senior', 204],
    ['staff', 403],
    ['cadet', 403],
    [null, 401],
  ];
  for (const [name, method, path, body] of calls) {
    it.each(viewers)(`${name}: %s gets %i`, async (username, status) => {
      const id = await h.create();
      const before = await membersOf(id);
      const res = await h.call(await h.as(username), method, path(id), body);
      expect(res.status).toBe(status);
      if (status !== 204) expect(await membersOf(id)).toEqual(before);
      else expect(await membersOf(id)).not.toEqual(before);
    });

    it(`${name}: another account's admin gets 404 and nothing changes`, async () => {
      const id = await h.create();
      const before = await membersOf(id);
      const res = await h.call(await h.as('admin', 'md002'), method, path(id), {
        ...body,
        reference: OTHER_ACCOUNT_CADET,
      });
      expect(res.status).toBe(404);
      expect(await membersOf(id)).toEqual(before);
    });

    it(`${name}: team 0 is refused with 'You cannot perform this action'`, async () => {
      const res = await h.call(await h.as('manager'), method, path(0), body);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You cannot perform this action');
    });

    it(`${name}: needs the CSRF token`, async () => {
      const id = await h.create();
      const res = await (await h.as('manager')).request(method, path(id), body);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('TOKEN_INVALID');
    });
  }
});

describe('PUT /api/teams/{id}/members (add)', () => {
  it('appends the member with the job, and tells them', async () => {
    const id = await h.create({ name: 'Growing team' });
    expect(
      (await h.call(await h.as('manager'), 'put', `/api/teams/${id}/members`, add(33, 'Navigator'))).status,
    ).toBe(204);
    expect(await membersOf(id)).toEqual([
      [510020, 'Drill commander'],
      [510021, 'Element leader'],
      [510033, 'Navigator'],
    ]);
    expect(await teamNotificationsOf(h.t, nhq(33))).toEqual([
      {
        type: 'Message',
        message: "You were added to the team 'Growing team'",
        teamID: id,
        link: `/team/${id}`,
      },
    ]);
  });

  it.each([
    ['a member already on the team', add(20), 400, 'CAPNHQMember-510020 is already on the team'],
    [
      "another account's member",
      { reference: OTHER_ACCOUNT_CADET, job: '' },
      400,
      'Team member CAPNHQMember-510102 is not a member of this unit',
    ],
    ['a job over 200 characters', add(34, 'x'.repeat(201)), 400, undefined],
    ['no reference', { job: 'x' }, 400, 'reference is required'],
  ])('%s is refused (%i) and nothing changes', async (_case, body, status, message) => {
    const id = await h.create();
    const before = await membersOf(id);
    const res = await h.call(await h.as('manager'), 'put', `/api/teams/${id}/members`, body);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe('VALIDATION');
    if (message) expect(res.body.message).toBe(message);
    expect(await membersOf(id)).toEqual(before);
  });

  it('a missing team is 404', async () => {
    const res = await h.call(await h.as('manager'), 'put', '/api/teams/777777/members', add(30));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Could not find the team');
  });
});

describe('POST /api/teams/{id}/members (change job)', () => {
  it("changes only that member's job", async () => {
    const id = await h.create();
    expect(
      (await h.call(await h.as('manager'), 'post', `/api/teams/${id}/members`, add(21, 'Guidon bearer')))
        .status,
    ).toBe(204);
    expect(await membersOf(id)).toEqual([
      [510020, 'Drill commander'],
      [510021, 'Guidon bearer'],
    ]);
  });

  it('a member who is not on the team is 404', async () => {
    const id = await h.create();
    const res = await h.call(await h.as('manager'), 'post', `/api/teams/${id}/members`, add(35, 'x'));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('CAPNHQMember-510035 is not on the team');
  });
});

describe('DELETE /api/teams/{id}/members/{memberid}', () => {
  it.each([
    ['CAPNHQMember-abc', 'Invalid member ID'],
    ['CAPNHQMember-', 'Invalid member ID'],
    ['CAPNHQMember-99999999999999999999', 'Invalid member ID'],
    ['CAPProspectiveMember-', 'Invalid member ID'],
    ['Somebody-510020', 'Invalid member type'],
    ['510020', 'Invalid member type'],
  ])("memberid '%s' is 400 '%s' (§8)", async (memberid, message) => {
    const id = await h.create();
    const res = await h.call(await h.as('manager'), 'delete', `/api/teams/${id}/members/${memberid}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message });
    expect(await membersOf(id)).toHaveLength(2);
  });

  it('removes the member; removing them again is 404', async () => {
    const id = await h.create();
    const manager = await h.as('manager');
    expect((await h.call(manager, 'delete', `/api/teams/${id}/members/CAPNHQMember-510021`)).status).toBe(
      204,
    );
    expect(await membersOf(id)).toEqual([[510020, 'Drill commander']]);
    const again = await h.call(manager, 'delete', `/api/teams/${id}/members/CAPNHQMember-510021`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('CAPNHQMember-510021 is not on the team');
  });

  it('a prospective member reference (id with dashes) parses and is matched', async () => {
    const { rows } = await h.t.db.pool.query<{ id: string }>(
      `INSERT INTO identity.members (account_id, type, id, name_first, name_last)
       VALUES ('md001', 'CAPProspectiveMember', 'md001-77', 'Pat', 'Prospect') RETURNING id`,
    );
    const prospect = { type: 'CAPProspectiveMember' as const, id: rows[0]!.id };
    const id = await h.create({ members: [{ reference: prospect, job: 'New cadet' }] });
    const res = await h.call(
      await h.as('manager'),
      'delete',
      `/api/teams/${id}/members/CAPProspectiveMember-md001-77`,
    );
    expect(res.status).toBe(204);
    expect(await membersOf(id)).toEqual([]);
  });
});
