// Pact consumer: the waitlist (beyond the spec) as the viewer reads it —
// GET /api/events/{id}/viewer with a full event: the committed record without waitlist keys, the
// waiting one with waitlisted true and its waitlistPosition (src/eventViewer/WaitlistSection.tsx,
// src/signup/WaitlistNote.tsx read them). The viewer's attendees JSON is built by PostgreSQL
// (svc-events/src/events/viewerQueries.ts), apart from the attendance calls' records, so it is
// held to the shape here. Provider states: eventsPact.ts.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { loadViewer } from '../eventData/eventCalls.ts';
import {
  clientFor,
  EVENT_ID,
  eventMatcher,
  eventsPact,
  json,
  memberCookie,
  SESSIONS,
  STATES,
} from './eventsPact.ts';

const { like, integer, boolean } = MatchersV3;
const pact = eventsPact();

const record = (id: number, name: string, waiting: boolean) => ({
  timestamp: integer(1_700_000_000_000),
  memberID: { type: 'CAPNHQMember', id },
  memberName: like(name),
  status: 'COMMITTEDATTENDED',
  comments: like(''),
  shiftTime: null,
  planToUseCAPTransportation: boolean(false),
  canUsePhotos: boolean(false),
  customAttendanceFieldValues: [],
  summaryEmailSent: boolean(false),
  sourceAccountID: 'md001',
  sourceEventID: integer(EVENT_ID),
  ...(waiting ? { waitlisted: true, waitlistPosition: 1 } : {}),
});

describe('mfe-events viewer -> svc-events: the waitlist', () => {
  it('GET /api/events/{id}/viewer of a full event: the waiting member apart, with position 1', async () => {
    pact
      .given(STATES.member)
      .given(STATES.event)
      .given(STATES.full)
      .given(STATES.waiting)
      .uponReceiving('the viewer data of a full event with a member waiting')
      .withRequest({ method: 'GET', path: `/api/events/${EVENT_ID}/viewer`, headers: memberCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          event: eventMatcher({ memberComments: 'Members only note', desiredNumberOfParticipants: 1 }),
          attendees: [
            { record: record(520004, 'Fran Full', false), member: null, orgInformation: null },
            { record: record(520002, 'Pat Plain', true), member: null, orgInformation: null },
          ],
          pointsOfContact: [],
          authorFullName: like('Abe Author'),
          linkedEvents: [],
          sourceAccountName: null,
        },
      });
    await pact.executeTest(async (mock) => {
      const data = await loadViewer(EVENT_ID, clientFor(mock.url, SESSIONS.member));
      expect(data.attendees.map((a) => [a.record.memberID.id, a.record.waitlistPosition ?? null])).toEqual([
        [520004, null],
        [520002, 1],
      ]);
    });
  });
});
