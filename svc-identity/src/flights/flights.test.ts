// Platform §7 flight calls against the real service and database (demo fixtures: md001 flights
// Alpha, Bravo, Charlie, XRay; cadet 510004 in Alpha; staff 510003 is a Cadet Flight Commander).
import type { MembersByFlightFullResponse, MembersByFlightResponse } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../testing/gatewayClient.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
const signedIn = new Map<string, Browser>();

beforeAll(async () => {
  t = await createTestApp({ config: { superUserIDs: [510005] } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** One signed-in browser per user and account, reused across tests. */
async function as(username: string, accountID = 'md001'): Promise<Browser> {
  const key = `${accountID}/${username}`;
  const existing = signedIn.get(key);
  if (existing) return existing;
  const browser = t.browser(accountID);
  const res = await browser.signin(username, TEST_PASSWORD);
  expect(res.body.result).toBe('None');
  signedIn.set(key, browser);
  return browser;
}

const cadetRef = (id: number) => ({ type: 'CAPNHQMember' as const, id });

async function flightOf(accountID: string, id: number): Promise<string | null> {
  const { rows } = await t.db.pool.query<{ flight: string | null }>(
    `SELECT flight FROM identity.members WHERE account_id = $1 AND type = 'CAPNHQMember' AND id = $2`,
    [accountID, String(id)],
  );
  return rows[0]!.flight;
}

async function setFlight(accountID: string, id: number, flight: string | null): Promise<void> {
  await t.db.pool.query(
    `UPDATE identity.members SET flight = $3 WHERE account_id = $1 AND type = 'CAPNHQMember' AND id = $2`,
    [accountID, String(id), flight],
  );
}

describe("permission matrix: 'flight assignment needs FlightAssign' (platform §6)", () => {
  it.each([
    ['admin', 200],
    ['manager', 200],
    ['staff', 200],
    ['cadet', 403],
  ])('GET /api/members/flight as %s -> %i', async (user, status) => {
    const res = await (await as(user)).get('/api/members/flight');
    expect(res.status).toBe(status);
    if (status === 403)
      expect(res.body).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do that' });
  });

  it('anonymous: 401 Please sign in, for reads and moves', async () => {
    const anon = t.browser();
    expect((await anon.get('/api/members/flight/full')).body).toMatchObject({ message: 'Please sign in' });
    const move = await anon.postWithToken('/api/member/flight', {
      member: cadetRef(510004),
      newFlight: 'Bravo',
    });
    expect(move.status).toBe(401);
  });

  it('a cadet (member preset) cannot move anyone, even themself', async () => {
    const res = await (
      await as('cadet')
    ).postWithToken('/api/member/flight', {
      member: cadetRef(510004),
      newFlight: 'Bravo',
    });
    expect(res.status).toBe(403);
    expect(await flightOf('md001', 510004)).toBe('Alpha');
  });

  it('a super user passes FlightAssign (senior 510005 has the member preset)', async () => {
    expect((await (await as('senior')).get('/api/members/flight')).status).toBe(200);
  });

  it('a wing account has no flights: even its admin is refused (squadron or event accounts only, §2)', async () => {
    expect((await (await as('admin', 'md000')).get('/api/members/flight')).status).toBe(403);
  });
});

describe('GET /api/members/flight and /full: members grouped by the registry flights', () => {
  it('lists the registry flights in order, each with its members, and Unassigned', async () => {
    const res = await (await as('staff')).get('/api/members/flight');
    const body = res.body as MembersByFlightResponse;
    expect(body.flights.map((f) => f.name)).toEqual(['Alpha', 'Bravo', 'Charlie', 'XRay']);
    const alpha = body.flights[0]!.members.map((m) => m.member.id);
    expect(alpha).toContain(510004);
    expect(body.unassigned.map((m) => m.member.id)).toContain(510001); // seniors have no flight
    expect(body.flights[0]!.members[0]).not.toHaveProperty('roleCode');
  });

  it("/full carries each member's role code (cc, do, 1st, fc, fs, el, ds, s, c) and duties, leaders first", async () => {
    const res = await (await as('staff')).get('/api/members/flight/full');
    const body = res.body as MembersByFlightFullResponse;
    const everyone = [...body.flights.flatMap((f) => f.members), ...body.unassigned];
    const code = (id: number) => everyone.find((m) => m.member.id === id)?.roleCode;
    expect(code(510006)).toBe('cc');
    expect(code(510007)).toBe('do');
    expect(code(510008)).toBe('1st');
    expect(code(510003)).toBe('fc');
    expect(code(510011)).toBe('fs');
    expect(code(510013)).toBe('el');
    expect(code(510004)).toBe('c');
    expect(code(510001)).toBe('s');
    const alpha = body.flights[0]!.members;
    expect(alpha[0]!.roleCode).toBe('fc');
    expect(everyone.find((m) => m.member.id === 510003)!.dutyPositions.map((d) => d.duty)).toEqual([
      'Cadet Flight Commander',
    ]);
  });

  it('another account sees only its own members (md002 admin)', async () => {
    const res = await (await as('admin', 'md002')).get('/api/members/flight');
    const body = res.body as MembersByFlightResponse;
    const ids = [...body.flights.flatMap((f) => f.members), ...body.unassigned].map((m) => m.member.id);
    expect(ids.sort()).toEqual([510101, 510102, 510103]);
    expect(body.flights.map((f) => f.name)).toEqual(['Alpha', 'Bravo']);
  });

  it('a member whose stored flight is not in the registry is listed as unassigned (with that flight)', async () => {
    await setFlight('md001', 510040, 'Zulu');
    const body = (await (await as('staff')).get('/api/members/flight')).body as MembersByFlightResponse;
    expect(body.unassigned.find((m) => m.member.id === 510040)).toMatchObject({ flight: 'Zulu' });
    await setFlight('md001', 510040, 'Alpha');
  });
});

describe('POST /api/member/flight (one member)', () => {
  it('staff moves a cadet to Bravo, then to Unassigned (null); 204 each', async () => {
    const staff = await as('staff');
    const res = await staff.postWithToken('/api/member/flight', {
      member: cadetRef(510020),
      newFlight: 'Bravo',
    });
    expect(res.status).toBe(204);
    expect(await flightOf('md001', 510020)).toBe('Bravo');
    const none = await staff.postWithToken('/api/member/flight', {
      member: cadetRef(510020),
      newFlight: null,
    });
    expect(none.status).toBe(204);
    expect(await flightOf('md001', 510020)).toBeNull();
  });

  it('a flight not in the registry -> 400 naming it and the flights', async () => {
    await setFlight('md001', 510021, 'Alpha');
    const res = await (
      await as('staff')
    ).postWithToken('/api/member/flight', {
      member: cadetRef(510021),
      newFlight: 'Zulu',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'UNKNOWN_FLIGHT',
      message: "'Zulu' is not one of this unit's flights (Alpha, Bravo, Charlie, XRay)",
    });
    expect(await flightOf('md001', 510021)).toBe('Alpha');
  });

  it('members only of this account: md002 admin cannot move an md001 cadet (404, unchanged)', async () => {
    await setFlight('md001', 510022, 'Alpha');
    const res = await (
      await as('admin', 'md002')
    ).postWithToken('/api/member/flight', {
      member: cadetRef(510022),
      newFlight: 'Bravo',
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 'MEMBER_NOT_FOUND',
      message: 'CAPNHQMember-510022 is not a member of this unit',
    });
    expect(await flightOf('md001', 510022)).toBe('Alpha');
  });

  it('bad bodies get the validator messages (platform §5)', async () => {
    const staff = await as('staff');
    const missing = await staff.postWithToken('/api/member/flight', { member: cadetRef(510004) });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION', message: 'newFlight is required' });
    const wrongType = await staff.postWithToken('/api/member/flight', {
      member: cadetRef(510004),
      newFlight: 5,
    });
    expect(wrongType.body).toMatchObject({ code: 'VALIDATION' });
    expect(wrongType.body.message).toMatch(/^newFlight must be/);
  });

  it('needs the CSRF token', async () => {
    const res = await (
      await as('staff')
    ).post('/api/member/flight', { member: cadetRef(510004), newFlight: 'Bravo' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });
});

describe('POST /api/member/flight/bulk (members: reference plus newFlight or null)', () => {
  it('moves every listed member in one call', async () => {
    await setFlight('md001', 510023, 'Alpha');
    await setFlight('md001', 510025, 'Charlie');
    const res = await (
      await as('manager')
    ).postWithToken('/api/member/flight/bulk', {
      members: [
        { member: cadetRef(510023), newFlight: 'XRay' },
        { member: cadetRef(510025), newFlight: null },
      ],
    });
    expect(res.status).toBe(204);
    expect(await flightOf('md001', 510023)).toBe('XRay');
    expect(await flightOf('md001', 510025)).toBeNull();
  });

  it('is atomic: one member of another account -> 404 and nobody moved', async () => {
    await setFlight('md001', 510026, 'Alpha');
    const res = await (
      await as('staff')
    ).postWithToken('/api/member/flight/bulk', {
      members: [
        { member: cadetRef(510026), newFlight: 'Bravo' },
        { member: cadetRef(510102), newFlight: 'Bravo' }, // md002's cadet
      ],
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('CAPNHQMember-510102 is not a member of this unit');
    expect(await flightOf('md001', 510026)).toBe('Alpha');
    expect(await flightOf('md002', 510102)).toBe('Alpha');
  });

  it('is atomic: one flight not in the registry -> 400 and nobody moved', async () => {
    await setFlight('md001', 510027, 'Alpha');
    const res = await (
      await as('staff')
    ).postWithToken('/api/member/flight/bulk', {
      members: [
        { member: cadetRef(510027), newFlight: 'Bravo' },
        { member: cadetRef(510028), newFlight: 'Delta' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('UNKNOWN_FLIGHT');
    expect(await flightOf('md001', 510027)).toBe('Alpha');
  });

  it('a member listed twice, or not an array -> 400 VALIDATION', async () => {
    const staff = await as('staff');
    const twice = await staff.postWithToken('/api/member/flight/bulk', {
      members: [
        { member: cadetRef(510029), newFlight: 'Bravo' },
        { member: cadetRef(510029), newFlight: 'Alpha' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('CAPNHQMember-510029 appears more than once in the list');
    const notArray = await staff.postWithToken('/api/member/flight/bulk', { members: 'all' });
    expect(notArray.body).toMatchObject({ code: 'VALIDATION', message: 'members must be an array' });
  });

  it('cadet -> 403 and anonymous -> 401', async () => {
    const body = { members: [{ member: cadetRef(510030), newFlight: 'Bravo' }] };
    expect((await (await as('cadet')).postWithToken('/api/member/flight/bulk', body)).status).toBe(403);
    expect((await t.browser().postWithToken('/api/member/flight/bulk', body)).status).toBe(401);
  });
});

describe("flights are cadet flights: only a cadet of the caller's account can be moved", () => {
  const notACadet = (id: number) => ({
    code: 'NOT_A_CADET',
    message: `CAPNHQMember-${id} is a senior member: only cadets are assigned to flights`,
  });

  it('staff (FlightAssign) cannot move the administrator into their flight: 400, unchanged', async () => {
    const res = await (
      await as('staff')
    ).postWithToken('/api/member/flight', {
      member: cadetRef(510001),
      newFlight: 'Alpha',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(notACadet(510001));
    expect(await flightOf('md001', 510001)).toBeNull();
  });

  it('nor a senior member, even to Unassigned, even as the admin', async () => {
    await setFlight('md001', 510014, 'Bravo'); // a senior member stored in a flight before this rule
    try {
      const admin = await as('admin');
      const into = await admin.postWithToken('/api/member/flight', {
        member: cadetRef(510005),
        newFlight: 'Bravo',
      });
      expect(into.status).toBe(400);
      expect(into.body).toEqual(notACadet(510005));
      const out = await admin.postWithToken('/api/member/flight', {
        member: cadetRef(510014),
        newFlight: null,
      });
      expect(out.body).toEqual(notACadet(510014));
      expect(await flightOf('md001', 510005)).toBeNull();
      expect(await flightOf('md001', 510014)).toBe('Bravo');
    } finally {
      await setFlight('md001', 510014, null);
    }
  });

  it('bulk: one senior member in the list -> 400 naming them, and nobody moved', async () => {
    await setFlight('md001', 510031, 'Alpha');
    const res = await (
      await as('manager')
    ).postWithToken('/api/member/flight/bulk', {
      members: [
        { member: cadetRef(510031), newFlight: 'Bravo' },
        { member: cadetRef(510002), newFlight: 'Bravo' }, // the manager, a senior member
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(notACadet(510002));
    expect(await flightOf('md001', 510031)).toBe('Alpha');
    expect(await flightOf('md001', 510002)).toBeNull();
  });
});
