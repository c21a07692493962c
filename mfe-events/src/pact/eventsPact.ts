// Shared setup of mfe-events' pact consumer tests (-> svc-events): the Pact instance, the provider
// states svc-events' verification implements (svc-events/src/pact/providerStates.ts, same names),
// an example §3 Event with its type matcher, and a client of the mock server. GET /api/token is
// svc-identity's call, so it is answered locally here rather than pinned in the svc-events pact (the
// provider's request filter puts the session's real token into the body).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { newEventContent, type Event } from '@portal/contracts';
import { createApiClient, type ApiClient } from '@portal/kit';
import { pactDir } from './pactFile.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const { like, regex, fromProviderState } = MatchersV3;

export const STATES = {
  /** CAPNHQMember 520004 'Fran Full', ManageEvent FULL; returns { sessionID } */
  manager: 'a signed-in event manager',
  /** CAPNHQMember 520002 'Pat Plain', no event permission; returns { sessionID } */
  member: 'a signed-in member',
  /** CAPNHQMember 520040 'Vera Viewer', AttendanceView OTHER (events §6 attendance view); returns { sessionID } */
  attendanceViewer: 'a signed-in attendance viewer',
  noSession: 'no session',
  /**
   * md001's event 1 'Summer Bivouac' (CONFIRMED, a recurring meeting shown in upcoming lists, meet
   * in two days, author 520005 'Abe Author'); returns { eventID, rangeStart, rangeEnd } (a range
   * around its times)
   */
  event: 'event 1 exists',
  /** event 1 with an Add item (by Abe Author) and a Modify of its name (by Fran Full) */
  audited: 'event 1 has an audit log',
  /** the manager is also a member of md000 'Maryland Wing' with ManageEvent FULL there (svc-identity) */
  managesWing: 'the event manager also manages events in md000',
  /** (after 'event 1 exists') event 1 is linked into md000 'Maryland Wing' as its event 1 */
  linkedToWing: 'event 1 is linked into md000',
  /** (after 'event 1 exists') its four times are in the past (pickup a day ago): debriefs open */
  ended: 'event 1 has ended',
  /** (after 'event 1 has ended') a private debrief by the member, timeSubmitted DEBRIEF_TIME */
  debriefed: 'event 1 has a debrief by the member',
  /** (after 'event 1 exists') the member (520002) has a committed attendance record */
  attended: 'the member attends event 1',
  /** (after 'event 1 exists') desiredNumberOfParticipants 1, taken by the manager (the waitlist) */
  full: 'event 1 is full',
  /** (after 'event 1 is full') the member (520002) waits for a place: waitlist position 1 */
  waiting: 'the member waits for a place on event 1',
} as const;

/** The timeSubmitted of the 'event 1 has a debrief by the member' state's item. */
export const DEBRIEF_TIME = 1_700_000_000_000;

export const SESSIONS = {
  manager: 'pact-session-manager',
  member: 'pact-session-member',
  attendanceViewer: 'pact-session-attendance-viewer',
} as const;
export const EVENT_ID = 1;

export function eventsPact(): PactV3 {
  return new PactV3({ consumer: 'mfe-events', provider: 'svc-events', dir: pactDir, logLevel: 'warn' });
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
