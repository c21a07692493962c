// Pact consumer: the viewer's 'Link event' calls (events §6/§7, linking/linkCalls.ts) and the viewer
// data of a linked event's source -> contracts/pacts/mfe-events-svc-events.json. Provider states:
// eventsPact.ts (the member's accounts elsewhere are svc-identity's answer, stood in for by the
// provider's verification).
import { MatchersV3 } from '@pact-foundation/pact';
import { EVENT_LINK_MESSAGES } from '@portal/contracts';
import { isApiError } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import { loadViewer } from '../eventData/eventCalls.ts';
import { linkEvent, loadLinkable } from '../linking/linkCalls.ts';
import {
  clientFor,
  EVENT_ID,
  eventMatcher,
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

describe('mfe-events link calls -> svc-events', () => {
  it('GET /api/events/{id}/linkable (loadLinkable): the accounts the manager may link into, not yet linked', async () => {
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .given(STATES.managesWing)
      .uponReceiving('the linkable accounts of an event requested by a manager of two accounts')
      .withRequest({ method: 'GET', path: `/api/events/${EVENT_ID}/linkable`, headers: managerCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: eachLike({ id: like('md000'), name: like('Maryland Wing') }),
      });
    await pact.executeTest(async (mock) => {
      const accounts = await loadLinkable(EVENT_ID, clientFor(mock.url));
      expect(accounts).toEqual([{ id: 'md000', name: 'Maryland Wing' }]);
    });
  });

  it('POST /api/events/{eventid}/link/{targetaccount} (linkEvent): 201 with the linked id and account', async () => {
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .given(STATES.managesWing)
      .uponReceiving('an event linked into another account by its manager')
      .withRequest({
        method: 'POST',
        path: `/api/events/${EVENT_ID}/link/md000`,
        headers: { ...managerCookie, ...jsonBody },
        body: tokenField,
      })
      .willRespondWith({ status: 201, headers: json, body: { id: integer(1), accountID: 'md000' } });
    await pact.executeTest(async (mock) => {
      expect(await linkEvent(EVENT_ID, 'md000', clientFor(mock.url))).toEqual({ id: 1, accountID: 'md000' });
    });
  });

  it('POST /api/events/{eventid}/link/{targetaccount} again: 409 with the message the result dialog shows', async () => {
    pact
      .given(STATES.manager)
      .given(STATES.event)
      .given(STATES.managesWing)
      .given(STATES.linkedToWing)
      .uponReceiving('an event linked a second time into the same account')
      .withRequest({
        method: 'POST',
        path: `/api/events/${EVENT_ID}/link/md000`,
        headers: { ...managerCookie, ...jsonBody },
        body: tokenField,
      })
      .willRespondWith({
        status: 409,
        headers: json,
        body: { code: 'CONFLICT', message: EVENT_LINK_MESSAGES.alreadyLinked },
      });
    await pact.executeTest(async (mock) => {
      const error = await linkEvent(EVENT_ID, 'md000', clientFor(mock.url)).catch((e: unknown) => e);
      expect(isApiError(error) && error.message).toBe(EVENT_LINK_MESSAGES.alreadyLinked);
    });
  });

  it('GET /api/events/{id}/viewer of a linked source: linkedEvents with id, accountID, name, accountName', async () => {
    pact
      .given(STATES.member)
      .given(STATES.event)
      .given(STATES.linkedToWing)
      .uponReceiving('the viewer data of an event linked into another account, requested by a member')
      .withRequest({ method: 'GET', path: `/api/events/${EVENT_ID}/viewer`, headers: memberCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          event: eventMatcher({ memberComments: 'Members only note' }),
          attendees: [],
          pointsOfContact: [],
          authorFullName: like('Abe Author'),
          linkedEvents: eachLike({
            id: integer(1),
            accountID: like('md000'),
            name: like('Summer Bivouac'),
            accountName: like('Maryland Wing'),
          }),
          sourceAccountName: null,
        },
      });
    await pact.executeTest(async (mock) => {
      const data = await loadViewer(EVENT_ID, clientFor(mock.url, SESSIONS.member));
      expect(data.linkedEvents[0]?.accountName).toBe('Maryland Wing');
    });
  });
});
