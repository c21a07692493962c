// Pact consumer: the viewer's debrief calls (events §7 POST /events/{id}/debrief, DELETE
// /events/{id}/debrief/{timestamp}) and the managers' attendee contacts (designed GET
// /events/{id}/attendance/contacts), as viewerExtras/viewerExtrasCalls.ts makes them
// -> contracts/pacts/mfe-events-svc-events.json. Provider states: eventsPact.ts.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { addDebrief, deleteDebrief, loadAttendanceContacts } from '../viewerExtras/viewerExtrasCalls.ts';
import {
  clientFor,
  DEBRIEF_TIME,
  EVENT_ID,
  eventsPact,
  json,
  jsonBody,
  managerCookie,
  memberCookie,
  SESSIONS,
  STATES,
  tokenField,
} from './eventsPact.ts';

const { like, integer, eachLike } = MatchersV3;
const pact = eventsPact();

describe('mfe-events debrief and attendee contact calls -> svc-events', () => {
  it('POST /api/events/{id}/debrief (addDebrief): a member after pickup; 201 with the stored item', async () => {
    pact
      .given(STATES.member)
      .given(STATES.event)
      .given(STATES.ended)
      .uponReceiving('a private debrief submitted by a member after the event')
      .withRequest({
        method: 'POST',
        path: `/api/events/${EVENT_ID}/debrief`,
        headers: { ...memberCookie, ...jsonBody },
        body: { debriefText: 'Good drill', publicView: false, ...tokenField },
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: {
          debriefText: 'Good drill',
          publicView: false,
          memberName: like('Pat Plain'),
          memberRef: { type: 'CAPNHQMember', id: integer(520002) },
          timeSubmitted: integer(DEBRIEF_TIME),
        },
      });
    await pact.executeTest(async (mock) => {
      const item = await addDebrief(
        EVENT_ID,
        { debriefText: 'Good drill', publicView: false },
        clientFor(mock.url, SESSIONS.member),
      );
      expect(item).toMatchObject({ debriefText: 'Good drill', publicView: false, memberName: 'Pat Plain' });
    });
  });

  it('DELETE /api/events/{id}/debrief/{timestamp} (deleteDebrief): a manager; 204', async () => {
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .given(STATES.ended)
      .given(STATES.debriefed)
      .uponReceiving("a member's debrief deleted by a manager")
      .withRequest({
        method: 'DELETE',
        path: `/api/events/${EVENT_ID}/debrief/${DEBRIEF_TIME}`,
        headers: { ...managerCookie, ...jsonBody },
        body: tokenField,
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      await expect(deleteDebrief(EVENT_ID, DEBRIEF_TIME, clientFor(mock.url))).resolves.toBeUndefined();
    });
  });

  it('GET /api/events/{id}/attendance/contacts (loadAttendanceContacts): a manager; the attendees as svc-identity has them', async () => {
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .given(STATES.attended)
      .uponReceiving("the contacts of an event's attendees requested by a manager")
      .withRequest({
        method: 'GET',
        path: `/api/events/${EVENT_ID}/attendance/contacts`,
        headers: managerCookie,
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: eachLike({
          member: { type: 'CAPNHQMember', id: integer(520002) },
          name: like('Pat Plain'),
          emails: [],
          phones: [],
        }),
      });
    await pact.executeTest(async (mock) => {
      const contacts = await loadAttendanceContacts(EVENT_ID, clientFor(mock.url));
      expect(contacts[0]?.member).toEqual({ type: 'CAPNHQMember', id: 520002 });
    });
  });
});
