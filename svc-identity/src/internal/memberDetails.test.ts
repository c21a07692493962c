// POST /internal/members/details (contracts/src/members/internalMemberDetails.ts) as svc-events
// calls it for the viewer's attendees (events spec §3 Viewer data "attendees (each with record,
// member, orgInformation)", "Organisation info: orgName, commanderName, contacts (type URL or
// EMAIL, contact)"): a signed context without a session, the account inside it, the references in
// the body. Real database, fixtures of seed/demoData.ts (md001: 510001 Maj Alex F Administrator
// holds Commander; 510002 Morgan Manager; org 9001; registry links set).
import {
  INTERNAL_MEMBER_DETAILS_PATH,
  internalMemberDetailsResponse,
  type MemberReference,
} from '@portal/contracts';
import { CONTEXT_HEADER } from '@portal/contracts/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedContext } from '../testing/gatewayClient.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

const nhq = (id: number): MemberReference => ({ type: 'CAPNHQMember', id });
const ADMIN = nhq(510001);
const MANAGER = nhq(510002);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function post(body: unknown, accountID = 'md001', signed = true) {
  const req = request(t.app).post(INTERNAL_MEMBER_DETAILS_PATH);
  if (signed)
    req.set(CONTEXT_HEADER, signedContext({ secret: t.config.contextSecret, now: t.now }, { accountID }));
  return req.send(body as object);
}

async function detailsOf(members: MemberReference[], accountID = 'md001') {
  const res = await post({ members }, accountID);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return internalMemberDetailsResponse.parse(res.body);
}

describe('POST /internal/members/details', () => {
  it('§3 "member": the platform §3 Member (rank, names, contact) of a member of the account', async () => {
    const { found, notFound } = await detailsOf([MANAGER]);
    expect(notFound).toEqual([]);
    expect(found).toHaveLength(1);
    expect(found[0]!.member).toMatchObject({
      ...MANAGER,
      nameFirst: 'Morgan',
      nameLast: 'Manager',
      memberRank: 'Capt',
      squadron: 'MER-MD-001',
    });
    expect(found[0]!.member.contact.EMAIL.PRIMARY).toBe('morgan.manager@example.com');
  });

  it('§3 "orgInformation": without an imported Organization row the account\'s name, its Commander, the registry links as URLs', async () => {
    const { found } = await detailsOf([MANAGER]);
    expect(found[0]!.orgInformation).toEqual({
      orgName: 'Maryland Demo Composite Squadron',
      commanderName: 'Maj Alex F Administrator',
      contacts: [
        { type: 'URL', contact: 'https://www.facebook.com/example-demo-squadron' },
        { type: 'URL', contact: 'https://www.youtube.com/channel/UCexampleDemoSquadron' },
        { type: 'URL', contact: 'https://www.instagram.com/example.demo.squadron' },
        { type: 'URL', contact: 'https://discord.example.com/demo' },
      ],
    });
  });

  it("one call answers the whole list in the order asked, each once; unknown and other accounts' members in notFound", async () => {
    const answer = await detailsOf([nhq(424242), MANAGER, ADMIN, MANAGER]);
    expect(answer.found.map((f) => f.member.id)).toEqual([510002, 510001]);
    expect(answer.notFound).toEqual([nhq(424242)]);
    // 510002 is a member of md001 only
    const fromWing = await detailsOf([MANAGER, ADMIN], 'md000');
    expect(fromWing.notFound).toEqual([MANAGER]);
    expect(fromWing.found.map((f) => f.member.id)).toEqual([510001]);
  });

  it("orgName from the member import's Organization table; a member of another unit: that unit's name or squadron, its commander, no contacts", async () => {
    await t.db.pool.query(
      `INSERT INTO identity.nhq_organizations (account_id, orgid, region, wing, unit, name)
       VALUES ('md001', 9001, 'MER', 'MD', '001', 'Demo Composite Squadron (import)'),
              ('md001', 9100, 'MER', 'MD', '100', 'Hundred Squadron')`,
    );
    await t.db.pool.query(
      `INSERT INTO identity.members (account_id, type, id, name_first, name_last, member_rank, squadron, orgid)
       VALUES ('md001', 'CAPNHQMember', '590100', 'Una', 'Unit', 'C/Amn', 'MER-MD-100', 9100),
              ('md001', 'CAPNHQMember', '590101', 'Otto', 'Other', 'SM', 'MER-MD-200', 9200),
              ('md001', 'CAPNHQMember', '590102', 'Cleo', 'Commander', 'Lt Col', 'MER-MD-100', 9100)`,
    );
    // an assistant and an expired temporary Commander do not count; the NHQ Commander of 9100 does
    await t.db.pool.query(
      `INSERT INTO identity.duty_positions (account_id, member_type, member_id, duty, assistant, type, orgid, date, expires)
       VALUES ('md001', 'CAPNHQMember', '590100', 'Commander', true, 'NHQ', 9100, now(), NULL),
              ('md001', 'CAPNHQMember', '590101', 'Commander', false, 'CAPUnit', 9100, now() - interval '9 days', now() - interval '1 day'),
              ('md001', 'CAPNHQMember', '590102', 'Commander', false, 'NHQ', 9100, now(), NULL)`,
    );
    const { found } = await detailsOf([MANAGER, nhq(590100), nhq(590101)]);
    expect(found.map((f) => f.orgInformation)).toEqual([
      {
        orgName: 'Demo Composite Squadron (import)',
        commanderName: 'Maj Alex F Administrator',
        contacts: expect.arrayContaining([{ type: 'URL', contact: 'https://discord.example.com/demo' }]),
      },
      { orgName: 'Hundred Squadron', commanderName: 'Lt Col Cleo Commander', contacts: [] },
      { orgName: 'MER-MD-200', commanderName: '', contacts: [] },
    ]);
  });

  it("a prospective member (no org id) belongs to the account's main org", async () => {
    await t.db.pool.query(
      `INSERT INTO identity.members (account_id, type, id, name_first, name_last)
       VALUES ('md001', 'CAPProspectiveMember', 'md001-77', 'Pia', 'Prospect')`,
    );
    const prospect: MemberReference = { type: 'CAPProspectiveMember', id: 'md001-77' };
    const { found } = await detailsOf([prospect]);
    expect(found[0]!.member).toMatchObject({ ...prospect, nameFirst: 'Pia' });
    expect(found[0]!.orgInformation.commanderName).toBe('Maj Alex F Administrator');
  });

  it('bad input is a 400 (empty list, a bad reference); no signed context is refused', async () => {
    expect((await post({ members: [] })).status).toBe(400);
    expect((await post({ members: [{ type: 'CAPNHQMember', id: 'x' }] })).status).toBe(400);
    expect((await post({ members: [MANAGER] }, 'md001', false)).status).toBeGreaterThanOrEqual(401);
  });
});
