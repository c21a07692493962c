// Prospective member management against the real service (fresh database seeded with the demo data).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prospectiveMemberResponse } from '@portal/contracts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import type { Browser } from '../testing/gatewayClient.ts';

const BASE = '/api/member/account/capprospective';
const NEW_PASSWORD = 'Prospect-Pass-2024!';
let t: TestApp;
const as: Record<string, Browser> = {};

function request(
  type: 'SetNow' | 'EmailLink' | 'RandomPassword',
  overrides: {
    username?: string;
    password?: string;
    email?: string | null;
    nameFirst?: string;
    flight?: string | null;
  } = {},
) {
  return {
    member: {
      contact:
        overrides.email === null ? {} : { EMAIL: { PRIMARY: overrides.email ?? 'pat.prospect@example.com' } },
      flight: overrides.flight === undefined ? 'Alpha' : overrides.flight,
      nameFirst: overrides.nameFirst ?? 'Pat',
      nameLast: 'Prospect',
      nameMiddle: '',
      nameSuffix: '',
      seniorMember: false,
    },
    login: { type, username: overrides.username ?? '', password: overrides.password ?? '' },
  };
}

async function signedIn(username: string, accountID = 'md001'): Promise<Browser> {
  const b = t.browser(accountID);
  const r = await b.signin(username, TEST_PASSWORD);
  expect(r.body.result).toBe('None');
  return b;
}

async function create(body: ReturnType<typeof request>, by = as.admin!) {
  return by.postWithToken(`${BASE}/requestaccount`, body);
}

async function del(path: string, by: Browser) {
  const token = (await by.get('/api/token')).body.token as string;
  return by.request('delete', path, { token });
}

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'manager', 'staff', 'cadet']) as[user] = await signedIn(user);
  as.md002 = await signedIn('admin', 'md002');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('POST capprospective/requestaccount (platform §3 Prospective member request, §5, §6)', () => {
  it('set one now: creates a CAPProspectiveMember with an id `{accountID}-{n}` who can sign in', async () => {
    const r = await create(request('SetNow', { username: '  pat.now  ', password: NEW_PASSWORD }));
    expect(r.status).toBe(200);
    const { member } = prospectiveMemberResponse.parse(r.body);
    expect(member).toMatchObject({
      type: 'CAPProspectiveMember',
      nameFirst: 'Pat',
      flight: 'Alpha',
      hasNHQReference: false,
    });
    expect(member.id).toMatch(/^md001-\d+$/);
    // 'Username trimmed when not email-link'
    const b = t.browser('md001');
    const signin = await b.signin('pat.now', NEW_PASSWORD);
    expect(signin.body.result).toBe('None');
    expect(signin.body.member).toMatchObject({ type: 'CAPProspectiveMember', id: member.id });
  });

  it('email a link to finish account creation (default): mails /finishaccount/{token}, which creates the login', async () => {
    const before = t.emails.length;
    const r = await create(request('EmailLink'));
    expect(r.status).toBe(200);
    const id = r.body.member.id as string;
    const mail = t.emails.slice(before).find((e) => e.job.kind === 'prospectiveAccount');
    expect(mail?.job.to).toBe('pat.prospect@example.com');
    const link = (mail!.job.data as { link: string }).link;
    expect(link).toMatch(/^http:\/\/md001\.[^/]+\/finishaccount\/[A-Za-z0-9_-]+$/);
    const finish = await t.browser('md001').post('/api/member/account/finishsetup', {
      token: link.split('/').pop(),
      username: 'pat.link',
      password: NEW_PASSWORD,
    });
    expect(finish.status).toBe(200);
    const login = await t.db.pool.query(
      `SELECT member_type, member_id FROM identity.logins WHERE username = 'pat.link'`,
    );
    expect(login.rows[0]).toEqual({ member_type: 'CAPProspectiveMember', member_id: id });
  });

  it('email a random password: mails it; the first sign-in must choose a new password', async () => {
    const before = t.emails.length;
    const r = await create(request('RandomPassword', { username: 'pat.random' }));
    expect(r.status).toBe(200);
    const mail = t.emails.slice(before).find((e) => e.job.kind === 'prospectiveAccount');
    const data = mail!.job.data as { password?: string; username?: string };
    expect(data.username).toBe('pat.random');
    expect(data.password!.length).toBeGreaterThan(32);
    const signin = await t.browser('md001').signin('pat.random', data.password!);
    expect(signin.body.result).toBe('PasswordExpired');
  });

  it.each([
    ['EmailLink', "'An email is required for the selected function' (email-link)"],
    ['RandomPassword', "'An email is required for the selected function' (random password)"],
  ] as const)('%s without an email: %s', async (type, _rule) => {
    const r = await create(request(type, { email: null, username: 'x.y' }));
    expect(r.status).toBe(400);
    expect(r.body.issues).toContain('An email is required for the selected function');
  });

  it("'Name cannot be empty'", async () => {
    const r = await create(request('SetNow', { nameFirst: ' ', username: 'noname', password: NEW_PASSWORD }));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'VALIDATION', message: 'Name cannot be empty' });
  });

  it('contact is optional for set-now; the password must meet the policy', async () => {
    const weak = await create(request('SetNow', { email: null, username: 'weak.one', password: 'short' }));
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/at least 11 characters/);
    const ok = await create(request('SetNow', { email: null, username: 'no.mail', password: NEW_PASSWORD }));
    expect(ok.status).toBe(200);
  });

  it('a flight that the site configuration does not list is refused', async () => {
    const r = await create(request('SetNow', { flight: 'Zulu', username: 'zulu', password: NEW_PASSWORD }));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('UNKNOWN_FLIGHT');
  });

  it('a taken username writes nothing (atomic)', async () => {
    const count = async () =>
      Number(
        (await t.db.pool.query(`SELECT count(*) FROM identity.members WHERE type = 'CAPProspectiveMember'`))
          .rows[0].count,
      );
    const before = await count();
    const r = await create(request('SetNow', { username: 'ADMIN', password: NEW_PASSWORD }));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('USERNAME_TAKEN');
    expect(await count()).toBe(before);
  });

  it("§6 'Creating prospective accounts requires a signed-in member': manager, staff, cadet may; anonymous 401 'Please sign in'", async () => {
    for (const user of ['manager', 'staff', 'cadet']) {
      const r = await create(request('SetNow', { username: `by.${user}`, password: NEW_PASSWORD }), as[user]);
      expect(r.status, user).toBe(200);
      expect(r.body.member.nameFirst, user).toBe('Pat');
    }
    const anonymous = await create(
      request('SetNow', { username: 'anon', password: NEW_PASSWORD }),
      t.browser('md001'),
    );
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Please sign in');
  });

  it('needs the CSRF token', async () => {
    const r = await as.admin!.post(
      `${BASE}/requestaccount`,
      request('SetNow', { username: 'nocsrf', password: NEW_PASSWORD }),
    );
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('TOKEN_INVALID');
  });
});

describe('DELETE and POST capprospective/{account} (delete, upgrade)', () => {
  async function newProspective(username: string): Promise<string> {
    const r = await create(request('SetNow', { username, password: NEW_PASSWORD }));
    expect(r.status).toBe(200);
    return r.body.member.id as string;
  }

  it('delete removes the prospective member, their login and sessions', async () => {
    const id = await newProspective('to.delete');
    const member = t.browser('md001');
    expect((await member.signin('to.delete', NEW_PASSWORD)).body.result).toBe('None');
    const r = await del(`${BASE}/${id}`, as.admin!);
    expect(r.status).toBe(204);
    const rows = await t.db.pool.query(`SELECT 1 FROM identity.members WHERE id = $1`, [id]);
    expect(rows.rowCount).toBe(0);
    expect((await member.get('/api/check')).body.error).toBe('INVALID_SESSION_ID');
    expect((await del(`${BASE}/${id}`, as.admin!)).status).toBe(404);
  });

  it('upgrade moves the login, permissions and temporary duty positions to the national member, then removes the prospective member', async () => {
    const id = await newProspective('to.upgrade');
    await t.db.pool.query(
      `INSERT INTO identity.permissions (account_id, member_type, member_id, permissions) VALUES ('md001', 'CAPProspectiveMember', $1, '{"MemberSearch":"YES"}')`,
      [id],
    );
    await t.db.pool.query(
      `INSERT INTO identity.duty_positions (account_id, member_type, member_id, duty, type, orgid, expires)
       VALUES ('md001', 'CAPProspectiveMember', $1, 'Cadet Public Affairs NCO', 'CAPUnit', 9001, now() + interval '30 days')`,
      [id],
    );
    const r = await as.admin!.postWithToken(`${BASE}/${id}`, {
      nhqReference: { type: 'CAPNHQMember', id: 510006 },
    });
    expect(r.status).toBe(200);
    expect(r.body.member).toMatchObject({ type: 'CAPNHQMember', id: 510006 });
    expect(r.body.member.permissions.MemberSearch).toBe('YES');
    expect(r.body.member.dutyPositions.map((d: { duty: string }) => d.duty)).toContain(
      'Cadet Public Affairs NCO',
    );
    expect((await t.db.pool.query(`SELECT 1 FROM identity.members WHERE id = $1`, [id])).rowCount).toBe(0);
    const signin = await t.browser('md001').signin('to.upgrade', NEW_PASSWORD);
    expect(signin.body.member).toMatchObject({ type: 'CAPNHQMember', id: 510006 });
  });

  it('upgrade carries team memberships, leader roles, notifications and tasks over to the national member', async () => {
    const id = await newProspective('to.carry');
    const prospective = { type: 'CAPProspectiveMember', id };
    const team = await as.admin!.postWithToken('/api/team', {
      name: 'Upgrade carry-over team',
      description: '',
      visibility: 'PRIVATE',
      cadetLeader: prospective,
      seniorMentor: null,
      seniorCoach: null,
      members: [{ reference: prospective, job: 'Scribe' }],
    });
    expect(team.status, JSON.stringify(team.body)).toBe(201);
    const task = await as.admin!.postWithToken('/api/tasks', {
      title: 'Carry me over',
      tasked: [prospective],
    });
    expect(task.status, JSON.stringify(task.body)).toBe(201);
    const notified = await t.db.pool.query(
      `SELECT count(*)::int AS n FROM identity.notifications WHERE to_member_type = 'CAPProspectiveMember' AND to_member_id = $1`,
      [id],
    );
    expect(notified.rows[0].n).toBeGreaterThan(0);

    const r = await as.admin!.postWithToken(`${BASE}/${id}`, {
      nhqReference: { type: 'CAPNHQMember', id: 510007 },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.member.teamIDs).toContain(team.body.id);
    const teamRow = await t.db.pool.query(
      `SELECT cadet_leader_type, cadet_leader_id FROM identity.teams WHERE account_id = 'md001' AND id = $1`,
      [team.body.id],
    );
    expect(teamRow.rows[0]).toEqual({ cadet_leader_type: 'CAPNHQMember', cadet_leader_id: '510007' });
    const job = await t.db.pool.query(
      `SELECT job FROM identity.team_members WHERE account_id = 'md001' AND team_id = $1 AND member_id = '510007'`,
      [team.body.id],
    );
    expect(job.rows).toEqual([{ job: 'Scribe' }]);
    const left = await t.db.pool.query(
      `SELECT (SELECT count(*)::int FROM identity.notifications WHERE to_member_id = $1) AS notifications,
              (SELECT count(*)::int FROM identity.task_results WHERE tasked_id = $1) AS results`,
      [id],
    );
    expect(left.rows[0]).toEqual({ notifications: 0, results: 0 });
    const moved = await t.db.pool.query(
      `SELECT (SELECT count(*)::int FROM identity.notifications WHERE to_member_type = 'CAPNHQMember' AND to_member_id = '510007') AS notifications,
              (SELECT count(*)::int FROM identity.task_results WHERE task_id = $1 AND tasked_id = '510007') AS results`,
      [task.body.id],
    );
    expect(moved.rows[0].notifications).toBe(notified.rows[0].n);
    expect(moved.rows[0].results).toBe(1);
  });

  it('upgrade to a member who already has a login, or does not exist here, changes nothing', async () => {
    const id = await newProspective('keep.me');
    const hasLogin = await as.admin!.postWithToken(`${BASE}/${id}`, {
      nhqReference: { type: 'CAPNHQMember', id: 510004 },
    });
    expect(hasLogin.status).toBe(400);
    expect(hasLogin.body.code).toBe('MEMBER_HAS_ACCOUNT');
    // 510101 is a member of md002, not of md001
    const elsewhere = await as.admin!.postWithToken(`${BASE}/${id}`, {
      nhqReference: { type: 'CAPNHQMember', id: 510101 },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.code).toBe('MEMBER_NOT_FOUND');
    const login = await t.db.pool.query(`SELECT member_id FROM identity.logins WHERE username = 'keep.me'`);
    expect(login.rows[0].member_id).toBe(id);
  });

  it('validation: the upgrade needs a national member reference', async () => {
    const id = await newProspective('bad.ref');
    const r = await as.admin!.postWithToken(`${BASE}/${id}`, {
      nhqReference: { type: 'CAPProspectiveMember', id: 'x' },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION');
  });

  it('permission matrix: manager, staff, cadet 403; anonymous 401; md002 admin cannot reach md001 (404)', async () => {
    const id = await newProspective('matrix.one');
    for (const user of ['manager', 'staff', 'cadet']) {
      expect((await del(`${BASE}/${id}`, as[user]!)).status, user).toBe(403);
      const up = await as[user]!.postWithToken(`${BASE}/${id}`, {
        nhqReference: { type: 'CAPNHQMember', id: 510007 },
      });
      expect(up.status, user).toBe(403);
    }
    expect((await del(`${BASE}/${id}`, t.browser('md001'))).status).toBe(401);
    expect((await del(`${BASE}/${id}`, as.md002!)).status).toBe(404);
    const up = await as.md002!.postWithToken(`${BASE}/${id}`, {
      nhqReference: { type: 'CAPNHQMember', id: 510101 },
    });
    expect(up.status).toBe(404);
    expect((await t.db.pool.query(`SELECT 1 FROM identity.members WHERE id = $1`, [id])).rowCount).toBe(1);
  });
});
