// GET /internal/members/{member}/flight (contracts/src/members/internalMemberDetails.ts) as
// svc-events calls it for a flight leader's attendance view (events §6 "flight leaders (Cadet
// Flight Commander, Cadet Flight Sergeant) see their flight"). Real database, fixtures of
// seed/demoData.ts (md001 flights Alpha, Bravo, Charlie, XRay; 510003 Sam Staffer, Cadet Flight
// Commander of Alpha; 510004 Casey Cadet in Alpha; seniors have no flight).
import {
  internalFlightMembersPath,
  internalFlightMembersResponse,
  stringifyMemberReference,
  type MemberReference,
} from '@portal/contracts';
import { CONTEXT_HEADER } from '@portal/contracts/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedContext } from '../testing/gatewayClient.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

const nhq = (id: number): MemberReference => ({ type: 'CAPNHQMember', id });
const STAFF = nhq(510003);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, accountID = 'md001') =>
  request(t.app)
    .get(path)
    .set(CONTEXT_HEADER, signedContext({ secret: t.config.contextSecret, now: t.now }, { accountID }));

async function flightOf(member: MemberReference, accountID = 'md001') {
  const res = await get(internalFlightMembersPath(member), accountID);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return internalFlightMembersResponse.parse(res.body);
}

describe('GET /internal/members/{member}/flight', () => {
  it("the member's flight and exactly the account's cadets stored in it (the member included)", async () => {
    const answer = await flightOf(STAFF);
    expect(answer.flight).toBe('Alpha');
    const { rows } = await t.db.pool.query<{ id: string }>(
      `SELECT id FROM identity.members
        WHERE account_id = 'md001' AND flight = 'Alpha' AND NOT senior_member ORDER BY id`,
    );
    expect(rows.length).toBeGreaterThan(2);
    expect(answer.members.map(stringifyMemberReference).sort()).toEqual(
      rows.map((r) => `CAPNHQMember-${r.id}`).sort(),
    );
    expect(answer.members).toContainEqual(nhq(510004));
    expect(answer.members).toContainEqual(STAFF);
  });

  it("no flight (a senior member), or a stored flight that is not one of the registry's: null and no members", async () => {
    expect(await flightOf(nhq(510002))).toEqual({ flight: null, members: [] });
    await t.db.pool.query(
      `INSERT INTO identity.members (account_id, type, id, name_first, name_last, flight)
       VALUES ('md001', 'CAPNHQMember', '590200', 'Zed', 'Zulu', 'Zulu')`,
    );
    expect(await flightOf(nhq(590200))).toEqual({ flight: null, members: [] });
  });

  it("only the context's account: a member of another account is 404; a bad reference 400", async () => {
    expect((await get(internalFlightMembersPath(STAFF), 'md002')).status).toBe(404);
    expect((await get(internalFlightMembersPath(nhq(424242)))).status).toBe(404);
    expect((await get('/internal/members/nobody/flight')).status).toBe(400);
  });
});

describe('reads through a flight reach only cadets', () => {
  it("a senior member stored in the leader's flight is not among its members", async () => {
    // the administrator and a senior member put into Alpha (before the move rule, or by an import)
    await t.db.pool.query(
      `UPDATE identity.members SET flight = 'Alpha' WHERE account_id = 'md001' AND id IN ('510001', '510005')`,
    );
    try {
      const answer = await flightOf(STAFF);
      expect(answer.flight).toBe('Alpha');
      expect(answer.members).toContainEqual(nhq(510004));
      expect(answer.members).not.toContainEqual(nhq(510001));
      expect(answer.members).not.toContainEqual(nhq(510005));
      // and a senior's stored flight is no flight: it opens no cadet's records either
      expect(await flightOf(nhq(510001))).toEqual({ flight: null, members: [] });
    } finally {
      await t.db.pool.query(
        `UPDATE identity.members SET flight = NULL WHERE account_id = 'md001' AND id IN ('510001', '510005')`,
      );
    }
  });
});
