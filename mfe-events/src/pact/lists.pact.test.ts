// Pact consumer: the §7 list calls of mfe-events (the event list, the calendar's range, the home
// page's upcoming list and next meeting), through the real call modules ->
// contracts/pacts/mfe-events-svc-events.json. Provider states: eventsPact.ts.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { loadNextMeeting, loadRange, loadUpcoming } from '../calendar/calendarCalls.ts';
import { listEvents } from '../eventList/listCalls.ts';
import { clientFor, eventMatcher, eventsPact, json, MEET, STATES } from './eventsPact.ts';

const { eachLike, fromProviderState } = MatchersV3;
const pact = eventsPact();
const DAY = 86_400_000;

describe('mfe-events list calls -> svc-events', () => {
  it('GET /api/events (listEvents, /eventlinklist): the events of the 390-day window, newest first', async () => {
    pact
      .given(STATES.noSession)
      .given(STATES.event)
      .uponReceiving('the event list requested by an anonymous visitor')
      .withRequest({ method: 'GET', path: '/api/events' })
      .willRespondWith({ status: 200, headers: json, body: eachLike(eventMatcher()) });
    await pact.executeTest(async (mock) => {
      const events = await listEvents(clientFor(mock.url, null));
      expect(events[0]?.name).toBe('Summer Bivouac');
    });
  });

  it('GET /api/events/{timestart}/{timeend} (loadRange, the calendar month): events overlapping the range', async () => {
    const [start, end] = [MEET - DAY, MEET + DAY];
    pact
      .given(STATES.noSession)
      .given(STATES.event)
      .uponReceiving('the events of a calendar range requested by an anonymous visitor')
      .withRequest({
        method: 'GET',
        path: fromProviderState('/api/events/${rangeStart}/${rangeEnd}', `/api/events/${start}/${end}`),
      })
      .willRespondWith({ status: 200, headers: json, body: eachLike(eventMatcher()) });
    await pact.executeTest(async (mock) => {
      const events = await loadRange(start, end, clientFor(mock.url, null));
      expect(events[0]?.meetDateTime).toBe(MEET);
    });
  });

  it('GET /api/events/upcoming (loadUpcoming, the home page): events still to come', async () => {
    pact
      .given(STATES.noSession)
      .given(STATES.event)
      .uponReceiving('the upcoming events requested by an anonymous visitor')
      .withRequest({ method: 'GET', path: '/api/events/upcoming' })
      .willRespondWith({ status: 200, headers: json, body: eachLike(eventMatcher()) });
    await pact.executeTest(async (mock) => {
      expect((await loadUpcoming(clientFor(mock.url, null))).length).toBe(1);
    });
  });

  it('GET /api/events/recurring (loadNextMeeting, the home page): the next recurring meeting', async () => {
    pact
      .given(STATES.noSession)
      .given(STATES.event)
      .uponReceiving('the next recurring meeting requested by an anonymous visitor')
      .withRequest({ method: 'GET', path: '/api/events/recurring' })
      .willRespondWith({ status: 200, headers: json, body: eventMatcher({ memberComments: '' }) });
    await pact.executeTest(async (mock) => {
      expect((await loadNextMeeting(clientFor(mock.url, null)))?.name).toBe('Summer Bivouac');
    });
  });

  it('GET /api/events/recurring with no meeting ahead: 204, read as none', async () => {
    pact
      .given(STATES.noSession)
      .uponReceiving('the next recurring meeting of an account without one')
      .withRequest({ method: 'GET', path: '/api/events/recurring' })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      expect(await loadNextMeeting(clientFor(mock.url, null))).toBeNull();
    });
  });
});
