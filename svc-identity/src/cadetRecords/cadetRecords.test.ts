// svc-identity's internal cadet-records calls (contracts/src/cadetProgramme/internalCadetRecords.ts)
// as svc-events calls them for events §7 GET /member/promotionrequirements/currentuser and
// /account. Real database and app; fixtures of seed/demoData.ts plus the demo cadet rows
// (demoSeed.ts): 510004 `cadet` (C/A1C), 510003 `staff` (C/2dLt), seniors have no rows.
import {
  cadetRecordFromCapwatch,
  emptyCadetRows,
  INTERNAL_ACCOUNT_CADET_RECORDS_PATH,
  internalAccountCadetRecordsResponse,
  internalMemberCadetRecordsPath,
  internalMemberCadetRecordsResponse,
  stringifyMemberReference,
  type MemberReference,
} from '@portal/contracts';
import { CONTEXT_HEADER } from '@portal/contracts/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedContext } from '../testing/gatewayClient.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { demoCadetRows, demoCadets, seedCadetRecordsDemo } from './demoSeed.ts';

const nhq = (id: number): MemberReference => ({ type: 'CAPNHQMember', id });
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCadetRecordsDemo(t.db.pool, t.now());
  await t.db.pool.query(
    `INSERT INTO identity.members (account_id, type, id, name_first, name_last, has_nhq_reference)
     VALUES ('md001', 'CAPProspectiveMember', 'md001-7', 'Pro', 'Spective', false)`,
  );
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, accountID = 'md001') =>
  request(t.app)
    .get(path)
    .set(CONTEXT_HEADER, signedContext({ secret: t.config.contextSecret, now: t.now }, { accountID }));

async function memberRecords(member: MemberReference, accountID = 'md001') {
  const res = await get(internalMemberCadetRecordsPath(member), accountID);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return internalMemberCadetRecordsResponse.parse(res.body);
}

/** UTC midnight `days` days before the test clock's day (the seed's dates are days). */
const daysAgo = (days: number) => {
  const now = t.now();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - days * DAY;
};

describe('GET /internal/members/{member}/cadetrecords', () => {
  it('the `cadet` sign-in: the member facts and the raw rows, which build the §3 record (Arnold approved 70 days ago, Feik in progress)', async () => {
    const answer = await memberRecords(nhq(510004));
    expect(answer.member).toMatchObject({
      type: 'CAPNHQMember',
      id: 510004,
      nameFirst: 'Casey',
      flight: 'Alpha',
    });
    expect(answer.member.dateOfBirth).not.toBeNull();
    expect(answer.member.gender).toBe('FEMALE');
    expect(answer.rows.CadetAchvAprs.map((r) => [r.CadetAchvID, r.Status])).toEqual([
      ['1', 'APR'],
      ['2', 'APR'],
      ['3', 'INC'],
    ]);
    const record = cadetRecordFromCapwatch(answer.rows);
    expect(record).toMatchObject({
      CurrentCadetGradeID: 2,
      NextCadetAchvID: 3,
      MaxAprvStatus: 'INC',
      LastAprvDate: daysAgo(70),
    });
    // Feik in progress: leadership and character development done, aerospace and drill to do
    expect(record.CurrentCadetAchv).toMatchObject({ CadetAchvID: 3, AEDateP: null, DrillDate: null });
    expect(record.CurrentCadetAchv.LeadLabDateP).toBe(daysAgo(60));
    expect(record.CurrentCadetAchv.MoralLDateP).toBe(daysAgo(45));
    expect(record.HFZRecord).toMatchObject({ DateTaken: daysAgo(30), IsPassed: true });
    expect(record.oflights.map((f) => f.Syllabus)).toEqual([1, 2]);
  });

  it('the rows are exactly what is stored for the member, every cell text, each table in file order', async () => {
    const answer = await memberRecords(nhq(510003));
    const stored = await t.db.pool.query<{ source: string; data: Record<string, string> }>(
      `SELECT source, data FROM identity.nhq_cadet_records WHERE account_id = 'md001' AND capid = 510003 ORDER BY source, seq`,
    );
    expect(stored.rows.length).toBeGreaterThan(10);
    for (const source of Object.keys(emptyCadetRows()) as (keyof typeof answer.rows)[])
      expect(answer.rows[source]).toEqual(stored.rows.filter((r) => r.source === source).map((r) => r.data));
    expect(answer.rows).toEqual(
      demoCadetRows(
        demoCadets().find((m) => m.id === 510003)!,
        t.now(),
      ),
    );
  });

  it('a senior member and a prospective member: the member with no rows', async () => {
    expect((await memberRecords(nhq(510005))).rows).toEqual(emptyCadetRows());
    const prospective = await memberRecords({ type: 'CAPProspectiveMember', id: 'md001-7' });
    expect(prospective.member.type).toBe('CAPProspectiveMember');
    expect(prospective.rows).toEqual(emptyCadetRows());
  });

  it("only the context's account: md002 has no 510004 (404), and its own 510102 has md002's rows", async () => {
    expect((await get(internalMemberCadetRecordsPath(nhq(510004)), 'md002')).status).toBe(404);
    const other = await memberRecords(nhq(510102), 'md002');
    expect(other.rows.CadetAchvAprs.length).toBeGreaterThan(0);
    expect(other.rows.CadetAchvAprs.every((r) => r.CAPID === '510102')).toBe(true);
  });

  it('an unknown member is a 404; a malformed reference a 400; no signed context a 401', async () => {
    expect((await get(internalMemberCadetRecordsPath(nhq(424242)))).status).toBe(404);
    expect((await get('/internal/members/nobody/cadetrecords')).status).toBe(400);
    expect((await request(t.app).get(internalMemberCadetRecordsPath(nhq(510004)))).status).toBe(401);
  });
});

describe(`GET ${INTERNAL_ACCOUNT_CADET_RECORDS_PATH}`, () => {
  it("every member of the context's account (cadets, seniors, prospective), each with the same rows as the single call", async () => {
    const res = await get(INTERNAL_ACCOUNT_CADET_RECORDS_PATH);
    expect(res.status).toBe(200);
    const answer = internalAccountCadetRecordsResponse.parse(res.body);
    const { rows } = await t.db.pool.query<{ type: string; id: string }>(
      `SELECT type, id FROM identity.members WHERE account_id = 'md001' ORDER BY type, id`,
    );
    expect(answer.members.map((m) => stringifyMemberReference(m.member))).toEqual(
      rows.map((r) => `${r.type}-${r.id}`),
    );
    const cadet = answer.members.find((m) => m.member.id === 510004)!;
    expect(cadet).toEqual(await memberRecords(nhq(510004)));
    expect(answer.members.find((m) => m.member.id === 510001)!.rows).toEqual(emptyCadetRows());
  });

  it('another account answers only its own members', async () => {
    const answer = internalAccountCadetRecordsResponse.parse(
      (await get(INTERNAL_ACCOUNT_CADET_RECORDS_PATH, 'md002')).body,
    );
    expect(answer.members.map((m) => m.member.id).sort()).toEqual([510101, 510102, 510103]);
  });
});

describe('demo seed of the cadet rows', () => {
  it('is deterministic for a day and leaves a member with rows alone (a second run adds nothing)', async () => {
    const count = async () =>
      (await t.db.pool.query(`SELECT count(*)::int AS n FROM identity.nhq_cadet_records`)).rows[0]
        .n as number;
    const before = await count();
    await seedCadetRecordsDemo(t.db.pool, new Date(t.now().getTime() + 40 * DAY));
    expect(await count()).toBe(before);
    const m = demoCadets()[0]!;
    expect(demoCadetRows(m, t.now())).toEqual(demoCadetRows(m, t.now()));
  });

  it('gives the demo a mix: pending approvals, failed and expired fitness tests, pilot flights, encampments', () => {
    const records = demoCadets().map((m) => cadetRecordFromCapwatch(demoCadetRows(m, t.now())));
    const now = t.now().getTime();
    expect(records.some((r) => r.MaxAprvStatus === 'PND')).toBe(true);
    expect(records.some((r) => r.HFZRecord && !r.HFZRecord.IsPassed)).toBe(true);
    expect(records.some((r) => r.HFZRecord && r.HFZRecord.DateTaken < now - 200 * DAY)).toBe(true);
    expect(records.some((r) => r.oflights.some((f) => f.Syllabus >= 6))).toBe(true);
    expect(records.some((r) => r.EncampDate !== null)).toBe(true);
    expect(records.some((r) => r.LastAprvDate! > now - 56 * DAY)).toBe(true);
  });
});
