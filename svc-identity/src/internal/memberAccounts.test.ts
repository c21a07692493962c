// GET /internal/members/{member}/accounts (contracts/src/events/internalAccounts.ts) as svc-events
// calls it for linking (events spec §6 "Link event"): a signed context without a session, the
// account inside it, the member in the path. Fixtures: the md001 admin (510001) is also a member
// of the wing md000 with the Manager preset (ManageEvent FULL there).
import {
  internalMemberAccountsPath,
  internalMemberAccountsResponse,
  presetFor,
  type MemberReference,
} from '@portal/contracts';
import { CONTEXT_HEADER } from '@portal/contracts/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedContext } from '../testing/gatewayClient.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

const nhq = (id: number): MemberReference => ({ type: 'CAPNHQMember', id });
const ADMIN = nhq(510001);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function internalGet(path: string, accountID = 'md001') {
  return request(t.app)
    .get(path)
    .set(CONTEXT_HEADER, signedContext({ secret: t.config.contextSecret, now: t.now }, { accountID }));
}

async function accountsOf(member: MemberReference, accountID = 'md001') {
  const res = await internalGet(internalMemberAccountsPath(member), accountID);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return internalMemberAccountsResponse.parse(res.body);
}

describe('GET /internal/members/{member}/accounts', () => {
  it("the same national member's accounts, own first, each with that account's own permissions and duty positions", async () => {
    const answer = await accountsOf(ADMIN);
    expect(answer.member).toEqual(ADMIN);
    expect(answer.accounts.map((a) => [a.accountID, a.accountName, a.accountType])).toEqual([
      ['md001', 'Maryland Demo Composite Squadron', 'CAPSQUADRON'],
      ['md000', 'Maryland Demo Wing', 'CAPWING'],
    ]);
    const [own, wing] = answer.accounts;
    expect(own!.permissions).toEqual(presetFor('Admin', 'CAPSQUADRON'));
    expect(own!.dutyPositions.map((d) => d.duty)).toEqual(['Commander']);
    expect(wing!.permissions).toEqual(presetFor('Manager', 'CAPWING'));
    expect(wing!.permissions.ManageEvent).toBe('FULL');
    expect(wing!.dutyPositions).toEqual([]);
  });

  it("asked from the wing, the wing comes first (the context's account is the member's own)", async () => {
    const answer = await accountsOf(ADMIN, 'md000');
    expect(answer.accounts.map((a) => a.accountID)).toEqual(['md000', 'md001']);
  });

  it('a member of one account only: just that account; no stored permissions give the type defaults', async () => {
    const answer = await accountsOf(nhq(510030));
    expect(answer.accounts.map((a) => a.accountID)).toEqual(['md001']);
    expect(answer.accounts[0]!.permissions.ManageEvent).toBe('NONE');
  });

  it('expired temporary duty positions are dropped', async () => {
    await t.db.pool.query(
      `INSERT INTO identity.duty_positions (account_id, member_type, member_id, duty, assistant, type, orgid, date, expires)
       VALUES ('md000', 'CAPNHQMember', '510001', 'Activities Officer', false, 'CAPUnit', 9000, now() - interval '9 days', now() - interval '1 day'),
              ('md000', 'CAPNHQMember', '510001', 'Operations Officer', false, 'CAPUnit', 9000, now() - interval '9 days', now() + interval '9 days')`,
    );
    const wing = (await accountsOf(ADMIN)).accounts.find((a) => a.accountID === 'md000');
    expect(wing!.dutyPositions.map((d) => [d.duty, d.type])).toEqual([['Operations Officer', 'CAPUnit']]);
    expect(wing!.dutyPositions[0]!.expires).toBeGreaterThan(t.now().getTime());
  });

  it('"Prospective members only ever get their own account", even when another account has the same id text', async () => {
    await t.db.pool.query(
      `INSERT INTO identity.members (account_id, type, id, name_first, name_last)
       VALUES ('md001', 'CAPProspectiveMember', 'md001-77', 'Pat', 'Prospect'),
              ('md000', 'CAPProspectiveMember', 'md001-77', 'Pat', 'Prospect')`,
    );
    const answer = await accountsOf({ type: 'CAPProspectiveMember', id: 'md001-77' });
    expect(answer.accounts.map((a) => a.accountID)).toEqual(['md001']);
  });

  it("the member must be one of the context's account: 404 otherwise (510002 is not in md000)", async () => {
    const res = await internalGet(internalMemberAccountsPath(nhq(510002)), 'md000');
    expect(res.status).toBe(404);
    expect((await internalGet(internalMemberAccountsPath(nhq(90_000)))).status).toBe(404);
  });

  it('a bad reference is 400 with §8 words; no signed context is 401 NO_CONTEXT', async () => {
    const bad = await internalGet('/internal/members/Nobody-1/accounts');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid member type');
    const none = await request(t.app).get(internalMemberAccountsPath(ADMIN));
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('NO_CONTEXT');
  });
});
