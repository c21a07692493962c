// Special event accounts against the real service (fresh database seeded with the demo data:
// md000 is a wing whose admin is its Commander; md001 and md002 are squadrons).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventAccountResponse } from '@portal/contracts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import type { Browser } from '../testing/gatewayClient.ts';

const PATH = '/api/events/account/';
let t: TestApp;

async function signedIn(username: string, accountID: string, app = t): Promise<Browser> {
  const b = app.browser(accountID);
  expect((await b.signin(username, TEST_PASSWORD)).body.result).toBe('None');
  return b;
}

beforeAll(async () => {
  // 510001 (md001 admin) is a super user here, so "super users always" can be shown
  t = await createTestApp({ config: { superUserIDs: [510001] } });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /api/events/account/ (platform §3, §5, §6)', () => {
  it('a wing Commander creates an event account; the creator can sign in there as its admin', async () => {
    const wing = await signedIn('admin', 'md000');
    const r = await wing.postWithToken(PATH, {
      accountID: 'md000enc2026',
      accountName: 'Encampment 2026',
      event: 'Summer encampment',
    });
    expect(r.status).toBe(200);
    expect(createEventAccountResponse.parse(r.body)).toEqual({
      id: 'md000enc2026',
      mainCalendarID: 'md000enc2026-calendar',
    });
    const account = await t.db.pool.query(
      `SELECT a.type, a.parent_account_id, e.event FROM identity.accounts a JOIN identity.event_accounts e ON e.account_id = a.id WHERE a.id = 'md000enc2026'`,
    );
    expect(account.rows[0]).toEqual({
      type: 'CAPEVENT',
      parent_account_id: 'md000',
      event: 'Summer encampment',
    });
    const there = t.browser('md000enc2026');
    const signin = await there.signin('admin', TEST_PASSWORD);
    expect(signin.body.result).toBe('None');
    expect(signin.body.member.permissions.PermissionManagement).toBe('FULL');
  });

  it('\'Account ID must start with "{current id}"\'', async () => {
    const wing = await signedIn('admin', 'md000');
    const r = await wing.postWithToken(PATH, { accountID: 'md001x', accountName: 'Other', event: null });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Account ID must start with "md000"');
  });

  it("'Account name cannot be empty'", async () => {
    const wing = await signedIn('admin', 'md000');
    const r = await wing.postWithToken(PATH, { accountID: 'md000noname', accountName: '  ' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Account name cannot be empty');
  });

  it('account ids match the accounts table (lower-case letters and digits); a taken id is refused', async () => {
    const wing = await signedIn('admin', 'md000');
    const bad = await wing.postWithToken(PATH, { accountID: 'md000-bad', accountName: 'Bad' });
    expect(bad.status).toBe(400);
    const upper = await wing.postWithToken(PATH, { accountID: 'MD000UP', accountName: 'Upper' });
    expect(upper.status).toBe(200);
    expect(upper.body.id).toBe('md000up');
    const again = await wing.postWithToken(PATH, { accountID: 'md000up', accountName: 'Again' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('ACCOUNT_EXISTS');
  });

  it('squadron members may not (manager, staff, cadet, squadron admin: 403); anonymous 401', async () => {
    for (const user of ['manager', 'staff', 'cadet']) {
      const b = await signedIn(user, 'md001');
      const r = await b.postWithToken(PATH, { accountID: `md001${user}`, accountName: 'X' });
      expect(r.status, user).toBe(403);
    }
    const md002 = await signedIn('admin', 'md002');
    expect((await md002.postWithToken(PATH, { accountID: 'md002x1', accountName: 'X' })).status).toBe(403);
    const anonymous = await t
      .browser('md000')
      .postWithToken(PATH, { accountID: 'md000anon', accountName: 'X' });
    expect(anonymous.status).toBe(401);
  });

  it('super users always (the md001 squadron admin configured as a super user)', async () => {
    const admin = await signedIn('admin', 'md001');
    const r = await admin.postWithToken(PATH, { accountID: 'md001drill', accountName: 'Drill competition' });
    expect(r.status).toBe(200);
    expect(r.body.id).toBe('md001drill');
  });
});
