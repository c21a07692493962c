// GET /api/member/contacts: the permission matrix of platform §6 contact and email access, with the
// fixture members of src/seed/demoData.ts (md001 flights Alpha, Bravo, Charlie, XRay).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactListResponse, memberEmailAddresses, type ContactListResponse } from '@portal/contracts';
import { createLogin } from '../passwords/index.ts';
import { seedContactListsDemo } from './demoSeed.ts';
import { demoMembers } from '../seed/demoData.ts';
import type { Browser } from '../testing/gatewayClient.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

const PATH = '/api/member/contacts';
let t: TestApp;
const as: Record<string, Browser> = {};

async function signedIn(username: string, accountID = 'md001'): Promise<Browser> {
  const browser = t.browser(accountID);
  const res = await browser.signin(username, TEST_PASSWORD);
  expect(res.body.result, username).toBe('None');
  return browser;
}

/** Gives a fixture member without a sign-in one (username = `user`). */
async function withLogin(capid: number, username: string): Promise<Browser> {
  const created = await createLogin(
    { pool: t.db.pool, redis: t.redis, config: t.config, clock: t.now },
    { accountID: 'md001', username, member: { type: 'CAPNHQMember', id: capid }, password: TEST_PASSWORD },
  );
  expect(created.result).toBe('Ok');
  return signedIn(username);
}

const fixtureIDs = (accountID: string, flight?: string) =>
  demoMembers()
    .filter((m) => m.accountID === accountID && (flight === undefined || m.flight === flight))
    .map((m) => m.id)
    .sort();

async function contacts(who: string): Promise<ContactListResponse> {
  const res = await as[who]!.get(PATH);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return contactListResponse.parse(res.body);
}
const ids = (body: ContactListResponse) => body.members.map((m) => m.id as number).sort();

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'manager', 'staff', 'cadet', 'senior']) as[user] = await signedIn(user);
  as.other = await signedIn('admin', 'md002');
  as.anonymous = t.browser('md001');
  // fixtures without a sign-in: 510009 Cadet Flight Commander of Bravo (member preset),
  // 510006 Cadet Commander (XRay), 510013 Cadet Element Leader of Charlie
  as.bravoFlightCommander = await withLogin(510009, 'bravo.fc');
  as.cadetCommander = await withLogin(510006, 'cadet.cc');
  as.charlieElementLeader = await withLogin(510013, 'charlie.el');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/member/contacts: platform §6 contact and email access', () => {
  it.each(['admin', 'manager', 'senior', 'cadetCommander'])(
    '%s (senior member or "Command group with extra flight filter") gets every member of the account with contact',
    async (who) => {
      const body = await contacts(who);
      expect(body.scope).toBe('Account');
      expect(ids(body)).toEqual(fixtureIDs('md001'));
      expect(body.flights).toEqual(['Alpha', 'Bravo', 'Charlie', 'XRay']);
      const casey = body.members.find((m) => m.id === 510004)!;
      expect(casey.contact.EMAIL.PRIMARY).toBe('casey.cadet@example.com');
      expect(casey.contact.CADETPARENTEMAIL.PRIMARY).toBe('parent.cadet@example.com');
    },
  );

  it("the command group answer names the viewer's own flight (the flight contact page's default)", async () => {
    expect((await contacts('cadetCommander')).flight).toBe('XRay');
    expect((await contacts('admin')).flight).toBeNull();
  });

  it.each([
    ['staff', 'Alpha', 'Cadet Flight Commander with the Cadet Staff preset'],
    ['bravoFlightCommander', 'Bravo', 'Cadet Flight Commander with the member preset'],
    ['charlieElementLeader', 'Charlie', 'Cadet Element Leader'],
  ])('"%s … see only their flight" (%s, %s)', async (who, flight) => {
    const body = await contacts(who);
    expect(body).toMatchObject({ scope: 'Flight', flight });
    expect(ids(body)).toEqual(fixtureIDs('md001', flight));
    expect(body.members.every((m) => m.flight === flight)).toBe(true);
    // with contact: the flight's addresses are what the email selector is for
    expect(body.members.every((m) => m.contact.EMAIL.PRIMARY?.endsWith('@example.com'))).toBe(true);
  });

  it("a plain cadet (no flight or command duty, no staff permission) gets 403 'You do not have permission to do that'", async () => {
    const res = await as.cadet!.get(PATH);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do that' });
  });

  it("anonymous gets 401 'Please sign in'", async () => {
    const res = await as.anonymous!.get(PATH);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in');
  });

  it("another account's administrator (md002) gets md002's members only", async () => {
    const body = await contacts('other');
    expect(ids(body)).toEqual(fixtureIDs('md002'));
    expect(body.flights).toEqual(['Alpha', 'Bravo']);
  });

  it('only what the pages show leaves the server: no permissions, duty positions or birth dates', async () => {
    const res = await as.admin!.get(PATH);
    for (const member of res.body.members as Array<Record<string, unknown>>) {
      expect(member).not.toHaveProperty('permissions');
      expect(member).not.toHaveProperty('dutyPositions');
      expect(member).not.toHaveProperty('dateOfBirth');
      expect(member).not.toHaveProperty('absenteeInformation');
    }
  });

  it('a flight-restricted viewer moved to another flight sees that flight next time', async () => {
    await t.db.pool.query(
      `UPDATE identity.members SET flight = 'Charlie' WHERE account_id = 'md001' AND id = '510009'`,
    );
    try {
      const body = await contacts('bravoFlightCommander');
      expect(body.flight).toBe('Charlie');
      expect(ids(body)).toEqual([...fixtureIDs('md001', 'Charlie'), 510009].sort());
    } finally {
      await t.db.pool.query(
        `UPDATE identity.members SET flight = 'Bravo' WHERE account_id = 'md001' AND id = '510009'`,
      );
    }
  });

  it('reads through a flight reach only cadets: a senior member stored in the flight is left out', async () => {
    await t.db.pool.query(
      `UPDATE identity.members SET flight = 'Alpha' WHERE account_id = 'md001' AND id = '510005'`,
    );
    try {
      const body = await contacts('staff');
      expect(body.scope).toBe('Flight');
      expect(ids(body)).toEqual(fixtureIDs('md001', 'Alpha'));
      expect(ids(body)).not.toContain(510005);
    } finally {
      await t.db.pool.query(
        `UPDATE identity.members SET flight = NULL WHERE account_id = 'md001' AND id = '510005'`,
      );
    }
  });

  it('a flight-restricted viewer without a flight gets an empty list (not the unassigned members)', async () => {
    await t.db.pool.query(
      `UPDATE identity.members SET flight = NULL WHERE account_id = 'md001' AND id = '510013'`,
    );
    try {
      const body = await contacts('charlieElementLeader');
      expect(body).toMatchObject({ scope: 'Flight', flight: null, members: [] });
    } finally {
      await t.db.pool.query(
        `UPDATE identity.members SET flight = 'Charlie' WHERE account_id = 'md001' AND id = '510013'`,
      );
    }
  });
});

// last: changes the fixtures' contact data
describe('demo seed (npm start only)', () => {
  it('gives three md001 members the addresses that show the selector rules, idempotently', async () => {
    await seedContactListsDemo(t.db.pool);
    await seedContactListsDemo(t.db.pool);
    const members = (await contacts('admin')).members;
    const byId = (id: number) => members.find((m) => m.id === id)!;
    expect(memberEmailAddresses(byId(510033), false)).toEqual([]);
    expect(memberEmailAddresses(byId(510033), true)).toEqual(['parent.of.510033@example.com']);
    expect(memberEmailAddresses(byId(510035), false)).toEqual(['school.510035@example.com']);
    expect(memberEmailAddresses(byId(510042), true)).toEqual([]);
    expect(byId(510042).seniorMember).toBe(true);
  });
});
