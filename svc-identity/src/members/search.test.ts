import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_SEARCH_LIMIT, memberSearchPath, memberSearchResponse, type Member } from '@portal/contracts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import type { Browser } from '../testing/gatewayClient.ts';

let t: TestApp;
const as: Record<string, Browser> = {};

async function signedIn(browser: Browser, username: string): Promise<Browser> {
  const res = await browser.signin(username, TEST_PASSWORD);
  expect(res.body.result).toBe('None');
  return browser;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'manager', 'staff', 'cadet', 'senior']) {
    as[user] = await signedIn(t.browser('md001'), user);
  }
  as.other = await signedIn(t.browser('md002'), 'admin');
  as.anonymous = t.browser('md001');
  // the cadet (510004) as the privileged user
  as.privileged = await signedIn(t.variant({ superUserIDs: [510004] }).browser('md001'), 'cadet');
  // an expired temporary duty position must not match
  await t.db.pool.query(
    `INSERT INTO identity.duty_positions (account_id, member_type, member_id, duty, type, expires, date)
     VALUES ('md001', 'CAPNHQMember', '510020', 'Expired Recruiting Officer', 'CAPUnit',
             now() - interval '1 day', now() - interval '30 days')`,
  );
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const idsOf = (body: unknown) => memberSearchResponse.parse(body).map((m) => m.id);
const search = (browser: Browser, q: Partial<Parameters<typeof memberSearchPath>[0]>) =>
  browser.get(
    `/api${memberSearchPath({ unitName: '', lastName: '', firstName: '', dutyName: '', includeAssistants: false, ...q })}`,
  );

describe('member search: who may (Find Member: "senior members with a duty position, the privileged user, or MemberSearch YES")', () => {
  it.each(['admin', 'manager', 'staff'])('%s (MemberSearch YES) may search', async (user) => {
    const res = await search(as[user]!, { lastName: 'cadet' });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([510004]);
  });

  it('a senior member with a duty position may search although MemberSearch is NO', async () => {
    const res = await search(as.senior!, { lastName: 'cadet' });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([510004]);
  });

  it('the privileged user may search', async () => {
    const res = await search(as.privileged!, { lastName: 'staffer' });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([510003]);
  });

  it("a cadet without MemberSearch gets 403 'You do not have permission to do that' and no data", async () => {
    const res = await search(as.cadet!, { lastName: 'cadet' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do that' });
  });

  it("anonymous gets 401 'Please sign in'", async () => {
    const res = await search(as.anonymous!, { lastName: 'cadet' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in');
  });

  it('a member of md002 finds only md002 members', async () => {
    const res = await search(as.other!, { unitName: 'MER-MD' });
    expect(res.status).toBe(200);
    expect(idsOf(res.body).sort()).toEqual([510101, 510102, 510103]);
  });
});

describe('member search: matching (§2 fields unit name, first name, last name, duty name, include assistants)', () => {
  it('last name: case-insensitive contains', async () => {
    expect(idsOf((await search(as.admin!, { lastName: 'MINIST' })).body)).toEqual([510001]);
  });

  it('first name and last name together must both match', async () => {
    expect(idsOf((await search(as.admin!, { firstName: 'sam', lastName: 'staff' })).body)).toEqual([510003]);
    expect(idsOf((await search(as.admin!, { firstName: 'casey', lastName: 'staff' })).body)).toEqual([]);
  });

  it('unit name matches the member squadron', async () => {
    const res = await search(as.admin!, { unitName: 'md-001' });
    expect(memberSearchResponse.parse(res.body)).toHaveLength(60);
  });

  it('duty name matches current duty positions', async () => {
    expect(idsOf((await search(as.admin!, { dutyName: 'flight commander' })).body).sort()).toEqual([
      510003, 510009, 510010,
    ]);
  });

  it('duty name matches temporary duty positions that have not expired', async () => {
    expect(idsOf((await search(as.admin!, { dutyName: 'testing officer' })).body)).toEqual([510017]);
  });

  it('an expired temporary duty position does not match', async () => {
    expect(idsOf((await search(as.admin!, { dutyName: 'recruiting' })).body)).toEqual([]);
  });

  it('include assistants false leaves out assistant duties; true includes them', async () => {
    expect(idsOf((await search(as.admin!, { dutyName: 'safety' })).body)).toEqual([]);
    expect(idsOf((await search(as.admin!, { dutyName: 'safety', includeAssistants: true })).body)).toEqual([
      510014,
    ]);
  });

  it("'%' stands for an empty field (bare or URL-encoded)", async () => {
    const bare = await as.admin!.get('/api/member/search/%/cadet/%/%/false');
    expect(bare.status).toBe(200);
    expect(idsOf(bare.body)).toEqual([510004]);
    const encoded = await as.admin!.get('/api/member/search/%25/cadet/%25/%25/false');
    expect(idsOf(encoded.body)).toEqual([510004]);
  });

  it('trailing fields may be left out', async () => {
    const res = await as.admin!.get('/api/member/search/%/cadet');
    expect(idsOf(res.body)).toEqual([510004]);
  });

  it('LIKE wildcards typed by the user are taken literally', async () => {
    expect(idsOf((await search(as.admin!, { lastName: 'a_m' })).body)).toEqual([]);
  });

  it('answers full members with duty positions, ordered by last name', async () => {
    const res = await search(as.admin!, { dutyName: 'commander' });
    const members = memberSearchResponse.parse(res.body) as Member[];
    const names = members.map((m) => m.nameLast.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(members.find((m) => m.id === 510001)?.dutyPositions[0]?.duty).toBe('Commander');
  });

  it("400 when includeAssts is not 'true' or 'false'", async () => {
    const res = await as.admin!.get('/api/member/search/%/cadet/%/%/maybe');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
  });

  it(`results are capped at ${MEMBER_SEARCH_LIMIT}`, async () => {
    await t.db.pool.query(
      `INSERT INTO identity.members (account_id, type, id, name_first, name_last, squadron)
       SELECT 'md001', 'CAPNHQMember', (600000 + n)::text, 'Bulk', 'Bulkmember' || n, 'MER-MD-001'
         FROM generate_series(1, 150) n`,
    );
    const res = await search(as.admin!, { lastName: 'bulkmember' });
    expect(memberSearchResponse.parse(res.body)).toHaveLength(MEMBER_SEARCH_LIMIT);
  });
});
