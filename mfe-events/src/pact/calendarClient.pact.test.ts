// Pact consumer: the .ics calendar feeds AS A CALENDAR PROGRAM FETCHES THEM. No code of ours calls
// GET /api/calendar/public.ics or GET /api/calendar/feed/{token}.ics: the feeds page
// (feeds/FeedsPage.tsx, feedCalls.ts) hands these links to calendar programs (Google Calendar,
// Outlook, Apple Calendar), which poll them without a cookie. mfe-events publishes the links, so it
// pins what those programs rely on -> contracts/pacts/mfe-events-svc-events.json: a 200 without any
// sign-in, Content-Type text/calendar, an inline .ics file, the cache policy (public for the
// account's calendar, private for a member's), and a 404 for a token that opens no feed (a reset
// link). The iCalendar text itself changes with every fetch (DTSTAMP, the provider's own events) and
// Pact matches only JSON bodies by rule, so the body is not pinned here: svc-events' ics.test.ts and
// feeds.test.ts pin its RFC 5545 form. Requests are made with plain fetch, the way a calendar
// program does, never with the portal's ApiClient.
import { MatchersV3 } from '@pact-foundation/pact';
import { API_ERRORS, personalFeedPath, PUBLIC_FEED_PATH } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { eventsPact, json, STATES } from './eventsPact.ts';

const { regex, fromProviderState } = MatchersV3;
const pact = eventsPact();

const FEED_LINK = STATES.feedLink;
const EXAMPLE_TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
/** A token of the right form that no member holds (a link from before a reset). */
const UNKNOWN_TOKEN = 'ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ';

const calendarHeaders = (cache: 'public' | 'private') => ({
  'Content-Type': regex('^text/calendar.*', 'text/calendar; charset=utf-8'),
  // calendar programs poll; Pact compares this header value by value (split at commas)
  'Cache-Control': `${cache}, max-age=900`,
  'Content-Disposition': regex('^inline; filename="[^"]+\\.ics"$', 'inline; filename="md001.ics"'),
});

/** What a calendar program does with a feed URL: a plain GET, no cookie, no token header. */
async function calendarProgramFetch(url: string) {
  const res = await fetch(url, { headers: { accept: 'text/calendar' } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

describe('calendar programs (not our code) fetching the .ics feeds -> svc-events', () => {
  it('GET /api/calendar/public.ics: the account calendar, no sign-in, publicly cacheable', async () => {
    pact
      .given(STATES.event)
      .uponReceiving('the public calendar fetched by a calendar program')
      .withRequest({ method: 'GET', path: PUBLIC_FEED_PATH, headers: { Accept: 'text/calendar' } })
      .willRespondWith({ status: 200, headers: calendarHeaders('public') });
    await pact.executeTest(async (mock) => {
      const answer = await calendarProgramFetch(mock.url + PUBLIC_FEED_PATH);
      expect(answer.status).toBe(200);
      expect(answer.type).toMatch(/^text\/calendar/);
    });
  });

  it("GET /api/calendar/feed/{token}.ics: the member's own calendar, no cookie, private cache", async () => {
    pact
      .given(STATES.event)
      .given(STATES.attended)
      .given(FEED_LINK)
      .uponReceiving("a member's personal calendar fetched by a calendar program")
      .withRequest({
        method: 'GET',
        path: fromProviderState('/api/calendar/feed/${file}', personalFeedPath(EXAMPLE_TOKEN)),
        headers: { Accept: 'text/calendar' },
      })
      .willRespondWith({ status: 200, headers: calendarHeaders('private') });
    await pact.executeTest(async (mock) => {
      const answer = await calendarProgramFetch(mock.url + personalFeedPath(EXAMPLE_TOKEN));
      expect(answer.status).toBe(200);
      expect(answer.type).toMatch(/^text\/calendar/);
    });
  });

  it('GET /api/calendar/feed/{token}.ics with a token no member holds (a reset link): 404', async () => {
    pact
      .given(STATES.noSession)
      .uponReceiving('a personal calendar with an unknown token fetched by a calendar program')
      .withRequest({
        method: 'GET',
        path: personalFeedPath(UNKNOWN_TOKEN),
        headers: { Accept: 'text/calendar' },
      })
      .willRespondWith({
        status: 404,
        headers: json,
        body: { code: API_ERRORS.notFound.code, message: API_ERRORS.notFound.message },
      });
    await pact.executeTest(async (mock) => {
      const answer = await calendarProgramFetch(mock.url + personalFeedPath(UNKNOWN_TOKEN));
      expect(answer.status).toBe(404);
    });
  });
});
