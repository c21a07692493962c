// Shared setup of mfe-events' pact consumer tests (-> svc-events): the Pact instance, the provider
// states svc-events' verification implements (shared with it through @portal/contracts/testing),
// an example §3 Event with its type matcher, and a client of the mock server. GET /api/token is
// svc-identity's call, so it is answered locally here rather than pinned in the svc-events pact (the
// provider's request filter puts the session's real token into the body).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { newEventContent, type Event } from '@portal/contracts';
import { EVENTS_DEBRIEF_TIME, EVENTS_SESSIONS, EVENTS_STATES, pactOptions } from '@portal/contracts/testing';
import { createApiClient, type ApiClient } from '@portal/kit';

process.env.PACT_DO_NOT_TRACK = 'true';
const { like, regex, fromProviderState } = MatchersV3;

export const STATES = EVENTS_STATES;
/** The timeSubmitted of the debriefed state's item. */
export const DEBRIEF_TIME = EVENTS_DEBRIEF_TIME;
export const SESSIONS = EVENTS_SESSIONS;
export const EVENT_ID = 1;

export function eventsPact(): PactV3 {
  return new PactV3(pactOptions('mfe-events', 'svc-events'));
}

export const EXAMPLE_TOKEN = 'session-csrf-token';
export const tokenField = { token: like(EXAMPLE_TOKEN) };
export const cookieOf = (session: string) => ({
  Cookie: fromProviderState('sessionid=${sessionID}', `sessionid=${session}`),
});
export const managerCookie = cookieOf(SESSIONS.manager);
export const memberCookie = cookieOf(SESSIONS.member);
export const json = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
export const jsonBody = { 'Content-Type': 'application/json' };

/** A client of the mock server with a session cookie (or none); GET /api/token answered locally. */
export function clientFor(url: string, session: string | null = SESSIONS.manager): ApiClient {
  const local: typeof fetch = (input, init) => {
    if (String(input).endsWith('/api/token')) {
      return Promise.resolve(
        new Response(JSON.stringify({ token: EXAMPLE_TOKEN }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }
    return fetch(input, init);
  };
  return createApiClient({
    baseUrl: url,
    fetch: local,
    ...(session ? { headers: { cookie: `sessionid=${session}` } } : {}),
  });
}

/** 2030-07-04 10:00 New York: example times (the provider's own times differ; types are matched). */
export const MEET = Date.UTC(2030, 6, 4, 14, 0);
const MINUTE = 60_000;

/** A valid §2 form's content (names, locations, one uniform each, times by the §4 defaults). */
export function exampleContent(meet = MEET) {
  const base = newEventContent(meet);
  return {
    ...base,
    name: 'Summer Bivouac',
    subtitle: 'Two days in the woods',
    status: 'CONFIRMED' as const,
    meetLocation: 'Squadron HQ',
    location: 'Camp Fretterd',
    pickupLocation: 'Squadron HQ',
    meetDateTime: meet,
    startDateTime: meet + 15 * MINUTE,
    endDateTime: meet + 135 * MINUTE,
    pickupDateTime: meet + 150 * MINUTE,
    smuniform: { ...base.smuniform, values: base.smuniform.values.map((_, i) => i === 0) },
    cuniform: { ...base.cuniform, values: base.cuniform.values.map((_, i) => i === 0) },
  };
}

/** The §3 Event as svc-events answers it (an example; the matcher below checks types). */
export function exampleEvent(fields: Partial<Event> = {}): Event {
  return {
    ...exampleContent(),
    id: EVENT_ID,
    accountID: 'md001',
    type: 'REGULAR',
    author: { type: 'CAPNHQMember', id: 520005 },
    debrief: [],
    targetAccountID: null,
    targetEventID: null,
    ...fields,
  };
}

/**
 * Every field of the §3 Event with its type (strings, numbers, booleans, the checkbox groups, the
 * empty lists and the nulls of an event without team, tag or link); the values are examples.
 */
export const eventMatcher = (fields: Partial<Event> = {}) => like(exampleEvent(fields));
