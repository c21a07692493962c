// Pact consumer: the §7 event calls of mfe-events' form, viewer, event list and audit viewer (through
// the real call modules) -> contracts/pacts/mfe-events-svc-events.json. Provider states: eventsPact.ts
// (implemented by svc-events/src/pact/providerStates.ts).
import { MatchersV3 } from '@pact-foundation/pact';
import { EVENT_MESSAGES, moveEventTo, API_ERRORS } from '@portal/contracts';
import { isApiError } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import { loadAudit } from '../auditViewer/auditCalls.ts';
import {
  cancelEvent,
  copyEvent,
  createEvent,
  deleteEvent,
  loadEvent,
  loadViewer,
  moveEvent,
  updateEvent,
} from '../eventData/eventCalls.ts';
import { setEventStatus } from '../eventList/listCalls.ts';
import {
  clientFor,
  EVENT_ID,
  eventMatcher,
  eventsPact,
  exampleContent,
  exampleEvent,
  json,
  jsonBody,
  managerCookie,
  memberCookie,
  MEET,
  SESSIONS,
  STATES,
  tokenField,
} from './eventsPact.ts';

const { like, integer } = MatchersV3;
const pact = eventsPact();
const managerWrites = { ...managerCookie, ...jsonBody };
const DAY = 86_400_000;

describe('mfe-events event calls -> svc-events', () => {
  it('POST /api/events/ (createEvent, the form): 201 and the event with its number', async () => {
    const content = exampleContent();
    pact
      .given(STATES.manager)
      .uponReceiving('an event created by an event manager')
      .withRequest({
        method: 'POST',
        path: '/api/events/',
        headers: managerWrites,
        body: { ...content, ...tokenField },
      })
      .willRespondWith({ status: 201, headers: json, body: eventMatcher() });
    await pact.executeTest(async (mock) => {
      const created = await createEvent(content, clientFor(mock.url));
      expect(created.id).toBe(EVENT_ID);
      expect(created.name).toBe('Summer Bivouac');
    });
  });

  it('GET /api/events/{id} (loadEvent, the edit form and the audit viewer): the event', async () => {
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .uponReceiving('an event requested by an event manager')
      .withRequest({ method: 'GET', path: `/api/events/${EVENT_ID}`, headers: managerCookie })
      .willRespondWith({ status: 200, headers: json, body: eventMatcher() });
    await pact.executeTest(async (mock) => {
      expect((await loadEvent(EVENT_ID, clientFor(mock.url))).status).toBe('CONFIRMED');
    });
  });

  it('GET /api/events/{id}/viewer (loadViewer) as a member: event, author name, no link', async () => {
    pact
      .given(STATES.member)
      .given(STATES.event)
      .uponReceiving('the viewer data requested by a member')
      .withRequest({ method: 'GET', path: `/api/events/${EVENT_ID}/viewer`, headers: memberCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          event: eventMatcher({ memberComments: 'Members only note' }),
          attendees: [],
          pointsOfContact: [],
          authorFullName: like('Abe Author'),
          linkedEvents: [],
          sourceAccountName: null,
        },
      });
    await pact.executeTest(async (mock) => {
      const data = await loadViewer(EVENT_ID, clientFor(mock.url, SESSIONS.member));
      expect(data.authorFullName).toBe('Abe Author');
      expect(data.event.memberComments).toBe('Members only note');
    });
  });

  it('GET /api/events/{id}/viewer anonymous: memberComments blank, no author (§6)', async () => {
    pact
      .given(STATES.noSession)
      .given(STATES.event)
      .uponReceiving('the viewer data requested by an anonymous visitor')
      .withRequest({ method: 'GET', path: `/api/events/${EVENT_ID}/viewer` })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          event: eventMatcher({ memberComments: '' }),
          attendees: [],
          pointsOfContact: [],
          authorFullName: null,
          linkedEvents: [],
          sourceAccountName: null,
        },
      });
    await pact.executeTest(async (mock) => {
      const data = await loadViewer(EVENT_ID, clientFor(mock.url, null));
      expect(data.authorFullName).toBeNull();
    });
  });

  it("GET /api/events/{id}/viewer of an unknown number: 404 'Could not find event specified' (shown by the viewer)", async () => {
    pact
      .given(STATES.noSession)
      .given(STATES.event)
      .uponReceiving('the viewer data of an event that does not exist')
      .withRequest({ method: 'GET', path: '/api/events/99/viewer' })
      .willRespondWith({
        status: 404,
        headers: json,
        body: { code: API_ERRORS.notFound.code, message: EVENT_MESSAGES.eventNotFound },
      });
    await pact.executeTest(async (mock) => {
      const error = await loadViewer(99, clientFor(mock.url, null)).catch((e: unknown) => e);
      expect(isApiError(error) && error.message).toBe('Could not find event specified');
    });
  });

  it('PUT /api/events/{id} (updateEvent, the edit form): the changed fields; answers the event', async () => {
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .uponReceiving('an event renamed by an event manager')
      .withRequest({
        method: 'PUT',
        path: `/api/events/${EVENT_ID}`,
        headers: managerWrites,
        body: { name: 'Winter Bivouac', ...tokenField },
      })
      .willRespondWith({ status: 200, headers: json, body: eventMatcher({ name: 'Winter Bivouac' }) });
    await pact.executeTest(async (mock) => {
      const saved = await updateEvent(EVENT_ID, { name: 'Winter Bivouac' }, clientFor(mock.url));
      expect(saved.name).toBe('Winter Bivouac');
    });
  });

  it('PUT /api/events/{id} {status} (setEventStatus, the list status changer): the row the list shows', async () => {
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .uponReceiving('a status changed from the event list by a full manager')
      .withRequest({
        method: 'PUT',
        path: `/api/events/${EVENT_ID}`,
        headers: managerWrites,
        body: { status: 'TENTATIVE', ...tokenField },
      })
      .willRespondWith({ status: 200, headers: json, body: eventMatcher({ status: 'TENTATIVE' }) });
    await pact.executeTest(async (mock) => {
      expect((await setEventStatus(EVENT_ID, 'TENTATIVE', clientFor(mock.url))).status).toBe('TENTATIVE');
    });
  });

  it("PUT /api/events/{id} {status} by a member: 403 'You do not have permission to modify this event' (the list's Error dialog)", async () => {
    pact
      .given(STATES.member)
      .given(STATES.event)
      .uponReceiving('a status change from a member without event permission')
      .withRequest({
        method: 'PUT',
        path: `/api/events/${EVENT_ID}`,
        headers: { ...memberCookie, ...jsonBody },
        body: { status: 'COMPLETE', ...tokenField },
      })
      .willRespondWith({
        status: 403,
        headers: json,
        body: { code: API_ERRORS.forbidden.code, message: EVENT_MESSAGES.noPermission },
      });
    await pact.executeTest(async (mock) => {
      const error = await setEventStatus(EVENT_ID, 'COMPLETE', clientFor(mock.url, SESSIONS.member)).catch(
        (e: unknown) => e,
      );
      expect(isApiError(error) && error.message).toBe(EVENT_MESSAGES.noPermission);
    });
  });

  it('PUT /api/events/{id} (moveEvent): all four times by one delta (§4)', async () => {
    const moved = moveEventTo(exampleEvent(), MEET + DAY);
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .uponReceiving('an event moved by an event manager')
      .withRequest({
        method: 'PUT',
        path: `/api/events/${EVENT_ID}`,
        headers: managerWrites,
        body: { ...moved, ...tokenField },
      })
      .willRespondWith({ status: 200, headers: json, body: eventMatcher(moved) });
    await pact.executeTest(async (mock) => {
      const saved = await moveEvent(EVENT_ID, moved, clientFor(mock.url));
      expect(saved.meetDateTime).toBe(MEET + DAY);
    });
  });

  it("PUT /api/events/{id} {status: 'CANCELLED'} (cancelEvent, the copy-move's first step)", async () => {
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .uponReceiving('an event cancelled by an event manager')
      .withRequest({
        method: 'PUT',
        path: `/api/events/${EVENT_ID}`,
        headers: managerWrites,
        body: { status: 'CANCELLED', ...tokenField },
      })
      .willRespondWith({ status: 200, headers: json, body: eventMatcher({ status: 'CANCELLED' }) });
    await pact.executeTest(async (mock) => {
      expect((await cancelEvent(EVENT_ID, clientFor(mock.url))).status).toBe('CANCELLED');
    });
  });

  it('DELETE /api/events/{id} (deleteEvent): 204', async () => {
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .uponReceiving('an event deleted by an event manager')
      .withRequest({
        method: 'DELETE',
        path: `/api/events/${EVENT_ID}`,
        headers: managerWrites,
        body: tokenField,
      })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      await expect(deleteEvent(EVENT_ID, clientFor(mock.url))).resolves.toBeUndefined();
    });
  });

  it('POST /api/events/{id}/copy (copyEvent): newTime, copyFiles, newStatus; answers the new id', async () => {
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .uponReceiving('an event copied by a full manager')
      .withRequest({
        method: 'POST',
        path: `/api/events/${EVENT_ID}/copy`,
        headers: managerWrites,
        body: { newTime: MEET + 7 * DAY, copyFiles: false, newStatus: 'INFORMATIONONLY', ...tokenField },
      })
      .willRespondWith({ status: 200, headers: json, body: { id: integer(2) } });
    await pact.executeTest(async (mock) => {
      const id = await copyEvent(EVENT_ID, { newTime: MEET + 7 * DAY }, clientFor(mock.url));
      expect(id).toBe(2);
    });
  });

  it('GET /api/events/{id}/audit (loadAudit) by a manager: Add, then Modify with old and new values', async () => {
    const common = { timestamp: integer(MEET), actor: like({ type: 'CAPNHQMember', id: 520004 }) };
    pact
      .given(STATES.manager)
      .given(STATES.audited)
      .uponReceiving('the audit log requested by an event manager')
      .withRequest({ method: 'GET', path: `/api/events/${EVENT_ID}/audit`, headers: managerCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: [
          {
            type: 'Add',
            ...common,
            actorName: like('Abe Author'),
            objectData: like({ id: 1, name: 'Summer camp' }),
          },
          {
            type: 'Modify',
            ...common,
            actorName: like('Fran Full'),
            changes: { name: like({ oldValue: 'Summer camp', newValue: 'Summer Bivouac' }) },
          },
        ],
      });
    await pact.executeTest(async (mock) => {
      const items = await loadAudit(EVENT_ID, clientFor(mock.url));
      expect(items.map((i) => i.type)).toEqual(['Add', 'Modify']);
      expect(items[1]?.type === 'Modify' && items[1].changes.name?.newValue).toBe('Summer Bivouac');
    });
  });

  it("GET /api/events/{id}/audit by a member: 403 with the server's message (the audit viewer shows it)", async () => {
    pact
      .given(STATES.member)
      .given(STATES.audited)
      .uponReceiving('the audit log requested by a member without event permission')
      .withRequest({ method: 'GET', path: `/api/events/${EVENT_ID}/audit`, headers: memberCookie })
      .willRespondWith({
        status: 403,
        headers: json,
        body: { code: API_ERRORS.forbidden.code, message: EVENT_MESSAGES.noPermission },
      });
    await pact.executeTest(async (mock) => {
      const error = await loadAudit(EVENT_ID, clientFor(mock.url, SESSIONS.member)).catch((e: unknown) => e);
      expect(isApiError(error) && error.status).toBe(403);
    });
  });
});
