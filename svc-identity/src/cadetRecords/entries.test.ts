// "a manager can also enter them": the editor calls against the real service and
// database (contracts cadetProgramme/entryCalls.ts), and the entries reaching the internal
// cadet-records answer that svc-events' promotion calls and the reports read. Fixture users:
// admin 510001 (Admin preset: PromotionManagement FULL), manager 510002 (Manager preset: none),
// staff 510003 (cadet, Cadet Staff), cadet 510004 (C/A1C working on Feik), senior 510005 (the
// super user here, Member preset).
import {
  cadetRecordCadetsResponse,
  cadetRecordEditorResponse,
  cadetRecordEntriesPath,
  cadetRecordEntryPath,
  cadetRecordFromCapwatch,
  cadetRecordPath,
  CADET_RECORDS_PATH,
  CadetRecordEntry,
  internalMemberCadetRecordsPath,
  internalMemberCadetRecordsResponse,
  type CadetRecordEntryInput,
  type MemberReference,
} from '@portal/contracts';
import { sqr521Row, sqr601Row } from '@portal/contracts/documents';
import { CONTEXT_HEADER } from '@portal/contracts/server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamTest, type TeamTest } from '../teams/testing.ts';
import { signedContext } from '../testing/gatewayClient.ts';
import { seedCadetRecordsDemo } from './demoSeed.ts';

const nhq = (id: number): MemberReference => ({ type: 'CAPNHQMember', id });
const CADET = nhq(510004);
const STAFF = nhq(510003);
const FORBIDDEN = { code: 'FORBIDDEN', message: 'You do not have permission to do that' };

let h: TeamTest;
let today: string;
beforeAll(async () => {
  h = await createTeamTest();
  await seedCadetRecordsDemo(h.t.db.pool, h.t.now());
  await h.t.db.pool.query(
    `INSERT INTO identity.members (account_id, type, id, name_first, name_last, has_nhq_reference)
     VALUES ('md001', 'CAPProspectiveMember', 'md001-7', 'Pro', 'Spective', false)`,
  );
  today = h.t.now().toISOString().slice(0, 10);
});
afterAll(async () => {
  await h?.close();
});

async function add(entry: CadetRecordEntryInput, member = CADET, username = 'admin') {
  return h.call(await h.as(username), 'post', cadetRecordEntriesPath(member), { ...entry });
}
async function added(entry: CadetRecordEntryInput, member = CADET) {
  const res = await add(entry, member);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return CadetRecordEntry.parse(res.body);
}
/** The internal answer svc-events' promotion calls read, as the §3 record. */
async function internalRecord(member = CADET) {
  const res = await request(h.t.app)
    .get(internalMemberCadetRecordsPath(member))
    .set(
      CONTEXT_HEADER,
      signedContext({ secret: h.t.config.contextSecret, now: h.t.now }, { accountID: 'md001' }),
    );
  expect(res.status).toBe(200);
  const answer = internalMemberCadetRecordsResponse.parse(res.body);
  return { member: answer.member, record: cadetRecordFromCapwatch(answer.rows) };
}

describe('who may use the editor: PromotionManagement FULL or a super user (else 403)', () => {
  it.each([
    ['admin', 200],
    ['senior', 200], // the super user of these tests
    ['manager', 403],
    ['staff', 403],
    ['cadet', 403],
  ])('GET the cadet list as %s -> %i', async (username, status) => {
    const res = await h.call(await h.as(username), 'get', CADET_RECORDS_PATH);
    expect(res.status).toBe(status);
    if (status === 403) expect(res.body).toEqual(FORBIDDEN);
  });

  it.each(['manager', 'staff', 'cadet'])(
    '%s may not add or delete an entry, and nothing is written',
    async (username) => {
      const res = await add({ kind: 'ges', date: today }, CADET, username);
      expect([res.status, res.body]).toEqual([403, FORBIDDEN]);
      const del = await h.call(await h.as(username), 'delete', cadetRecordEntryPath(CADET, 1));
      expect(del.status).toBe(403);
      const { rows } = await h.t.db.pool.query(
        `SELECT count(*)::int AS n FROM identity.cadet_record_entries WHERE entered_by_id = '510002' OR entered_by_id = '510003'`,
      );
      expect(rows[0].n).toBe(0);
    },
  );

  it("an anonymous visitor gets 401 'Please sign in'; a POST without the CSRF token is refused", async () => {
    const anonymous = await h.call(await h.as(null), 'get', cadetRecordPath(CADET));
    expect([anonymous.status, anonymous.body.message]).toEqual([401, 'Please sign in']);
    const noToken = await (
      await h.as('admin')
    ).request('post', cadetRecordEntriesPath(CADET), {
      kind: 'ges',
      date: today,
    });
    expect([noToken.status, noToken.body.code]).toEqual([403, 'TOKEN_INVALID']);
  });
});

describe("only national cadets of the caller's account", () => {
  it('the list: national cadets of md001 only (no senior or prospective member, no md002 cadet)', async () => {
    const res = await h.call(await h.as('admin'), 'get', CADET_RECORDS_PATH);
    const { cadets } = cadetRecordCadetsResponse.parse(res.body);
    const ids = cadets.map((c) => c.member.id);
    expect(ids).toContain(510004);
    expect(ids).toContain(510003);
    expect(ids).not.toContain(510005);
    expect(ids).not.toContain(510102);
    expect(cadets.every((c) => c.member.type === 'CAPNHQMember')).toBe(true);
    expect(cadets.find((c) => c.member.id === 510004)).toMatchObject({
      flight: 'Alpha',
      name: expect.stringMatching(/^C\/A1C .+, Casey$/),
    });
  });

  it.each([
    ["md002's cadet", nhq(510102), 404, 'Could not find the member'],
    ['an unknown CAPID', nhq(424242), 404, 'Could not find the member'],
    ['a senior member', nhq(510005), 400, 'Cadet records can be entered only for cadets'],
    [
      'a prospective cadet',
      { type: 'CAPProspectiveMember' as const, id: 'md001-7' },
      400,
      'Cadet records can be entered only for national members (with a CAPID)',
    ],
  ])('%s: %i %s (GET and POST)', async (_case, member, status, message) => {
    const admin = await h.as('admin');
    const read = await h.call(admin, 'get', cadetRecordPath(member));
    expect([read.status, read.body.message]).toEqual([status, message]);
    const write = await add({ kind: 'ges', date: today }, member);
    expect([write.status, write.body.message]).toEqual([status, message]);
  });

  it('a malformed member reference is a 400', async () => {
    const res = await h.call(await h.as('admin'), 'get', `${CADET_RECORDS_PATH}/nobody`);
    expect(res.status).toBe(400);
  });
});

describe('POST .../entries: 400 with a clear message, nothing written', () => {
  it.each([
    [
      'an unknown kind',
      { kind: 'award', date: '2026-01-01' },
      'kind must be one of requirement, approval, fitness, oflight, encampment, ges',
    ],
    ['a US date', { kind: 'ges', date: '1/2/2026' }, 'date must be a day written YYYY-MM-DD'],
    ['a day in the future', { kind: 'ges', date: '2999-01-01' }, 'date must not be in the future'],
    [
      'syllabus 0',
      { kind: 'oflight', syllabus: 0, date: '2026-01-01', outcome: 'FLOWN' },
      'syllabus must be an orientation flight syllabus from 1 to 10',
    ],
    [
      'a requirement Curry does not ask for',
      { kind: 'requirement', achievement: 1, requirement: 'aerospace', date: '2026-01-01' },
      'Curry (1) does not ask for Aerospace',
    ],
  ])('%s', async (_case, body, message) => {
    const before = await h.t.db.pool.query(`SELECT count(*)::int AS n FROM identity.cadet_record_entries`);
    const res = await h.call(await h.as('admin'), 'post', cadetRecordEntriesPath(CADET), body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message });
    const after = await h.t.db.pool.query(`SELECT count(*)::int AS n FROM identity.cadet_record_entries`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});

describe('entries reach the record the promotion calls and the reports read', () => {
  it('GES (the 60-1 GES column) and a cancelled orientation flight (the 52-1 Cancelled count)', async () => {
    const before = await internalRecord();
    expect(before.record.ges).toBeNull();
    const ges = await added({ kind: 'ges', date: today });
    expect(ges).toMatchObject({
      entry: { kind: 'ges', date: today },
      enteredBy: { member: 'CAPNHQMember-510001' },
    });
    await added({ kind: 'oflight', syllabus: 6, date: today, outcome: 'CANCELLED' });
    const after = await internalRecord();
    expect(after.record.ges).toBe(Date.parse(`${today}T00:00:00Z`));
    const item = { member: after.member, requirements: after.record };
    expect(sqr601Row(item, h.t.now().getTime(), 'spreadsheet', String).GES).toBe('Y');
    const row = sqr521Row(item, h.t.now().getTime(), String);
    expect([row.Cancelled, row.Incomplete]).toEqual([1, 0]);
    // the cancelled flight is no flight flown: the cadet's flights stay syllabi 1 and 2
    expect(after.record.oflights.map((f) => f.Syllabus)).toEqual([1, 2]);
  });

  it('requirement dates and an approval move the home panel: Feik aerospace done, then Feik approved', async () => {
    await added({ kind: 'requirement', achievement: 3, requirement: 'aerospace', date: today });
    expect((await internalRecord()).record.CurrentCadetAchv).toMatchObject({
      CadetAchvID: 3,
      AEDateP: Date.parse(`${today}T00:00:00Z`),
    });
    await added({ kind: 'approval', achievement: 3, status: 'APR', date: today });
    const { record } = await internalRecord();
    expect([record.NextCadetAchvID, record.MaxAprvStatus, record.LastAprvDate]).toEqual([
      4,
      'APR',
      Date.parse(`${today}T00:00:00Z`),
    ]);
  });

  it('another cadet is untouched by these entries', async () => {
    const staff = await internalRecord(STAFF);
    expect(staff.record.ges).toBeNull();
  });
});

describe('GET .../{member} and DELETE .../entries/{id}', () => {
  it('the editor answer: imported rows as stored, entries oldest first, the record from both', async () => {
    await added({ kind: 'fitness', date: today, passed: false, pacer: '12' });
    const res = await h.call(await h.as('admin'), 'get', cadetRecordPath(CADET));
    expect(res.status).toBe(200);
    const answer = cadetRecordEditorResponse.parse(res.body);
    expect(answer.cadet.member).toEqual(CADET);
    expect(answer.imported.CadetAchvAprs.map((r) => r.Status)).toEqual(['APR', 'APR', 'INC']);
    expect(answer.imported.CadetActivities.every((r) => r.Source !== 'Entry')).toBe(true);
    const ids = answer.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(answer.entries.map((e) => e.entry.kind)).toEqual([
      'ges',
      'oflight',
      'requirement',
      'approval',
      'fitness',
    ]);
    expect(answer.record.ges).not.toBeNull();
    expect(answer.record.HFZRecord).toMatchObject({ IsPassed: false, PacerRun: '12' });
  });

  it('deleting an entry takes it out of the record and keeps the row (who deleted it, when)', async () => {
    const admin = await h.as('admin');
    const { entries } = cadetRecordEditorResponse.parse(
      (await h.call(admin, 'get', cadetRecordPath(CADET))).body,
    );
    const ges = entries.find((e) => e.entry.kind === 'ges')!;
    const res = await h.call(admin, 'delete', cadetRecordEntryPath(CADET, ges.id));
    expect(res.status).toBe(204);
    expect((await internalRecord()).record.ges).toBeNull();
    const { rows } = await h.t.db.pool.query(
      `SELECT deleted_by_id, deleted_at IS NOT NULL AS gone FROM identity.cadet_record_entries WHERE id = $1`,
      [ges.id],
    );
    expect(rows[0]).toEqual({ deleted_by_id: '510001', gone: true });
    // a second delete, another cadet's path, an unknown id: 404; a bad id: 400
    const again = await h.call(admin, 'delete', cadetRecordEntryPath(CADET, ges.id));
    expect([again.status, again.body.message]).toEqual([404, 'Could not find the entry']);
    const other = entries.find((e) => e.entry.kind === 'fitness')!;
    expect((await h.call(admin, 'delete', cadetRecordEntryPath(STAFF, other.id))).status).toBe(404);
    expect((await h.call(admin, 'delete', cadetRecordEntryPath(CADET, 999_999))).status).toBe(404);
    const bad = await h.call(admin, 'delete', `${cadetRecordEntriesPath(CADET)}/x`);
    expect([bad.status, bad.body.message]).toEqual([400, 'Invalid entry ID']);
  });

  it("md002's admin cannot reach md001's entries (404: md002 has no such cadet)", async () => {
    const otherAdmin = await h.as('admin', 'md002');
    const res = await h.call(otherAdmin, 'delete', cadetRecordEntryPath(CADET, 1));
    expect([res.status, res.body.message]).toEqual([404, 'Could not find the member']);
  });
});
