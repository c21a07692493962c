import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberByIdResponse, memberListResponse, type Member } from '@portal/contracts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import type { Browser } from '../testing/gatewayClient.ts';

let t: TestApp;
const as: Record<string, Browser> = {};

async function signedIn(username: string, accountID = 'md001'): Promise<Browser> {
  const browser = t.browser(accountID);
  const res = await browser.signin(username, TEST_PASSWORD);
  expect(res.body.result).toBe('None');
  return browser;
}

beforeAll(async () => {
  t = await createTestApp();
  // one prospective member, so the type filter has something to tell apart
  await t.db.pool.query(
    `INSERT INTO identity.members (account_id, type, id, name_first, name_last, has_nhq_reference, contact)
     VALUES ('md001', 'CAPProspectiveMember', 'md001-1', 'Pat', 'Prospect', false,
             '{"EMAIL": {"PRIMARY": "pat@example.com"}}')`,
  );
  for (const user of ['admin', 'manager', 'staff', 'cadet', 'senior']) as[user] = await signedIn(user);
  as.other = await signedIn('admin', 'md002');
  as.anonymous = t.browser('md001');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const ids = (members: Member[]) => members.map((m) => `${m.type}-${m.id}`);

describe('GET /api/member/list/{type?}', () => {
  it.each(['admin', 'manager', 'staff', 'cadet'])(
    'any signed-in member of the account (%s) gets every member of the account',
    async (user) => {
      const res = await as[user]!.get('/api/member/list');
      expect(res.status).toBe(200);
      const members = memberListResponse.parse(res.body);
      expect(members).toHaveLength(61);
      expect(ids(members)).toContain('CAPNHQMember-510004');
      expect(ids(members)).toContain('CAPProspectiveMember-md001-1');
      // nothing of md002 (510101-510103) or md000 (510201)
      expect(members.every((m) => m.squadron !== 'MER-MD-002' && m.id !== 510101 && m.id !== 510201)).toBe(
        true,
      );
    },
  );

  it('a member of another account (md002) sees only md002 members', async () => {
    const res = await as.other!.get('/api/member/list');
    expect(res.status).toBe(200);
    expect(ids(res.body as Member[]).sort()).toEqual([
      'CAPNHQMember-510101',
      'CAPNHQMember-510102',
      'CAPNHQMember-510103',
    ]);
  });

  it('anonymous gets 401 Please sign in', async () => {
    const res = await as.anonymous!.get('/api/member/list');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in');
  });

  it('type CAPNHQMember lists national members only, CAPProspectiveMember prospective members only', async () => {
    const nhq = await as.admin!.get('/api/member/list/CAPNHQMember');
    expect(nhq.status).toBe(200);
    expect((nhq.body as Member[]).every((m) => m.type === 'CAPNHQMember')).toBe(true);
    expect(nhq.body).toHaveLength(60);
    const prospective = await as.admin!.get('/api/member/list/CAPProspectiveMember');
    expect(ids(prospective.body as Member[])).toEqual(['CAPProspectiveMember-md001-1']);
  });

  it("an unknown type is 400 'Invalid member type'", async () => {
    const res = await as.admin!.get('/api/member/list/Somebody');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message: 'Invalid member type' });
  });

  it('a plain cadet gets no contact data or date of birth of other members (minors), but their own', async () => {
    const res = await as.cadet!.get('/api/member/list');
    const members = res.body as Member[];
    const other = members.find((m) => m.id === 510013)!;
    expect(other.nameLast).not.toBe('');
    expect(other.contact.EMAIL).toEqual({});
    expect(other.contact.CADETPARENTPHONE).toEqual({});
    expect(other.dateOfBirth).toBeNull();
    const self = members.find((m) => m.id === 510004)!;
    expect(self.contact.EMAIL.PRIMARY).toMatch(/@example\.com$/);
  });

  it.each(['admin', 'manager', 'staff', 'senior'])(
    '%s (allowed to search members or holding a staff permission) gets contact data',
    async (user) => {
      const res = await as[user]!.get('/api/member/list');
      const other = (res.body as Member[]).find((m) => m.id === 510013)!;
      expect(other.contact.EMAIL.PRIMARY).toMatch(/@example\.com$/);
      expect(other.dateOfBirth).not.toBeNull();
    },
  );
});

describe('GET /api/member/byid/{id}', () => {
  it.each(['510004', 'CAPNHQMember-510004'])(
    '%s gives the member (a bare number is a CAPNHQMember)',
    async (id) => {
      const res = await as.staff!.get(`/api/member/byid/${id}`);
      expect(res.status).toBe(200);
      expect(memberByIdResponse.parse(res.body)).toMatchObject({
        type: 'CAPNHQMember',
        id: 510004,
        nameLast: 'Cadet',
      });
    },
  );

  it('a prospective member by reference string form', async () => {
    const res = await as.manager!.get('/api/member/byid/CAPProspectiveMember-md001-1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'CAPProspectiveMember', id: 'md001-1', nameFirst: 'Pat' });
    expect(res.body.contact.EMAIL.PRIMARY).toBe('pat@example.com');
  });

  it("'Invalid member ID' for a national member with a non-numeric id (400)", async () => {
    const res = await as.admin!.get('/api/member/byid/CAPNHQMember-abc');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message: 'Invalid member ID' });
  });

  it("'Invalid member type' for an unknown type (400)", async () => {
    const res = await as.admin!.get('/api/member/byid/Somebody-12');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid member type');
  });

  it('404 for a member of another account: md002 cannot reach md001 members', async () => {
    const res = await as.other!.get('/api/member/byid/510004');
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Cadet');
  });

  it('404 for a member that does not exist', async () => {
    const res = await as.admin!.get('/api/member/byid/999999');
    expect(res.status).toBe(404);
  });

  it('anonymous gets 401 Please sign in', async () => {
    const res = await as.anonymous!.get('/api/member/byid/510004');
    expect(res.status).toBe(401);
  });

  it('a plain cadet gets another member without contact data', async () => {
    const res = await as.cadet!.get('/api/member/byid/510013');
    expect(res.status).toBe(200);
    expect(res.body.contact.EMAIL).toEqual({});
  });
});
