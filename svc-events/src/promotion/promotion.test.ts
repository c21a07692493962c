// Service tests of events §7 GET /member/promotionrequirements/currentuser ("cadets only") and
// /account (§6 "Reports widget: holders of flight and command duties, or with full
// PromotionManagement"), every role: cadet, senior member, flight leader, command duty,
// PromotionManagement FULL, super user, anonymous, another account. svc-identity's cadet rows come
// through the real client over the stand-in of ./testing.ts (the real call is the Pact).
import {
  emptyCadetRows,
  PROMOTION_MESSAGES,
  PROMOTION_REQUIREMENTS_PATHS,
  promotionRequirementsAccountResponse,
  promotionRequirementsCurrentUserResponse,
  stringifyMemberReference,
  type CapwatchCadetRowsAnswer,
  type DutyPosition,
  type InternalCadetRecords,
  type Member,
  type PermissionSet,
} from '@portal/contracts';
import { CONTEXT_HEADER, signContext } from '@portal/contracts/server';
import {
  createTestDatabase,
  expectForcedDrop,
  testContext,
  testMember,
  type TestDatabase,
} from '@portal/contracts/testing';
import pg from 'pg';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { UNREACHABLE_IDENTITY } from '../pocs/testing.ts';
import { createCadetRecordsClient } from './cadetRecordsClient.ts';
import { directoryCadetRecords } from './testing.ts';

const SECRET = 'test-secret-events-promotion';
const SUPER_ID = 520099;
const DAY = 86_400_000;
const { currentUser, account } = PROMOTION_REQUIREMENTS_PATHS;

const duty = (name: string, expires: number | null = null): DutyPosition => ({
  duty: name,
  date: 0,
  expires,
  type: expires === null ? 'NHQ' : 'CAPUnit',
  orgid: 916,
  assistant: false,
});

function person(
  id: number | string,
  fields: { senior?: boolean; duties?: DutyPosition[]; permissions?: PermissionSet; name: string },
): Member {
  const ref =
    typeof id === 'number'
      ? ({ type: 'CAPNHQMember', id } as const)
      : ({ type: 'CAPProspectiveMember', id } as const);
  return {
    ...testMember(),
    ...ref,
    nameFirst: fields.name,
    nameLast: 'Tester',
    memberRank: fields.senior ? 'Capt' : 'C/A1C',
    seniorMember: fields.senior ?? false,
    hasNHQReference: ref.type === 'CAPNHQMember',
    dutyPositions: fields.duties ?? [],
    permissions: fields.permissions ?? {},
  } as Member;
}

const CADET = person(520010, { name: 'Cadie' });
const SENIOR = person(520011, { name: 'Senna', senior: true });
const FLIGHT_SERGEANT = person(520012, { name: 'Flint', duties: [duty('Cadet Flight Sergeant')] });
const CADET_COMMANDER = person(520013, { name: 'Cora', duties: [duty('Cadet Commander')] });
const PROMOTION_FULL = person(520014, {
  name: 'Pam',
  senior: true,
  permissions: { PromotionManagement: 'FULL' },
});
const EXPIRED_LEADER = person(520015, {
  name: 'Exie',
  duties: [duty('Cadet Flight Commander', Date.now() - DAY)],
});
const OTHER_DUTY = person(520016, { name: 'Otto', duties: [duty('Cadet Public Affairs Officer')] });
const PROSPECTIVE = person('md001-3', { name: 'Prue' });
const SUPER = person(SUPER_ID, { name: 'Sue', senior: true });
const ELSEWHERE_LEADER = person(520030, { name: 'Elsa', duties: [duty('Cadet Flight Commander')] });

const d = (daysAgo: number) => {
  const t = new Date(Date.now() - daysAgo * DAY);
  return `${t.getUTCMonth() + 1}/${t.getUTCDate()}/${t.getUTCFullYear()}`;
};
const utcDay = (daysAgo: number) => {
  const t = new Date(Date.now() - daysAgo * DAY);
  return Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate());
};

/** The cadet: Curry and Arnold approved (the last 60 days ago), Feik in progress, a passed test. */
const CADET_ROWS: CapwatchCadetRowsAnswer = {
  ...emptyCadetRows(),
  CadetAchvAprs: [
    { CAPID: '520010', CadetAchvID: '1', Status: 'APR', DateMod: d(140) },
    { CAPID: '520010', CadetAchvID: '2', Status: 'APR', DateMod: d(60) },
  ],
  CadetAchv: [
    { CAPID: '520010', CadetAchvID: '2', CadetOath: '1', LeadLabDateP: d(80) },
    { CAPID: '520010', CadetAchvID: '3', CadetOath: '1', LeadLabDateP: d(20), DrillDate: '' },
  ],
  CadetHFZInformation: [{ CAPID: '520010', DateTaken: d(30), IsPassed: 'True', PacerRun: '33' }],
  OFlight: [{ CAPID: '520010', Syllabus: '6', FltDate: d(100) }],
};

const entry = (member: Member, rows = emptyCadetRows()): InternalCadetRecords => ({ member, rows });
const MD001 = [
  entry(CADET, CADET_ROWS),
  entry(SENIOR),
  entry(FLIGHT_SERGEANT),
  entry(CADET_COMMANDER),
  entry(PROMOTION_FULL),
  entry(EXPIRED_LEADER),
  entry(OTHER_DUTY),
  entry(PROSPECTIVE),
  entry(SUPER),
];
const DIRECTORY = new Map([
  ['md001', MD001],
  ['md002', [entry(ELSEWHERE_LEADER), entry(person(520010, { name: 'Namesake' }))]],
]);

let database: TestDatabase;
let db: pg.Pool;
const calls: string[] = [];
const apps = {} as Record<'ok' | 'failing' | 'unreachable', ReturnType<typeof createApp>>;

beforeAll(async () => {
  database = await createTestDatabase('events_promotion');
  db = new pg.Pool({ connectionString: database.url, max: 2 });
  expectForcedDrop(db);
  const build = (cadetRecords: Parameters<typeof createApp>[0]['cadetRecords']) =>
    createApp({
      db,
      contextSecret: SECRET,
      logger: pino({ level: 'silent' }),
      superUserIDs: [SUPER_ID],
      cadetRecords,
    });
  apps.ok = build(directoryCadetRecords(DIRECTORY, calls));
  apps.failing = build(directoryCadetRecords(DIRECTORY, [], { fail: true }));
  apps.unreachable = build(createCadetRecordsClient(UNREACHABLE_IDENTITY));
});
afterAll(async () => {
  await db?.end();
  await database?.drop();
});

function get(
  path: string,
  who: Member | 'anonymous',
  options: { accountID?: string; app?: keyof typeof apps } = {},
) {
  const context =
    who === 'anonymous'
      ? testContext({ accountID: options.accountID ?? 'md001', session: null, member: null })
      : testContext({
          accountID: options.accountID ?? 'md001',
          member: who,
          session: { id: `session-${who.id}`, type: 'Regular', expires: Date.now() + 60_000 },
        });
  return request(apps[options.app ?? 'ok'])
    .get(path)
    .set(CONTEXT_HEADER, signContext(context, SECRET));
}

describe(`GET ${currentUser} (events §7, cadets only)`, () => {
  it('a cadet: the §3 record built from their imported rows (grade Arnold, next Feik, APR, dates), one call for themself', async () => {
    calls.length = 0;
    const res = await get(currentUser, CADET);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const record = promotionRequirementsCurrentUserResponse.parse(res.body);
    expect(record).toMatchObject({
      CurrentCadetGradeID: 2,
      NextCadetAchvID: 3,
      NextCadetGradeID: 3,
      MaxAprvStatus: 'APR',
      LastAprvDate: utcDay(60),
    });
    expect(record.HFZRecord).toMatchObject({ DateTaken: utcDay(30), IsPassed: true, PacerRun: '33' });
    expect(record.oflights).toEqual([{ Syllabus: 6, FltDate: utcDay(100) }]);
    expect(calls).toEqual(['md001 /internal/members/CAPNHQMember-520010/cadetrecords']);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("§6 'Senior members see no promotion panel': a senior member (even with PromotionManagement FULL) is refused with 403", async () => {
    for (const who of [SENIOR, PROMOTION_FULL]) {
      const res = await get(currentUser, who);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'FORBIDDEN', message: PROMOTION_MESSAGES.cadetsOnly });
    }
  });

  it('a cadet flight leader is a cadet: their own record', async () => {
    const res = await get(currentUser, FLIGHT_SERGEANT);
    expect(res.status).toBe(200);
    expect(promotionRequirementsCurrentUserResponse.parse(res.body)).toMatchObject({
      CurrentCadetGradeID: 0,
      NextCadetAchvID: 1,
      MaxAprvStatus: 'INC',
    });
  });

  it('a prospective cadet: a new cadet record (no national rows), svc-identity not asked', async () => {
    calls.length = 0;
    const res = await get(currentUser, PROSPECTIVE);
    expect(res.status).toBe(200);
    const record = promotionRequirementsCurrentUserResponse.parse(res.body);
    expect(record).toMatchObject({
      CurrentCadetGradeID: 0,
      NextCadetAchvID: 1,
      MaxAprvStatus: 'INC',
      oflights: [],
    });
    expect(calls).toEqual([]);
  });

  it("another account: the same member number there has that account's rows, never md001's", async () => {
    calls.length = 0;
    const res = await get(currentUser, CADET, { accountID: 'md002' });
    expect(res.status).toBe(200);
    expect(promotionRequirementsCurrentUserResponse.parse(res.body).MaxAprvStatus).toBe('INC');
    expect(calls).toEqual(['md002 /internal/members/CAPNHQMember-520010/cadetrecords']);
  });

  it("anonymous: 401 'Please sign in'", async () => {
    const res = await get(currentUser, 'anonymous');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(PROMOTION_MESSAGES.notSignedIn);
  });

  it('svc-identity failing or unreachable: 503, never a 500', async () => {
    expect((await get(currentUser, CADET, { app: 'failing' })).status).toBe(503);
    expect((await get(currentUser, CADET, { app: 'unreachable' })).status).toBe(503);
  });
});

describe(`GET ${account} (§6 reports widget: flight and command duties, or PromotionManagement FULL)`, () => {
  const allowed: [string, Member][] = [
    ['a cadet flight duty holder (Cadet Flight Sergeant)', FLIGHT_SERGEANT],
    ['a command duty holder (Cadet Commander)', CADET_COMMANDER],
    ['PromotionManagement FULL (a senior member)', PROMOTION_FULL],
    ['a super user', SUPER],
  ];
  it.each(allowed)('%s: every member of the account with their record', async (_, who) => {
    const res = await get(account, who);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = promotionRequirementsAccountResponse.parse(res.body);
    expect(items.map((i) => stringifyMemberReference(i.member))).toEqual(
      MD001.map((m) => stringifyMemberReference(m.member)),
    );
    const cadet = items.find((i) => i.member.id === CADET.id)!;
    expect(cadet.member).toMatchObject({ nameFirst: 'Cadie', flight: 'Alpha' });
    expect(cadet.requirements).toMatchObject({ CurrentCadetGradeID: 2, LastAprvDate: utcDay(60) });
  });

  it('senior members are listed (the §9 member filter offers Senior Members) with a record; prospective members with null', async () => {
    const items = promotionRequirementsAccountResponse.parse((await get(account, CADET_COMMANDER)).body);
    expect(items.find((i) => i.member.id === SENIOR.id)?.requirements).toMatchObject({
      MaxAprvStatus: 'INC',
    });
    expect(items.find((i) => i.member.id === PROSPECTIVE.id)?.requirements).toBeNull();
  });

  const refused: [string, Member][] = [
    ['a cadet without a duty', CADET],
    ['a senior member without PromotionManagement', SENIOR],
    ['an expired temporary flight duty', EXPIRED_LEADER],
    ['another cadet duty (Cadet Public Affairs Officer)', OTHER_DUTY],
    ['a prospective cadet', PROSPECTIVE],
  ];
  it.each(refused)(
    "%s: 403 'You do not have permission to do that', svc-identity not asked",
    async (_, who) => {
      calls.length = 0;
      const res = await get(account, who);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'FORBIDDEN', message: PROMOTION_MESSAGES.noPermission });
      expect(calls).toEqual([]);
    },
  );

  it("another account's flight leader: only that account's members (inside the caller's account)", async () => {
    calls.length = 0;
    const res = await get(account, ELSEWHERE_LEADER, { accountID: 'md002' });
    expect(res.status).toBe(200);
    const items = promotionRequirementsAccountResponse.parse(res.body);
    expect(items.map((i) => i.member.nameFirst)).toEqual(['Elsa', 'Namesake']);
    expect(items[1]?.requirements?.MaxAprvStatus).toBe('INC');
    expect(calls).toEqual(['md002 /internal/cadetrecords']);
  });

  it("anonymous: 401 'Please sign in'", async () => {
    const res = await get(account, 'anonymous');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(PROMOTION_MESSAGES.notSignedIn);
  });

  it('svc-identity failing or unreachable: 503', async () => {
    expect((await get(account, CADET_COMMANDER, { app: 'failing' })).status).toBe(503);
    expect((await get(account, CADET_COMMANDER, { app: 'unreachable' })).status).toBe(503);
  });
});
