// Pact consumer: the calendar feeds page's calls (feeds/feedCalls.ts: GET /api/calendar/feed and
// POST /api/calendar/feed/reset) -> contracts/pacts/mfe-events-svc-events.json. The links' origin
// comes from the request's host and the personal token is random: both matched by pattern.
import { MatchersV3 } from '@pact-foundation/pact';
import { API_ERRORS, FEED_INFO_PATH, FEED_RESET_PATH } from '@portal/contracts';
import { isApiError } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import { loadFeedLinks, resetFeedLink } from '../feeds/feedCalls.ts';
import {
  clientFor,
  eventsPact,
  json,
  jsonBody,
  memberCookie,
  SESSIONS,
  STATES,
  tokenField,
} from './eventsPact.ts';

const { regex, integer } = MatchersV3;
const pact = eventsPact();

const links = {
  publicUrl: regex(
    '^https?://[^/]+/api/calendar/public\\.ics$',
    'http://md001.localhost:8080/api/calendar/public.ics',
  ),
  personalUrl: regex(
    '^https?://[^/]+/api/calendar/feed/[A-Za-z0-9_-]{43}\\.ics$',
    'http://md001.localhost:8080/api/calendar/feed/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE.ics',
  ),
  personalCreated: integer(1_900_000_000_000),
};

describe('mfe-events calendar feed calls -> svc-events', () => {
  it('GET /api/calendar/feed (loadFeedLinks): the public and the personal link', async () => {
    pact
      .given(STATES.member)
      .uponReceiving('the calendar feed links requested by a member')
      .withRequest({ method: 'GET', path: FEED_INFO_PATH, headers: memberCookie })
      .willRespondWith({ status: 200, headers: json, body: links });
    await pact.executeTest(async (mock) => {
      const answer = await loadFeedLinks(clientFor(mock.url, SESSIONS.member));
      expect(answer.publicUrl).toMatch(/\/api\/calendar\/public\.ics$/);
    });
  });

  it("GET /api/calendar/feed anonymous: 401 'Please sign in'", async () => {
    pact
      .given(STATES.noSession)
      .uponReceiving('the calendar feed links requested by an anonymous visitor')
      .withRequest({ method: 'GET', path: FEED_INFO_PATH })
      .willRespondWith({
        status: 401,
        headers: json,
        body: { code: API_ERRORS.signInRequired.code, message: API_ERRORS.signInRequired.message },
      });
    await pact.executeTest(async (mock) => {
      const error = await loadFeedLinks(clientFor(mock.url, null)).catch((e: unknown) => e);
      expect(isApiError(error) && error.message).toBe('Please sign in');
    });
  });

  it('POST /api/calendar/feed/reset (resetFeedLink): a new personal link', async () => {
    pact
      .given(STATES.member)
      .uponReceiving('a personal calendar feed link reset by a member')
      .withRequest({
        method: 'POST',
        path: FEED_RESET_PATH,
        headers: { ...memberCookie, ...jsonBody },
        body: tokenField,
      })
      .willRespondWith({ status: 200, headers: json, body: links });
    await pact.executeTest(async (mock) => {
      const answer = await resetFeedLink(clientFor(mock.url, SESSIONS.member));
      expect(answer.personalUrl).toMatch(/\/api\/calendar\/feed\/[\w-]{43}\.ics$/);
    });
  });
});
