import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absentResponse } from '@portal/contracts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import type { Browser } from '../testing/gatewayClient.ts';

let t: TestApp;
const as: Record<string, Browser> = {};
const UNTIL = Date.UTC(2027, 5, 30);

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'manager', 'staff', 'cadet']) {
    as[user] = t.browser('md001');
    expect((await as[user]!.signin(user, TEST_PASSWORD)).body.result).toBe('None');
  }
  as.other = t.browser('md002');
  expect((await as.other.signin('cadet', TEST_PASSWORD)).body.result).toBe('None');
  as.anonymous = t.browser('md001');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function absenteeOf(accountID: string, id: number) {
  const { rows } = await t.db.pool.query<{ until: Date | null; comments: string | null }>(
    `SELECT absent_until AS until, absent_comments AS comments FROM identity.members
      WHERE account_id = $1 AND type = 'CAPNHQMember' AND id = $2`,
    [accountID, String(id)],
  );
  return rows[0];
}

describe('POST /api/member/absent (§3 absenteeInformation: the signed-in member sets their own)', () => {
  it.each([
    ['admin', 510001],
    ['manager', 510002],
    ['staff', 510003],
    ['cadet', 510004],
  ])('%s sets their own absentee information and sees it in the session check', async (user, id) => {
    const res = await as[user]!.postWithToken('/api/member/absent', {
      absentUntil: UNTIL,
      comments: `Away ${user}`,
    });
    expect(res.status).toBe(200);
    expect(absentResponse.parse(res.body)).toEqual({ absentUntil: UNTIL, comments: `Away ${user}` });
    expect(await absenteeOf('md001', id)).toEqual({ until: new Date(UNTIL), comments: `Away ${user}` });
    const check = await as[user]!.get('/api/check');
    expect(check.body.member.absenteeInformation).toEqual({ absentUntil: UNTIL, comments: `Away ${user}` });
  });

  it('a member of md002 changes only their own record in md002 (the same CAPID in md001 is untouched)', async () => {
    const before = await absenteeOf('md001', 510001);
    const res = await as.other!.postWithToken('/api/member/absent', {
      absentUntil: UNTIL,
      comments: 'Other unit',
    });
    expect(res.status).toBe(200);
    expect(await absenteeOf('md002', 510102)).toEqual({ until: new Date(UNTIL), comments: 'Other unit' });
    expect(await absenteeOf('md001', 510001)).toEqual(before);
  });

  it("anonymous gets 401 'Please sign in'", async () => {
    const res = await as.anonymous!.postWithToken('/api/member/absent', { absentUntil: UNTIL, comments: '' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in');
  });

  it('without the CSRF token the call is refused (403 TOKEN_INVALID)', async () => {
    const res = await as.cadet!.post('/api/member/absent', { absentUntil: UNTIL, comments: '' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });

  it.each([
    [{ comments: 'x' }, 'absentUntil is required'],
    [{ absentUntil: 'tomorrow', comments: 'x' }, 'absentUntil must be a number'],
    [{ absentUntil: UNTIL }, 'comments is required'],
    [{ absentUntil: UNTIL, comments: 7 }, 'comments must be a string'],
  ])('validation: %j is 400 with %s', async (body, message) => {
    const res = await as.cadet!.postWithToken('/api/member/absent', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message });
  });

  it('a date beyond the range of dates is 400, not a server error', async () => {
    const res = await as.cadet!.postWithToken('/api/member/absent', { absentUntil: 1e17, comments: '' });
    expect(res.status).toBe(400);
  });
});
