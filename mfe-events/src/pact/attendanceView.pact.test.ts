// Pact consumer: the attendance view's calls (events §7 GET /member/attendance,
// /member/attendance/{reference}, /member/attendance/group), as attendanceView/attendanceViewCalls.ts
// makes them -> contracts/pacts/mfe-events-svc-events.json. Provider states: eventsPact.ts.
import { MatchersV3 } from '@pact-foundation/pact';
import { API_ERRORS } from '@portal/contracts';
import { isApiError } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import {
  loadGroupAttendance,
  loadMemberAttendance,
  loadOwnAttendance,
} from '../attendanceView/attendanceViewCalls.ts';
import { clientFor, cookieOf, eventsPact, json, memberCookie, MEET, SESSIONS, STATES } from './eventsPact.ts';

const { like, integer, eachLike, regex } = MatchersV3;
const pact = eventsPact();
const viewerCookie = cookieOf(SESSIONS.attendanceViewer);
const PLAIN = { type: 'CAPNHQMember', id: 520002 } as const;

/** One §6 attendance view item: event 1 with the member's committed record. */
const item = {
  event: {
    id: integer(1),
    name: like('Summer Bivouac'),
    status: regex('^[A-Z]+$', 'CONFIRMED'),
    meetDateTime: integer(MEET),
    startDateTime: integer(MEET),
    endDateTime: integer(MEET),
    pickupDateTime: integer(MEET),
  },
  record: {
    timestamp: integer(MEET),
    memberID: { type: 'CAPNHQMember', id: integer(520002) },
    memberName: like('Pat Plain'),
    status: 'COMMITTEDATTENDED',
    comments: like(''),
    shiftTime: null,
    planToUseCAPTransportation: like(false),
    canUsePhotos: like(false),
    customAttendanceFieldValues: [],
    summaryEmailSent: like(false),
    sourceAccountID: like('md001'),
    sourceEventID: integer(1),
  },
};

describe('mfe-events attendance view calls -> svc-events', () => {
  it('GET /api/member/attendance (loadOwnAttendance): a member; 200 with their events and records', async () => {
    pact
      .given(STATES.member)
      .given(STATES.event)
      .given(STATES.attended)
      .uponReceiving("a member's own attendance")
      .withRequest({ method: 'GET', path: '/api/member/attendance', headers: memberCookie })
      .willRespondWith({ status: 200, headers: json, body: eachLike(item) });
    await pact.executeTest(async (mock) => {
      const items = await loadOwnAttendance(clientFor(mock.url, SESSIONS.member));
      expect(items[0]?.record.memberID).toEqual(PLAIN);
    });
  });

  it('GET /api/member/attendance (loadOwnAttendance): no session; 401', async () => {
    pact
      .given(STATES.noSession)
      .uponReceiving('own attendance without a session')
      .withRequest({ method: 'GET', path: '/api/member/attendance' })
      .willRespondWith({
        status: 401,
        headers: json,
        body: { code: API_ERRORS.signInRequired.code, message: like('') },
      });
    await pact.executeTest(async (mock) => {
      const failure = await loadOwnAttendance(clientFor(mock.url, null)).catch((e: unknown) => e);
      expect(isApiError(failure) && failure.status).toBe(401);
    });
  });

  it('GET /api/member/attendance/{reference} (loadMemberAttendance): AttendanceView OTHER; 200', async () => {
    pact
      .given(STATES.attendanceViewer)
      .given(STATES.event)
      .given(STATES.attended)
      .uponReceiving("another member's attendance read with AttendanceView OTHER")
      .withRequest({
        method: 'GET',
        path: '/api/member/attendance/CAPNHQMember-520002',
        headers: viewerCookie,
      })
      .willRespondWith({ status: 200, headers: json, body: eachLike(item) });
    await pact.executeTest(async (mock) => {
      const items = await loadMemberAttendance(PLAIN, clientFor(mock.url, SESSIONS.attendanceViewer));
      expect(items[0]?.event.id).toBe(1);
    });
  });

  it('GET /api/member/attendance/group (loadGroupAttendance): AttendanceView OTHER; 200 per member', async () => {
    pact
      .given(STATES.attendanceViewer)
      .given(STATES.event)
      .given(STATES.attended)
      .uponReceiving("the account's attendance grouped per member")
      .withRequest({ method: 'GET', path: '/api/member/attendance/group', headers: viewerCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: eachLike({
          member: { type: 'CAPNHQMember', id: integer(520002) },
          memberName: like('Pat Plain'),
          attendance: eachLike(item),
        }),
      });
    await pact.executeTest(async (mock) => {
      const groups = await loadGroupAttendance(clientFor(mock.url, SESSIONS.attendanceViewer));
      expect(groups[0]?.member).toEqual(PLAIN);
    });
  });

  it("GET /api/member/attendance/group: a member without the permission; 403 'You do not have permission to do that'", async () => {
    pact
      .given(STATES.member)
      .uponReceiving('group attendance asked for by a member without AttendanceView OTHER')
      .withRequest({ method: 'GET', path: '/api/member/attendance/group', headers: memberCookie })
      .willRespondWith({
        status: 403,
        headers: json,
        body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' },
      });
    await pact.executeTest(async (mock) => {
      const failure = await loadGroupAttendance(clientFor(mock.url, SESSIONS.member)).catch(
        (e: unknown) => e,
      );
      expect(isApiError(failure) && failure.message).toBe('You do not have permission to do that');
    });
  });
});
