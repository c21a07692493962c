// Pact consumer: the viewer's sign-up calls (events §7 Attendance add POST /events/{id}/attendance,
// Attendance modify PUT /events/{id}/attendance) as signup/signupCalls.ts makes them, with the
// bodies signupRules.signupBody builds -> contracts/pacts/mfe-events-svc-events.json. Provider
// states: eventsPact.ts.
import { MatchersV3 } from '@pact-foundation/pact';
import { isApiError } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import { modifyAttendance, signUp } from '../signup/signupCalls.ts';
import {
  clientFor,
  EVENT_ID,
  eventsPact,
  json,
  jsonBody,
  memberCookie,
  SESSIONS,
  STATES,
  tokenField,
} from './eventsPact.ts';

const { like, integer, boolean } = MatchersV3;
const pact = eventsPact();
const PLAIN = { type: 'CAPNHQMember' as const, id: 520002 };

/** An attendance record as svc-events answers it (types matched; the values are examples). */
const recordBody = (fields: { status: string; comments: string }) => ({
  timestamp: integer(1_700_000_000_000),
  memberID: { type: 'CAPNHQMember', id: integer(PLAIN.id) },
  memberName: like('Pat Plain'),
  status: fields.status,
  comments: fields.comments,
  shiftTime: null,
  planToUseCAPTransportation: false,
  canUsePhotos: boolean(false),
  customAttendanceFieldValues: [],
  summaryEmailSent: boolean(false),
  sourceAccountID: 'md001',
  sourceEventID: integer(EVENT_ID),
});

const signUpBody = {
  memberID: PLAIN,
  status: 'COMMITTEDATTENDED' as const,
  comments: 'See you there',
  planToUseCAPTransportation: false,
  customAttendanceFieldValues: [],
  shiftTime: null,
};

describe('mfe-events sign-up calls -> svc-events', () => {
  it('POST /api/events/{id}/attendance (signUp): a member signs up before pickup; 201 with the record and memberName', async () => {
    pact
      .given(STATES.member)
      .given(STATES.event)
      .uponReceiving('a sign-up by a member for an upcoming event')
      .withRequest({
        method: 'POST',
        path: `/api/events/${EVENT_ID}/attendance`,
        headers: { ...memberCookie, ...jsonBody },
        body: { ...signUpBody, ...tokenField },
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: recordBody({ status: 'COMMITTEDATTENDED', comments: 'See you there' }),
      });
    await pact.executeTest(async (mock) => {
      const record = await signUp(EVENT_ID, signUpBody, clientFor(mock.url, SESSIONS.member));
      expect(record).toMatchObject({ memberID: PLAIN, memberName: 'Pat Plain', status: 'COMMITTEDATTENDED' });
    });
  });

  it('POST /api/events/{id}/attendance on a full event (the waitlist): 201 with the record waiting, position 1', async () => {
    pact
      .given(STATES.member)
      .given(STATES.event)
      .given(STATES.full)
      .uponReceiving('a sign-up by a member for an event whose places are all taken')
      .withRequest({
        method: 'POST',
        path: `/api/events/${EVENT_ID}/attendance`,
        headers: { ...memberCookie, ...jsonBody },
        body: { ...signUpBody, ...tokenField },
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: {
          ...recordBody({ status: 'COMMITTEDATTENDED', comments: 'See you there' }),
          waitlisted: true,
          waitlistPosition: integer(1),
        },
      });
    await pact.executeTest(async (mock) => {
      const record = await signUp(EVENT_ID, signUpBody, clientFor(mock.url, SESSIONS.member));
      expect(record).toMatchObject({ status: 'COMMITTEDATTENDED', waitlisted: true, waitlistPosition: 1 });
    });
  });

  it("POST /api/events/{id}/attendance when the member already has a record: 409 with 'Member is already in attendance'", async () => {
    pact
      .given(STATES.member)
      .given(STATES.event)
      .given(STATES.attended)
      .uponReceiving('a second sign-up by a member already in attendance')
      .withRequest({
        method: 'POST',
        path: `/api/events/${EVENT_ID}/attendance`,
        headers: { ...memberCookie, ...jsonBody },
        body: { ...signUpBody, ...tokenField },
      })
      .willRespondWith({
        status: 409,
        headers: json,
        body: { code: 'CONFLICT', message: 'Member is already in attendance' },
      });
    await pact.executeTest(async (mock) => {
      const error: unknown = await signUp(EVENT_ID, signUpBody, clientFor(mock.url, SESSIONS.member)).catch(
        (e: unknown) => e,
      );
      expect(isApiError(error) && error.message).toBe('Member is already in attendance');
    });
  });

  it('PUT /api/events/{id}/attendance (modifyAttendance): the member edits their own record before pickup; 200 with the record', async () => {
    const body = { ...signUpBody, status: 'NOTPLANNINGTOATTEND' as const, comments: 'Sick, sorry' };
    pact
      .given(STATES.member)
      .given(STATES.event)
      .given(STATES.attended)
      .uponReceiving('a member changing their own attendance record before pickup')
      .withRequest({
        method: 'PUT',
        path: `/api/events/${EVENT_ID}/attendance`,
        headers: { ...memberCookie, ...jsonBody },
        body: { ...body, ...tokenField },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: recordBody({ status: 'NOTPLANNINGTOATTEND', comments: 'Sick, sorry' }),
      });
    await pact.executeTest(async (mock) => {
      const record = await modifyAttendance(EVENT_ID, body, clientFor(mock.url, SESSIONS.member));
      expect(record).toMatchObject({ status: 'NOTPLANNINGTOATTEND', comments: 'Sick, sorry' });
    });
  });
});
