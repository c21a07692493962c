// Pact consumer: the attendance adds of the multi add page and the scanner (events §7 POST
// /events/{id}/attendance and /attendance/bulk), as multiAdd/attendanceCalls.ts makes them, and
// the 409 'Member is already in attendance' the scanner's offline replay counts as done
// -> contracts/pacts/mfe-events-svc-events.json. Provider states: eventsPact.ts.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { addAttendance, addAttendanceBulk } from '../multiAdd/attendanceCalls.ts';
import { memberNumberRecord, multiAddRecord } from '../multiAdd/multiAddRules.ts';
import { outcomeOfError } from '../scanner/scanQueue.ts';
import {
  clientFor,
  EVENT_ID,
  eventsPact,
  exampleContent,
  json,
  jsonBody,
  managerCookie,
  STATES,
  tokenField,
} from './eventsPact.ts';

const { like, integer, eachLike } = MatchersV3;
const pact = eventsPact();
const MEMBER = { type: 'CAPNHQMember', id: 520002 } as const;
const content = exampleContent();

/** The §3 attendance record as svc-events answers it (types matched). */
const recordMatcher = (fields: Record<string, unknown>) => ({
  timestamp: integer(content.meetDateTime),
  memberID: { type: 'CAPNHQMember', id: integer(520002) },
  memberName: like('Pat Plain'),
  status: 'COMMITTEDATTENDED',
  planToUseCAPTransportation: false,
  customAttendanceFieldValues: [],
  summaryEmailSent: false,
  sourceAccountID: 'md001',
  sourceEventID: integer(EVENT_ID),
  ...fields,
});

describe('mfe-events multi add and scanner calls -> svc-events', () => {
  it("POST /api/events/{id}/attendance (addAttendance): a manager adds by member number with the event's start and pickup as the shift", async () => {
    const record = memberNumberRecord(MEMBER.id, content);
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .uponReceiving('a member added by member number by an event manager')
      .withRequest({
        method: 'POST',
        path: `/api/events/${EVENT_ID}/attendance`,
        headers: { ...managerCookie, ...jsonBody },
        body: {
          ...record,
          shiftTime: {
            arrivalTime: integer(content.startDateTime),
            departureTime: integer(content.pickupDateTime),
          },
          ...tokenField,
        },
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: recordMatcher({
          comments: '',
          canUsePhotos: like(false),
          shiftTime: {
            arrivalTime: integer(content.startDateTime),
            departureTime: integer(content.pickupDateTime),
          },
        }),
      });
    await pact.executeTest(async (mock) => {
      const added = await addAttendance(EVENT_ID, record, clientFor(mock.url));
      expect(added.memberName).toBe('Pat Plain');
      expect(added.memberID).toEqual(MEMBER);
    });
  });

  it('POST /api/events/{id}/attendance/bulk (addAttendanceBulk): the §9 multi add defaults; 201 {added, alreadyInAttendance, notFound}', async () => {
    const comment = 'Multi add by Capt Fran Full on 07/04/2030';
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .uponReceiving('a multi add of one member by an event manager')
      .withRequest({
        method: 'POST',
        path: `/api/events/${EVENT_ID}/attendance/bulk`,
        headers: { ...managerCookie, ...jsonBody },
        body: { members: [multiAddRecord(MEMBER, comment)], ...tokenField },
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: {
          added: eachLike(recordMatcher({ comments: comment, canUsePhotos: true, shiftTime: null })),
          alreadyInAttendance: [],
          notFound: [],
        },
      });
    await pact.executeTest(async (mock) => {
      const answer = await addAttendanceBulk(
        EVENT_ID,
        [multiAddRecord(MEMBER, comment)],
        clientFor(mock.url),
      );
      expect(answer.added[0]).toMatchObject({ memberID: MEMBER, comments: comment, canUsePhotos: true });
    });
  });

  it("POST /api/events/{id}/attendance for a member already in attendance: 409 'Member is already in attendance' (a scanner replay counts it as done)", async () => {
    const record = memberNumberRecord(MEMBER.id, content);
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .given(STATES.attended)
      .uponReceiving('a scan of a member already in attendance')
      .withRequest({
        method: 'POST',
        path: `/api/events/${EVENT_ID}/attendance`,
        headers: { ...managerCookie, ...jsonBody },
        body: {
          ...record,
          shiftTime: {
            arrivalTime: integer(content.startDateTime),
            departureTime: integer(content.pickupDateTime),
          },
          ...tokenField,
        },
      })
      .willRespondWith({
        status: 409,
        headers: json,
        body: { code: 'CONFLICT', message: 'Member is already in attendance' },
      });
    await pact.executeTest(async (mock) => {
      const error = await addAttendance(EVENT_ID, record, clientFor(mock.url)).catch((e: unknown) => e);
      expect(outcomeOfError(error)).toEqual({ kind: 'already', message: 'Member is already in attendance' });
    });
  });
});
