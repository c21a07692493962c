// Pact consumer: svc-events -> svc-identity, the internal cadet-records calls behind events §7
// GET /member/promotionrequirements/currentuser and /account (contracts/src/cadetProgramme/
// internalCadetRecords.ts), and behind the §5 requirement-tag rule of a member's own sign-up (the
// member's completed training), through the real client (cadetRecordsClient.ts). Adds its interactions
// to contracts/pacts/svc-events-svc-identity.json. The provider state gives md001's demo cadet 510004 (`cadet`) the demo cadet rows
// (svc-identity/src/cadetRecords/demoSeed.ts: two approvals, Feik in progress, fitness tests,
// orientation flights, no activities).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { IDENTITY_STATES, internalContextHeader, pactOptions } from '@portal/contracts/testing';
import { cadetRecordFromCapwatch, completedRequirementTags, emptyContact } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createCadetRecordsClient } from './cadetRecordsClient.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const { like, eachLike, integer, arrayContaining } = MatchersV3;
const contextHeader = internalContextHeader;
const STATE = 'md001 has the cadet 510004 with imported cadet rows';

const provider = new PactV3(pactOptions('svc-events', 'svc-identity'));

const client = (url: string) =>
  createCadetRecordsClient({ identityUrl: url, contextSecret: 'pact-secret-events' });

/** The cadet as svc-identity answers them: the platform §3 Member the reports read. */
const CADET_MEMBER = {
  type: 'CAPNHQMember',
  id: 510004,
  nameFirst: like('Casey'),
  nameMiddle: like('U'),
  nameLast: like('Cadet'),
  nameSuffix: like(''),
  memberRank: like('C/A1C'),
  squadron: like('MER-MD-001'),
  flight: like('Alpha'),
  gender: like('FEMALE'),
  dateOfBirth: integer(1336176000000),
  joined: integer(1651708800000),
  expirationDate: integer(1811462400000),
  seniorMember: false,
  hasNHQReference: true,
  orgid: integer(9001),
  dutyPositions: like([]),
  permissions: like({}),
  teamIDs: like([]),
  absenteeInformation: null,
  contact: like({ ...emptyContact(), EMAIL: { PRIMARY: 'casey.cadet@example.com' } }),
};

/** Raw CAPWATCH rows: column name -> text. */
const CADET_ROWS = {
  CadetAchv: eachLike({
    CAPID: '510004',
    CadetAchvID: like('3'),
    CadetOath: like('1'),
    LeadLabDateP: like('9/14/2026'),
    AEDateP: like(''),
    DrillDate: like(''),
  }),
  CadetAchvAprs: eachLike({
    CAPID: '510004',
    CadetAchvID: like('2'),
    Status: like('APR'),
    DateMod: like('9/14/2026'),
  }),
  CadetHFZInformation: eachLike({
    CAPID: '510004',
    DateTaken: like('10/24/2026'),
    IsPassed: like('True'),
    PacerRun: like('34'),
  }),
  OFlight: eachLike({ CAPID: '510004', Syllabus: like('1'), FltDate: like('10/19/2025') }),
  CadetActivities: like([]),
};

describe('svc-events -> svc-identity: cadet records (promotion requirements)', () => {
  it('GET /internal/members/{member}/cadetrecords answers the member and their raw cadet rows', async () => {
    provider
      .given(STATE)
      .uponReceiving("a request for a cadet's imported cadet rows from svc-events")
      .withRequest({
        method: 'GET',
        path: '/internal/members/CAPNHQMember-510004/cadetrecords',
        headers: contextHeader,
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: { member: CADET_MEMBER, rows: CADET_ROWS },
      });
    await provider.executeTest(async (mock) => {
      const answer = await client(mock.url).ofMember('md001', { type: 'CAPNHQMember', id: 510004 });
      expect(answer?.member).toMatchObject({ id: 510004, flight: 'Alpha', seniorMember: false });
      const record = cadetRecordFromCapwatch(answer!.rows);
      expect(record.MaxAprvStatus).toBe('APR');
      expect(record.HFZRecord?.IsPassed).toBe(true);
      expect(record.oflights).toEqual([{ Syllabus: 1, FltDate: Date.UTC(2025, 9, 19) }]);
      // events §5 requirement tag: the sign-up rule reads the same rows (attendance/attendanceAccess.ts)
      expect(completedRequirementTags(answer!.rows)).toEqual(['Feik leadership']);
    });
  });

  it('a member the account does not have: 404, which the client answers as null', async () => {
    provider
      .given(IDENTITY_STATES.account)
      .uponReceiving('a request for the cadet rows of a member md001 does not have from svc-events')
      .withRequest({
        method: 'GET',
        path: '/internal/members/CAPNHQMember-424242/cadetrecords',
        headers: contextHeader,
      })
      .willRespondWith({ status: 404 });
    await provider.executeTest(async (mock) => {
      expect(await client(mock.url).ofMember('md001', { type: 'CAPNHQMember', id: 424242 })).toBeNull();
    });
  });

  it("GET /internal/cadetrecords answers every member of the account, the cadet's rows among them", async () => {
    provider
      .given(STATE)
      .uponReceiving("a request for the account's members and cadet rows from svc-events")
      .withRequest({ method: 'GET', path: '/internal/cadetrecords', headers: contextHeader })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        // the account's other members (senior members without a flight, ...) may come in any shape
        body: { members: arrayContaining({ member: CADET_MEMBER, rows: CADET_ROWS }) },
      });
    await provider.executeTest(async (mock) => {
      const members = await client(mock.url).ofAccount('md001');
      const cadet = members.find((m) => m.member.id === 510004);
      expect(cadet?.rows.CadetAchvAprs[0]).toMatchObject({ Status: 'APR' });
    });
  });
});
