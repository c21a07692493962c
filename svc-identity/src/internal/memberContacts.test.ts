// POST /internal/members/contacts (contracts/src/members/internalMembers.ts) as svc-events calls it
// when it saves an event's points of contact (events spec §3, §5): a signed context without a
// session, the account inside it, the member references in the body. Real database, fixtures of
// seed/demoData.ts (510002 'Morgan Manager' of md001 only; 510001 in md001 and md000).
import {
  INTERNAL_MEMBER_CONTACTS_LIMIT,
  INTERNAL_MEMBER_CONTACTS_PATH,
  internalMemberContactsResponse,
  type MemberReference,
} from '@portal/contracts';
import { CONTEXT_HEADER } from '@portal/contracts/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedContext } from '../testing/gatewayClient.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

const nhq = (id: number): MemberReference => ({ type: 'CAPNHQMember', id });
const MANAGER = nhq(510002);
const ADMIN = nhq(510001);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function post(body: unknown, accountID = 'md001') {
  return request(t.app)
    .post(INTERNAL_MEMBER_CONTACTS_PATH)
    .set(CONTEXT_HEADER, signedContext({ secret: t.config.contextSecret, now: t.now }, { accountID }))
    .send(body as object);
}

async function contactsOf(members: MemberReference[], accountID = 'md001') {
  const res = await post({ members }, accountID);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return internalMemberContactsResponse.parse(res.body);
}

describe('POST /internal/members/contacts', () => {
  it('a member of the account: the name as the form shows it (memberFullName), the primary email and primary cell phone', async () => {
    const answer = await contactsOf([MANAGER]);
    expect(answer).toEqual({
      found: [
        {
          member: MANAGER,
          name: 'Capt Morgan K Manager',
          email: 'morgan.manager@example.com',
          phone: '(410)555-0102',
        },
      ],
      notFound: [],
    });
  });

  it('one call answers the whole list, in the order asked, each reference once; unknown ones in notFound', async () => {
    const answer = await contactsOf([nhq(424242), ADMIN, MANAGER, ADMIN, nhq(424243)]);
    expect(answer.found.map((f) => f.member)).toEqual([ADMIN, MANAGER]);
    expect(answer.found[0]!.name).toBe('Maj Alex F Administrator');
    expect(answer.notFound).toEqual([nhq(424242), nhq(424243)]);
  });

  it("only the context's account is read: 510002 (md001 only) is not found from md000, 510001 (in both) is", async () => {
    const answer = await contactsOf([MANAGER, ADMIN], 'md000');
    expect(answer.notFound).toEqual([MANAGER]);
    expect(answer.found.map((f) => f.member)).toEqual([ADMIN]);
  });

  it('"the primary phone": no cell phone gives the home phone; nothing stored gives blanks; prospective members too', async () => {
    await t.db.pool.query(
      `INSERT INTO identity.members (account_id, type, id, name_first, name_last, member_rank, contact)
       VALUES ('md001', 'CAPNHQMember', '590001', ' Hana ', 'Home', 'SM',
               '{"HOMEPHONE": {"PRIMARY": "3015550111"}, "EMAIL": {"SECONDARY": "second@example.org"}}'),
              ('md001', 'CAPProspectiveMember', 'md001-91', 'Pat', 'Prospect', '', '{}')`,
    );
    const prospect: MemberReference = { type: 'CAPProspectiveMember', id: 'md001-91' };
    const answer = await contactsOf([nhq(590001), prospect]);
    expect(answer.found).toEqual([
      { member: nhq(590001), name: 'SM Hana Home', email: '', phone: '3015550111' },
      { member: prospect, name: 'Pat Prospect', email: '', phone: '' },
    ]);
  });

  it('a bad body is 400 VALIDATION (empty list, too many, a bad reference); no signed context is 401 NO_CONTEXT', async () => {
    for (const body of [
      {},
      { members: [] },
      { members: Array.from({ length: INTERNAL_MEMBER_CONTACTS_LIMIT + 1 }, () => MANAGER) },
      { members: [{ type: 'Nobody', id: 1 }] },
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
    const none = await request(t.app)
      .post(INTERNAL_MEMBER_CONTACTS_PATH)
      .send({ members: [MANAGER] });
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('NO_CONTEXT');
  });
});
