// Service tests of temporary duty positions (platform §2/§6/§7) on the seeded fixtures: the
// manager (Manager preset: AssignTemporaryDutyPositions YES) assigns; staff, cadet and senior may
// only see their own; md002's admin belongs to another account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberDutyPositionsResponse } from '@portal/contracts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import type { Browser } from '../testing/gatewayClient.ts';

const DAY = 86_400_000;
const CADET = 'CAPNHQMember-510004';
/** Cadet Element Leader (NHQ) and Cadet Public Affairs NCO (temporary) in the fixtures. */
const ELEMENT_LEADER = 'CAPNHQMember-510013';
const url = (id: string) => `/api/member/tempdutypositions/${id}`;

let t: TestApp;
const signedIn: Record<string, Browser> = {};

async function as(username: string, accountID = 'md001'): Promise<Browser> {
  const key = `${accountID}/${username}`;
  if (!signedIn[key]) {
    const browser = t.browser(accountID);
    expect((await browser.signin(username, TEST_PASSWORD)).body.result).toBe('None');
    signedIn[key] = browser;
  }
  return signedIn[key];
}

async function positionsOf(id: string) {
  const r = await (await as('manager')).get(url(id));
  expect(r.status).toBe(200);
  return memberDutyPositionsResponse.parse(r.body).dutyPositions;
}

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('reading positions (§2 "any signed-in user sees their own")', () => {
  it('anonymous: 401 Please sign in', async () => {
    const r = await t.browser().get(url(CADET));
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Please sign in');
  });

  it.each(['cadet', 'staff', 'senior'])('%s sees their own positions', async (username) => {
    const browser = await as(username);
    const me = (await browser.get('/api/check')).body.member as { type: string; id: number };
    const r = await browser.get(url(`${me.type}-${me.id}`));
    expect(r.status).toBe(200);
    expect(memberDutyPositionsResponse.parse(r.body).member).toEqual({ type: me.type, id: me.id });
  });

  it.each(['cadet', 'staff', 'senior'])(
    "%s (no AssignTemporaryDutyPositions) may not see another member's: 403",
    async (username) => {
      const r = await (await as(username)).get(url(ELEMENT_LEADER));
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('You do not have permission to do that');
    },
  );

  it("the manager sees a member's NHQ and temporary positions", async () => {
    const r = await (await as('manager')).get(url(ELEMENT_LEADER));
    expect(r.status).toBe(200);
    const body = memberDutyPositionsResponse.parse(r.body);
    expect(body.dutyPositions.map((d) => [d.duty, d.type])).toEqual(
      expect.arrayContaining([
        ['Cadet Element Leader', 'NHQ'],
        ['Cadet Public Affairs NCO', 'CAPUnit'],
      ]),
    );
    expect(body.dutyPositions.find((d) => d.type === 'CAPUnit')!.expires).toBeGreaterThan(t.now().getTime());
  });

  it('a member of another account is not found, even for its administrator', async () => {
    const r = await (await as('admin', 'md002')).get(url(ELEMENT_LEADER));
    expect(r.status).toBe(404);
    const unknown = await (await as('manager')).get(url('CAPNHQMember-999999'));
    expect(unknown.status).toBe(404);
  });

  it("a malformed id answers §3's 'Invalid member ID' / 'Invalid member type'", async () => {
    const manager = await as('manager');
    expect((await manager.get(url('CAPNHQMember-abc'))).body.message).toBe('Invalid member ID');
    const badType = await manager.get(url('Somebody-12'));
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe('Invalid member type');
  });
});

describe('assigning (§6 "temporary duty assignment needs YES")', () => {
  it('the manager replaces the temporary positions; NHQ positions stay', async () => {
    const expires = t.now().getTime() + 30 * DAY;
    const r = await (
      await as('manager')
    ).postWithToken(url(ELEMENT_LEADER), {
      dutyPositions: [
        { duty: 'Cadet Flight Sergeant', expires },
        { duty: 'Cadet Public Affairs Officer', expires: expires + DAY },
      ],
    });
    expect(r.status).toBe(200);
    const body = memberDutyPositionsResponse.parse(r.body);
    expect(body.dutyPositions.map((d) => [d.duty, d.type, d.expires]).sort()).toEqual(
      [
        ['Cadet Element Leader', 'NHQ', null],
        ['Cadet Flight Sergeant', 'CAPUnit', expires],
        ['Cadet Public Affairs Officer', 'CAPUnit', expires + DAY],
      ].sort(),
    );
  });

  it('the cadet sees a position assigned to them, until it expires', async () => {
    const expires = t.now().getTime() + 2 * DAY;
    const saved = await (
      await as('manager')
    ).postWithToken(url(CADET), {
      dutyPositions: [{ duty: 'Testing Officer', expires }],
    });
    expect(saved.status).toBe(200);
    const own = await (await as('cadet')).get(url(CADET));
    expect(memberDutyPositionsResponse.parse(own.body).dutyPositions).toEqual([
      expect.objectContaining({ duty: 'Testing Officer', type: 'CAPUnit', expires }),
    ]);
    t.advance(3 * DAY);
    try {
      // sessions last a day: sign in again three days later
      const cadet = t.browser();
      expect((await cadet.signin('cadet', TEST_PASSWORD)).body.result).toBe('None');
      const later = await cadet.get(url(CADET));
      expect(memberDutyPositionsResponse.parse(later.body).dutyPositions).toEqual([]);
    } finally {
      t.advance(-3 * DAY);
    }
  });

  it('an empty list removes every temporary position', async () => {
    await (await as('manager')).postWithToken(url(CADET), { dutyPositions: [] });
    expect(await positionsOf(CADET)).toEqual([]);
  });

  it.each(['cadet', 'staff', 'senior'])(
    '%s may not assign, not even to themself: 403, nothing written',
    async (username) => {
      const browser = await as(username);
      const me = (await browser.get('/api/check')).body.member as { type: string; id: number };
      const r = await browser.postWithToken(url(`${me.type}-${me.id}`), {
        dutyPositions: [{ duty: 'Cadet Commander', expires: t.now().getTime() + DAY }],
      });
      expect(r.status).toBe(403);
      expect((await positionsOf(`${me.type}-${me.id}`)).some((d) => d.duty === 'Cadet Commander')).toBe(
        false,
      );
    },
  );

  it('anonymous may not assign: 401', async () => {
    const r = await t.browser().postWithToken(url(CADET), { dutyPositions: [] });
    expect(r.status).toBe(401);
  });

  it("md002's admin cannot assign to an md001 member: 404, nothing written", async () => {
    const r = await (
      await as('admin', 'md002')
    ).postWithToken(url(CADET), {
      dutyPositions: [{ duty: 'Cadet Commander', expires: t.now().getTime() + DAY }],
    });
    expect(r.status).toBe(404);
    expect(await positionsOf(CADET)).toEqual([]);
  });

  it('the duty must be in the list and the expiry in the future; a bad entry writes nothing', async () => {
    const manager = await as('manager');
    const future = t.now().getTime() + DAY;
    const notListed = await manager.postWithToken(url(CADET), {
      dutyPositions: [
        { duty: 'Testing Officer', expires: future },
        { duty: 'Commander', expires: future },
      ],
    });
    expect(notListed.status).toBe(400);
    expect(notListed.body.message).toBe(
      "dutyPositions[1].duty must be an element of the enum 'TemporaryDutyPosition'",
    );
    const past = await manager.postWithToken(url(CADET), {
      dutyPositions: [
        { duty: 'Testing Officer', expires: future },
        { duty: 'Cadet Commander', expires: t.now().getTime() - 1000 },
      ],
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('Cadet Commander: The expiry date must be in the future');
    const missing = await manager.postWithToken(url(CADET), { dutyPositions: [{ duty: 'Testing Officer' }] });
    expect(missing.body.message).toBe('dutyPositions[0].expires is required');
    expect(await positionsOf(CADET)).toEqual([]);
  });
});
