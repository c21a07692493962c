// Pact consumer: mfe-admin's member, flight and duty position calls -> svc-identity (gateway paths).
// Each interaction calls the real call module with a client of the mock server.
import { MatchersV3 } from '@pact-foundation/pact';
import {
  Member,
  memberDutyPositionsResponse,
  membersByFlightFullResponse,
  memberSearchPath,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { loadDutyPositions, saveTemporaryDutyPositions } from '../dutyPositions/dutyPositionCalls.ts';
import { loadFlightBoard, saveFlightChanges } from '../flights/flightCalls.ts';
import { saveAbsence, searchMembers, signInAs } from '../members/memberCalls.ts';
import { loadMember } from '../permissions/permissionCalls.ts';
import {
  adminPact,
  expectTokenRequest,
  givenStates,
  json,
  signedInClient,
  STATES,
  tokenField,
  withCookie,
} from './adminPact.ts';
import {
  BRAVO_CADET,
  CADET,
  cadetMember,
  flightMember,
  FUTURE,
  nhqDutyPosition,
  STAFF,
  temporaryDutyPosition,
  unassignedMember,
} from './examples.ts';

const { like, eachLike, integer } = MatchersV3;
const pact = adminPact();
const mutating = { ...withCookie, 'Content-Type': 'application/json' };

const dutyPositionsOf = (member: typeof STAFF, name: string, example: object) =>
  like({ member, name, dutyPositions: eachLike(example) });

describe('mfe-admin member calls -> svc-identity', () => {
  it('GET /api/member/search/... (searchMembers) answers the matching members', async () => {
    expect(Member.safeParse(cadetMember).success).toBe(true);
    const query = {
      unitName: '',
      lastName: 'Cadet',
      firstName: 'Casey',
      dutyName: '',
      includeAssistants: false,
    };
    givenStates(pact, STATES.admin)
      .uponReceiving('a member search by last and first name from admin')
      .withRequest({ method: 'GET', path: `/api${memberSearchPath(query)}`, headers: withCookie })
      .willRespondWith({ status: 200, headers: json, body: eachLike(like(cadetMember)) });
    await pact.executeTest(async (mock) => {
      const found = await searchMembers(query, {}, signedInClient(mock.url));
      expect(found.map((m) => m.nameLast)).toEqual(['Cadet']);
    });
  });

  it('GET /api/member/byid/{reference} (loadMember) answers the member permission management opens on', async () => {
    givenStates(pact, STATES.admin)
      .uponReceiving('a member by reference for permission management from admin')
      .withRequest({ method: 'GET', path: '/api/member/byid/CAPNHQMember-510004', headers: withCookie })
      .willRespondWith({ status: 200, headers: json, body: like(cadetMember) });
    await pact.executeTest(async (mock) => {
      const member = await loadMember('CAPNHQMember-510004', signedInClient(mock.url));
      expect(member.nameLast).toBe('Cadet');
    });
  });

  it('POST /api/member/absent (saveAbsence) answers the stored absentee information', async () => {
    const absence = { absentUntil: FUTURE, comments: 'Family holiday' };
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin)
      .uponReceiving('an absence of admin')
      .withRequest({
        method: 'POST',
        path: '/api/member/absent',
        headers: mutating,
        body: { ...absence, ...tokenField },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { absentUntil: integer(FUTURE), comments: like(absence.comments) },
      });
    await pact.executeTest(async (mock) => {
      await expect(saveAbsence(absence, signedInClient(mock.url))).resolves.toEqual(absence);
    });
  });

  it('POST /api/member/session/su (signInAs) by the privileged user answers 204', async () => {
    expectTokenRequest(pact, STATES.privilegedUser);
    givenStates(pact, STATES.privilegedUser)
      .uponReceiving('a sign-in as cadet by the privileged user')
      .withRequest({
        method: 'POST',
        path: '/api/member/session/su',
        headers: mutating,
        body: { ...CADET, ...tokenField },
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      await expect(signInAs(CADET, signedInClient(mock.url))).resolves.toBeUndefined();
    });
  });
});

describe('mfe-admin flight calls -> svc-identity', () => {
  it('GET /api/members/flight/full (loadFlightBoard) answers the flights with their members', async () => {
    const example = { flights: [{ name: 'Alpha', members: [flightMember] }], unassigned: [unassignedMember] };
    expect(membersByFlightFullResponse.safeParse(example).success).toBe(true);
    givenStates(pact, STATES.admin)
      .uponReceiving('a flight board request from admin')
      .withRequest({ method: 'GET', path: '/api/members/flight/full', headers: withCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          flights: eachLike({ name: like('Alpha'), members: like([like(flightMember)]) }),
          unassigned: like([like(unassignedMember)]),
        },
      });
    await pact.executeTest(async (mock) => {
      const board = await loadFlightBoard(signedInClient(mock.url));
      expect(board.flights[0]?.members[0]?.roleCode).toBe('fc');
      expect(board.unassigned[0]?.flight).toBeNull();
    });
  });

  it('POST /api/member/flight/bulk (saveFlightChanges) moves the members: 204', async () => {
    const members = [{ member: BRAVO_CADET, newFlight: 'Charlie' }];
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin)
      .uponReceiving('a bulk flight change by admin')
      .withRequest({
        method: 'POST',
        path: '/api/member/flight/bulk',
        headers: mutating,
        body: { members, ...tokenField },
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      await expect(saveFlightChanges(members, signedInClient(mock.url))).resolves.toBeUndefined();
    });
  });
});

describe('mfe-admin temporary duty position calls -> svc-identity', () => {
  it("GET /api/member/tempdutypositions/{id} (loadDutyPositions) answers the member's positions", async () => {
    const example = { member: STAFF, name: 'C/2dLt Sam P Staffer', dutyPositions: [nhqDutyPosition] };
    expect(memberDutyPositionsResponse.safeParse(example).success).toBe(true);
    givenStates(pact, STATES.admin)
      .uponReceiving("a request for staff's duty positions from admin")
      .withRequest({
        method: 'GET',
        path: '/api/member/tempdutypositions/CAPNHQMember-510003',
        headers: withCookie,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: dutyPositionsOf(STAFF, example.name, nhqDutyPosition),
      });
    await pact.executeTest(async (mock) => {
      const answer = await loadDutyPositions(STAFF, signedInClient(mock.url));
      expect(answer.dutyPositions[0]).toMatchObject({ type: 'NHQ', expires: null });
    });
  });

  it('POST /api/member/tempdutypositions/{id} (saveTemporaryDutyPositions) answers the positions after', async () => {
    const example = { member: CADET, name: 'C/A1C Casey U Cadet', dutyPositions: [temporaryDutyPosition] };
    expect(memberDutyPositionsResponse.safeParse(example).success).toBe(true);
    const positions = [{ duty: 'Cadet Commander' as const, expires: FUTURE }];
    expectTokenRequest(pact, STATES.admin);
    givenStates(pact, STATES.admin)
      .uponReceiving('a temporary duty position for cadet from admin')
      .withRequest({
        method: 'POST',
        path: '/api/member/tempdutypositions/CAPNHQMember-510004',
        headers: mutating,
        body: { dutyPositions: positions, ...tokenField },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: dutyPositionsOf(CADET, example.name, temporaryDutyPosition),
      });
    await pact.executeTest(async (mock) => {
      const answer = await saveTemporaryDutyPositions(CADET, positions, signedInClient(mock.url));
      expect(answer.dutyPositions[0]).toMatchObject({ duty: 'Cadet Commander', type: 'CAPUnit' });
    });
  });
});
